import type { Server } from 'socket.io';
import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { FEED_HEARTBEAT_MS, FEED_NAMESPACE, type FeedHeartbeat } from '@src/contract';

export interface FeedDeps {
  io: Server;
  db: Database;
  logger: FastifyBaseLogger;
}

export interface FeedService {
  close(): Promise<void>;
}

/** The live feed on socket.io namespace `/feed` (DESIGN.md section 4). */
export function attachFeed({ io }: FeedDeps): FeedService {
  const nsp = io.of(FEED_NAMESPACE);
  const timer = setInterval(() => {
    const hb: FeedHeartbeat = { ts: Date.now() };
    nsp.emit('hb', hb);
  }, FEED_HEARTBEAT_MS);
  timer.unref();
  return {
    close: () => {
      clearInterval(timer);
      return Promise.resolve();
    },
  };
}
