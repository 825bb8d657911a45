import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { CSP_NONCE_PLACEHOLDER } from '@src/contract';
import { cspNonceOf } from './securityHeaders';

/**
 * The client's index.html, with this response's CSP nonce where the build left its placeholder (the tags vite wrote
 * and the csp-nonce meta tag the app reads for the styles it inserts). Never cached: each answer has its own nonce.
 * Read on each request (it is small, and a rebuild while the server runs changes it).
 */
export function clientIndexPage(clientDir: string): (reply: FastifyReply) => Promise<FastifyReply> {
  const path = join(clientDir, 'index.html');
  return async (reply) => {
    const html = await readFile(path, 'utf8');
    const nonce = cspNonceOf(reply.request.raw);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  };
}
