import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { Server } from 'socket.io';
import { CHAT_PATH, FEED_NAMESPACE } from '@src/contract';
import { readRecording, startServer, type FeedRecord } from '@mocks';
import { splitRecording } from '../recording/splitRecording';
import { attachChatReplay, feedTimeline, type ChatReplay } from './chatReplay';
import { attachFeedReplay, type FeedReplay, type ReplayOptions } from './feedReplay';

export interface ReplayServerOptions extends ReplayOptions {
  /** A recording path or its records (feed and chat lines). */
  recording: string | readonly FeedRecord[];
  /**
   * Also serve the built client (dist/) and the whole HTTP API: the reference backend (startServer) with its
   * simulator left undriven, its feed handler detached and its chat socket closed, the replays serving `/feed`
   * and the chat path. Without it: a bare HTTP server with socket.io `/feed` and the chat path.
   */
  withApp?: boolean;
  /** With the app: the built client to serve (default: the repository's dist/). */
  clientDir?: string;
  port?: number;
}

export interface ReplayServer {
  url: string;
  /** The feed replay; its start() and close() start and stop the chat replay too (one clock). */
  replay: FeedReplay;
  chat: ChatReplay;
  /** The chat websocket, e.g. ws://127.0.0.1:8090/ws/chat (without the handshake query). */
  chatUrl: string;
  close(): Promise<void>;
}

const SOCKET_IO_PATH = '/socket.io/';

/** Upgrades: socket.io's path to its engine, the chat path to the chat replay, anything else refused. */
function upgradeRouter(io: Server, chat: ChatReplay) {
  return (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', () => socket.destroy());
    const path = (request.url ?? '/').split('?', 1)[0] ?? '/';
    if (path.startsWith(SOCKET_IO_PATH)) io.engine.handleUpgrade(request, socket, head);
    else if (path === CHAT_PATH) chat.handleUpgrade(request, socket, head);
    else socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n', () => socket.destroy());
  };
}

/** The feed replay, whose start and close (stop playing; sockets stay) start and stop the chat replay too. */
function together(feed: FeedReplay, chat: ChatReplay): FeedReplay {
  return {
    ...feed,
    start() {
      feed.start();
      chat.start();
    },
    close() {
      feed.close();
      chat.stop();
    },
  };
}

/**
 * A replay server the unchanged client connects to as to the reference backend (load-tests/README.md): the
 * recording split once (splitRecording) into the feed's lines for the feed replay and the chat's for the chat
 * replay, on one clock. With the app, the reference backend's own feed is closed before any socket connects (its
 * `connection` handler comes off `/feed`; other handlers on `/feed`, such as the bet ticket pushes, stay), and its
 * chat is closed and its upgrade listeners replaced: socket.io's path still goes to socket.io's engine, the chat
 * path to the chat replay. member/jwt stays the backend's; the chat replay takes its tokens' claims.
 */
export async function startReplayServer(options: ReplayServerOptions): Promise<ReplayServer> {
  const records = typeof options.recording === 'string' ? readRecording(options.recording) : options.recording;
  const { feed, chat: chatRecords } = splitRecording(records);
  const chat = attachChatReplay(chatRecords, feedTimeline(feed, chatRecords), options);
  if (options.withApp) {
    // The backend's simulator is built but never driven: keep it tiny.
    process.env.SIM_LIVE ??= '0';
    process.env.SIM_UPCOMING ??= '0';
    const running = await startServer({ port: options.port ?? 0, host: '127.0.0.1', dataDir: ':memory:', logLevel: 'silent', captchaMode: 'off', clientDir: options.clientDir });
    await running.feed.close();
    await running.chat.close();
    running.app.server.removeAllListeners('upgrade');
    running.app.server.on('upgrade', upgradeRouter(running.io, chat));
    const replay = together(attachFeedReplay(running.io.of(FEED_NAMESPACE), feed, options), chat);
    return {
      url: running.url,
      chatUrl: `${running.url.replace(/^http/, 'ws')}${CHAT_PATH}`,
      replay,
      chat,
      close: async () => {
        replay.close();
        await chat.close();
        await running.close();
      },
    };
  }
  const http = createServer();
  // destroyUpgrade off: the chat path is ours (upgradeRouter), not socket.io's to refuse.
  const io = new Server(http, { transports: ['websocket'], destroyUpgrade: false });
  http.removeAllListeners('upgrade');
  http.on('upgrade', upgradeRouter(io, chat));
  const replay = together(attachFeedReplay(io.of(FEED_NAMESPACE), feed, options), chat);
  await new Promise<void>((resolve) => http.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    chatUrl: `ws://127.0.0.1:${port}${CHAT_PATH}`,
    replay,
    chat,
    close: async () => {
      replay.close();
      await chat.close();
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
    },
  };
}
