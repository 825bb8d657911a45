import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { CSP_NONCE_PLACEHOLDER } from '@src/contract';
import { cspNonceOf } from './securityHeaders';

type Encoding = 'br' | 'gzip' | null;

/** The encoding for this answer: brotli, else gzip, when the browser takes it (q=0 refuses one). */
function acceptedEncoding(header: string | string[] | undefined): Encoding {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part !== '' && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function encode(html: string, encoding: Encoding): Buffer | string {
  if (encoding === 'br') return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipSync(html, { level: 6 });
  return html;
}

/**
 * The client's index.html, with this response's CSP nonce where the build left its placeholder (the tags vite wrote
 * and the csp-nonce meta tag the app reads for the styles it inserts). Never cached: each answer has its own nonce.
 * Read on each request (it is small, and a rebuild while the server runs changes it), and compressed per answer
 * (a few KB at a fast level), since the build's compressed copies hold the placeholder, not the nonce.
 */
export function clientIndexPage(clientDir: string): (reply: FastifyReply) => Promise<FastifyReply> {
  const path = join(clientDir, 'index.html');
  return async (reply) => {
    const html = await readFile(path, 'utf8');
    const nonce = cspNonceOf(reply.request.raw);
    const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encode(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce), encoding));
  };
}
