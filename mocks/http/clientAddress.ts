import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config';

export type ProxyTrust = false | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as a trust function, the one rule for HTTP calls (Fastify's `trustProxy`) and for sockets. A number of
 * proxies trusts that many hops from the server (Fastify's own number form ignores the header altogether), so the
 * client address is the entry the nearest proxy wrote, never one the client put in front of it; a list trusts the
 * proxies at those addresses or ranges.
 */
export function proxyTrust(trust: TrustProxy): ProxyTrust {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile([...trust]);
}

/**
 * The client address of a raw request (a websocket upgrade, a socket.io handshake), as Fastify's `request.ip` reads
 * it for HTTP calls: the peer's address, or behind TRUST_PROXY the one the trusted proxies name. Per-address limits
 * key on this.
 */
export function clientAddress(request: IncomingMessage, trust: TrustProxy): string {
  const rule = proxyTrust(trust);
  const address = rule ? proxyAddr(request, rule) : request.socket.remoteAddress;
  return address || 'unknown';
}
