import ReconnectingWebSocket from 'reconnecting-websocket';
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import {
  CHAT_RECONNECT_MS,
  ChatHandshake,
  CLIENT_TYPE,
  DEFAULT_SITE_ID,
  chatServerFrameSchema,
  type ChatClientFrame,
  type ChatServerFrame,
} from '@src/contract';

/** idle: not started; open; closed: lost, a reconnect is on its way (CHAT_RECONNECT_MS later). */
export type ChatLinkStatus = 'idle' | 'open' | 'closed';

/** The browser's WebSocket, or `ws`'s in Node. */
export interface WebSocketClass {
  new (url: string, protocols?: string | string[]): unknown;
  readonly CLOSING: number;
}

/** The chat socket as the epics see it: decoded frames, link status, and a send that never queues. */
export interface ChatTransport {
  /** Frames from the server that match the contract; anything else is dropped (and counted). */
  readonly frames$: Observable<ChatServerFrame>;
  /** The current status first, then each change. */
  readonly status$: Observable<ChatLinkStatus>;
  /** Starts the socket (once; later calls do nothing). */
  connect(): void;
  /** Writes the frame if the link is open and answers whether it did. Nothing is queued here: the epics queue. */
  send(frame: ChatClientFrame): boolean;
  /** Stops for good: no reconnect. */
  close(): void;
  /** Closes the link and opens it again at once, the handshake read afresh (the page's language changed). */
  reconnect?(): void;
  /** Frames dropped because they did not match the contract. */
  readonly droppedFrames: number;
}

export interface ChatTransportOptions {
  WebSocket: WebSocketClass;
  /** The chat socket's address without the handshake query, e.g. `wss://host/ws/chat`. */
  url: string;
  clientType?: string;
  siteId?: string;
  /** The page's language, read at every connection: the server's text in frames comes in it. */
  language?: () => string;
  /** spec 4: retry 5 s after a close. */
  reconnectMs?: number;
  /** A connection attempt that does not open within this is abandoned (and retried after reconnectMs). */
  connectTimeoutMs?: number;
  /** Validate every server frame against the contract (default). Load clients may trust their own server. */
  validateFrames?: boolean;
}

/** The handshake query of spec 7.6, and the page's language when given. */
export function chatSocketUrl(url: string, clientType: string, siteId: string, language?: string): string {
  const address = new URL(url);
  address.searchParams.set(ChatHandshake.clientType, clientType);
  address.searchParams.set(ChatHandshake.siteId, siteId);
  if (language) address.searchParams.set(ChatHandshake.language, language);
  return address.toString();
}

/**
 * The chat websocket over reconnecting-websocket: a fixed 5 s between a close and the next attempt (no growth,
 * no jitter), and its own send queue switched off so a frame is written on the link it was meant for or not at
 * all. Heartbeats and the message queue are the epics' (they run on the injected scheduler).
 */
export function createChatTransport(options: ChatTransportOptions): ChatTransport {
  const reconnectMs = options.reconnectMs ?? CHAT_RECONNECT_MS;
  const url = (): string =>
    chatSocketUrl(options.url, options.clientType ?? CLIENT_TYPE, options.siteId ?? DEFAULT_SITE_ID, options.language?.());
  const validate = options.validateFrames ?? true;
  const frames = new Subject<ChatServerFrame>();
  const status = new BehaviorSubject<ChatLinkStatus>('idle');
  let dropped = 0;

  const socket = new ReconnectingWebSocket(url, undefined, {
    WebSocket: options.WebSocket,
    minReconnectionDelay: reconnectMs,
    maxReconnectionDelay: reconnectMs,
    reconnectionDelayGrowFactor: 1,
    connectionTimeout: options.connectTimeoutMs ?? 4_000,
    maxEnqueuedMessages: 0,
    startClosed: true,
  });
  let started = false;

  socket.addEventListener('open', () => status.next('open'));
  socket.addEventListener('close', () => {
    if (status.value !== 'closed') status.next('closed');
  });
  socket.addEventListener('message', (event: MessageEvent) => {
    const frame = decode(event.data, validate);
    if (frame) frames.next(frame);
    else dropped += 1;
  });

  return {
    frames$: frames.asObservable(),
    status$: status.asObservable(),
    connect() {
      if (started) return;
      started = true;
      socket.reconnect();
    },
    send(frame) {
      if (socket.readyState !== ReconnectingWebSocket.OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    reconnect() {
      if (started) socket.reconnect();
    },
    close() {
      socket.close();
      status.next('closed');
      status.complete();
      frames.complete();
    },
    get droppedFrames() {
      return dropped;
    },
  };
}

function decode(data: unknown, validate: boolean): ChatServerFrame | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  if (!validate) return isFrameShaped(json) ? (json as ChatServerFrame) : null;
  const parsed = chatServerFrameSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

function isFrameShaped(json: unknown): boolean {
  return (
    typeof json === 'object' &&
    json !== null &&
    'msgId' in json &&
    typeof json.msgId === 'number' &&
    'msgData' in json
  );
}
