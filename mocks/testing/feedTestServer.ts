import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import BetterSqlite3 from 'better-sqlite3';
import Fastify from 'fastify';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { FEED_NAMESPACE, type FeedHandshakeAuth } from '@src/contract';
import { Simulator, type SimConfig } from '../sim';
import { attachFeed, type FeedDeps, type FeedService } from '../feed/index';

/** 12:00 in China. */
export const TEST_START = Date.UTC(2026, 10, 22, 4, 0, 0);

export interface FeedTestServer {
  url: string;
  io: Server;
  sim: Simulator;
  feed: FeedService;
  /** A socket.io client on /feed, connected (with a handshake `auth` when given: token, lang). */
  connect(options?: { reconnection?: boolean; auth?: FeedHandshakeAuth }): Promise<Socket>;
  close(): Promise<void>;
}

/**
 * The feed on a real socket.io server on 127.0.0.1 (a free port), with connection state recovery like the
 * backend's, over a small simulator that the test advances by hand.
 */
export async function startFeedTestServer(
  options: { sim?: Partial<SimConfig>; feed?: Partial<Omit<FeedDeps, 'io' | 'db' | 'logger'>>; recoveryMs?: number } = {},
): Promise<FeedTestServer> {
  const http = createServer();
  const io = new Server(http, { serveClient: false, connectionStateRecovery: { maxDisconnectionDuration: options.recoveryMs ?? 60_000 } });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const sim = new Simulator({ live: 30, upcoming: 60, startTime: TEST_START, seed: 1, oddsRate: 30, ...options.sim });
  const db = new BetterSqlite3(':memory:');
  const feed = attachFeed({ io, db, logger: Fastify({ logger: false }).log, simulator: sim, heartbeatMs: 3_600_000, ...options.feed });
  const url = `http://127.0.0.1:${port}${FEED_NAMESPACE}`;
  const sockets: Socket[] = [];
  return {
    url,
    io,
    sim,
    feed,
    connect: async ({ reconnection = false, auth } = {}) => {
      const socket = connect(url, { transports: ['websocket'], forceNew: true, reconnection, ...(auth ? { auth: { ...auth } } : {}) });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    },
    close: async () => {
      for (const socket of sockets) socket.disconnect();
      await feed.close();
      await io.close();
      db.close();
    },
  };
}
