import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * The client address of a raw request (a websocket upgrade, a socket.io handshake), as Fastify's `request.ip` reads
 * it for HTTP calls: the peer's address, or with TRUST_PROXY the one X-Forwarded-For names (the same library and
 * trust rule as Fastify's `trustProxy: true`). Per-address limits key on this.
 */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const address = trustProxy ? proxyAddr(request, () => true) : request.socket.remoteAddress;
  return address || 'unknown';
}
