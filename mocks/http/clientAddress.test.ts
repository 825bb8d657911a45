import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './clientAddress';

function upgradeFrom(peer: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

describe('the client address of a socket (per-address limits)', () => {
  it('is the peer address, whatever X-Forwarded-For claims, unless TRUST_PROXY is on', () => {
    expect(clientAddress(upgradeFrom('203.0.113.7'), false)).toBe('203.0.113.7');
    expect(clientAddress(upgradeFrom('203.0.113.7', '198.51.100.1'), false)).toBe('203.0.113.7');
  });

  it('behind TRUST_PROXY is the entry the nearest trusted proxy wrote, as Fastify reads request.ip', () => {
    expect(clientAddress(upgradeFrom('10.0.0.2', '198.51.100.1'), 1)).toBe('198.51.100.1');
    // One proxy in front: the entry it wrote counts, not one the client put before it.
    expect(clientAddress(upgradeFrom('10.0.0.2', '198.51.100.1, 10.0.0.1'), 1)).toBe('10.0.0.1');
    expect(clientAddress(upgradeFrom('10.0.0.2', '198.51.100.1, 10.0.0.1'), 2)).toBe('198.51.100.1');
    expect(clientAddress(upgradeFrom('10.0.0.2', '198.51.100.1, 10.0.0.1'), ['10.0.0.0/8'])).toBe('198.51.100.1');
    expect(clientAddress(upgradeFrom('10.0.0.2'), 1)).toBe('10.0.0.2');
  });

  it('behind a listed proxy only: a peer outside the list is the client itself', () => {
    expect(clientAddress(upgradeFrom('203.0.113.9', '198.51.100.1'), ['10.0.0.0/8'])).toBe('203.0.113.9');
  });
});
