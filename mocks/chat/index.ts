import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';

export const CHAT_PATH = '/ws/chat';

export interface ChatDeps {
  /** The Fastify app, for the chat's HTTP routes (register them with mocks/http/defineRoute). */
  app: FastifyInstance;
  db: Database;
  logger: FastifyBaseLogger;
}

export interface ChatService {
  /** Called by the server for upgrade requests on CHAT_PATH. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

/** The chat websocket at /ws/chat (spec 4, 7.6). */
export function attachChat({ logger }: ChatDeps): ChatService {
  const wss = new WebSocketServer({ noServer: true });
  wss.on('connection', (ws) => {
    ws.on('error', (error) => logger.warn({ err: error }, 'chat socket error'));
  });
  return {
    handleUpgrade(request, socket, head) {
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}
