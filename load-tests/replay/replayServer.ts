import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { FEED_NAMESPACE } from '@src/contract';
import { readRecording, startServer, type FeedRecord } from '@mocks';
import { attachFeedReplay, type FeedReplay, type ReplayOptions } from './feedReplay';

export interface ReplayServerOptions extends ReplayOptions {
  /** A recording path or its records. */
  recording: string | readonly FeedRecord[];
  /**
   * Also serve the built client (dist/) and the whole HTTP API and chat: the reference backend (startServer)
   * with its simulator left undriven and its feed handler detached, the replay serving its `/feed` namespace.
   * Without it: a bare socket.io server (headless clients need nothing else).
   */
  withApp?: boolean;
  /** With the app: the built client to serve (default: the repository's dist/). */
  clientDir?: string;
  port?: number;
}

export interface ReplayServer {
  url: string;
  replay: FeedReplay;
  close(): Promise<void>;
}

/**
 * A replay server the unchanged client connects to as to the reference backend (load-tests/README.md).
 * With the app, the reference backend's own feed is closed before any socket connects (its `connection` handler
 * comes off `/feed`; other handlers on `/feed`, such as the bet ticket pushes, stay).
 */
export async function startReplayServer(options: ReplayServerOptions): Promise<ReplayServer> {
  const records = typeof options.recording === 'string' ? readRecording(options.recording) : options.recording;
  if (options.withApp) {
    // The backend's simulator is built but never driven: keep it tiny.
    process.env.SIM_LIVE ??= '0';
    process.env.SIM_UPCOMING ??= '0';
    const running = await startServer({ port: options.port ?? 0, host: '127.0.0.1', dataDir: ':memory:', logLevel: 'silent', captchaMode: 'off', clientDir: options.clientDir });
    await running.feed.close();
    const replay = attachFeedReplay(running.io.of(FEED_NAMESPACE), records, options);
    return {
      url: running.url,
      replay,
      close: async () => {
        replay.close();
        await running.close();
      },
    };
  }
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  const replay = attachFeedReplay(io.of(FEED_NAMESPACE), records, options);
  await new Promise<void>((resolve) => http.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    replay,
    close: async () => {
      replay.close();
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
    },
  };
}
