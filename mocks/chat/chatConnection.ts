import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import type { ChatServerFrame, ChatUser, ServerLanguage } from '@src/contract';
import { TokenBucket } from '../limits/tokenBucket';
import { frameIn } from './chatLanguage';
import type { ChatLimits } from './chatLimits';

let nextConnectionId = 1;

/** What the upgrade request told of the client: spec 7.6's query, and its address (per-address limits). */
export interface ChatHandshakeInfo {
  clientType: string;
  siteId: string;
  address: string;
  /** The page's language (the `lang` query); zh-CN when absent. */
  language?: ServerLanguage;
}

/** A frame encoded once, to be written to many sockets. */
export function encodeFrame(frame: ChatServerFrame): Buffer {
  return Buffer.from(JSON.stringify(frame));
}

/**
 * Writes what the connections have waiting once per turn of the event loop: every frame queued for one
 * connection in that turn leaves in one socket write (cork/uncork) instead of one write each. Under load many
 * broadcasts pile up in a turn, and this is where a broadcast's cost goes.
 */
export class FrameFlusher {
  private readonly due = new Set<ChatConnection>();
  private scheduled = false;

  add(connection: ChatConnection): void {
    this.due.add(connection);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  flush(): void {
    this.scheduled = false;
    const due = [...this.due];
    this.due.clear();
    for (const connection of due) connection.flush();
  }
}

/** One client socket and what the server knows about it. Frames to it leave in order, through its outbox. */
export class ChatConnection {
  readonly id = nextConnectionId++;
  user: ChatUser | null = null;
  /** The site login session a member logged in under (from their chat token); null for guests. */
  sessionId: string | null = null;
  /** The joined room; one at a time. */
  rid: string | null = null;
  lastSeenAt: number;
  /** When the last "too frequent" notice went out, so a flood is not answered with a flood. */
  lastFloodNoticeAt = Number.NEGATIVE_INFINITY;
  readonly frames: TokenBucket;
  // Frames are handled one after another, so a login that is still verifying its token is done before
  // the join the client sent right after it.
  private chain: Promise<void> = Promise.resolve();
  private outbox: Buffer[] = [];

  constructor(
    readonly ws: WebSocket,
    /** The upgraded TCP socket under `ws`, corked while a batch of frames is written. */
    private readonly socket: Duplex,
    private readonly flusher: FrameFlusher,
    readonly handshake: ChatHandshakeInfo,
    private readonly limits: ChatLimits,
    private readonly logger: FastifyBaseLogger,
    now: number,
  ) {
    this.lastSeenAt = now;
    this.frames = new TokenBucket(limits.framesPerSecond, limits.frameBurst, now);
  }

  /** The language this connection reads frames in. */
  get language(): ServerLanguage {
    return this.handshake.language ?? 'zh-CN';
  }

  send(frame: ChatServerFrame): void {
    this.sendEncoded(encodeFrame(frameIn(this.language, frame)));
  }

  sendEncoded(data: Buffer): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    this.outbox.push(data);
    this.flusher.add(this);
  }

  /** Writes the outbox (FrameFlusher calls this). */
  flush(): void {
    const frames = this.outbox;
    this.outbox = [];
    if (frames.length === 0 || this.ws.readyState !== WebSocket.OPEN) return;
    // A client that stopped reading would make the server hold every broadcast for it: drop it instead.
    if (this.ws.bufferedAmount > this.limits.maxBufferedBytes) {
      this.logger.warn({ connection: this.id }, 'chat client too slow, dropped');
      this.ws.terminate();
      return;
    }
    this.socket.cork();
    try {
      // Encoded once as bytes, but text frames: browsers hand binary frames over as Blobs.
      for (const data of frames) this.ws.send(data, { binary: false });
    } finally {
      this.socket.uncork();
    }
  }

  /** Runs `task` after every frame received before it. A failing task is logged and does not block later ones. */
  enqueue(task: () => void | Promise<void>): void {
    this.chain = this.chain.then(task).catch((error: unknown) => {
      this.logger.error({ err: error, connection: this.id }, 'chat frame handling failed');
    });
  }
}
