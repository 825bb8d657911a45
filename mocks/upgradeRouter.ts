import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_PATH } from './chat/index';

export const SOCKET_IO_PATH = '/socket.io';

export interface UpgradeTargets {
  chat: { handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void };
  logger: FastifyBaseLogger;
}

/**
 * The server's `upgrade` listener, next to socket.io's: `/ws/chat` (any query) goes to the chat, socket.io's
 * own path is left to socket.io, anything else is refused and the socket destroyed.
 */
export function createUpgradeRouter({ chat, logger }: UpgradeTargets) {
  return (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', (error) => logger.debug({ err: error }, 'upgrade socket error'));
    const path = (request.url ?? '/').split('?', 1)[0];
    // socket.io (destroyUpgrade: false) answers its own path in its own listener.
    if (path?.startsWith(`${SOCKET_IO_PATH}/`)) return;
    if (path === CHAT_PATH) {
      try {
        chat.handleUpgrade(request, socket, head);
      } catch (error) {
        logger.error({ err: error }, 'chat upgrade failed');
        socket.destroy();
      }
      return;
    }
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n', () => socket.destroy());
  };
}
