import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { CSP_NONCE_PLACEHOLDER, LANDING_PRELOADS_FILE, type LandingPreload } from '@src/contract';
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

/** The build's landing preloads (LANDING_PRELOADS_FILE); none when the build has no such file or it does not parse. */
async function readLandingPreloads(clientDir: string): Promise<LandingPreload[]> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(clientDir, LANDING_PRELOADS_FILE), 'utf8'));
    return Array.isArray(parsed) ? (parsed as LandingPreload[]) : [];
  } catch {
    return [];
  }
}

/**
 * index.html with the code of the page at `path` preloaded when it is a landing page: low priority, like the entry's
 * own preloads (the static shell paints first), with the nonce placeholder the answer fills in.
 */
export function withLandingPreloads(html: string, path: string, preloads: readonly LandingPreload[]): string {
  const page = preloads.find((preload) => new RegExp(preload.pattern).test(path));
  if (!page || page.files.length === 0) return html;
  const links = page.files
    .map(
      (file) =>
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}" nonce="${CSP_NONCE_PLACEHOLDER}">`,
    )
    .join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}

/**
 * The client's index.html, with this response's CSP nonce where the build left its placeholder (the tags vite wrote
 * and the csp-nonce meta tag the app reads for the styles it inserts). Never cached: each answer has its own nonce.
 * The page's own code is preloaded when the path is a landing page's (withLandingPreloads). Read on each request
 * (it is small, and a rebuild while the server runs changes it), and compressed per answer
 * (a few KB at a fast level), since the build's compressed copies hold the placeholder, not the nonce.
 */
export function clientIndexPage(clientDir: string): (reply: FastifyReply) => Promise<FastifyReply> {
  const path = join(clientDir, 'index.html');
  return async (reply) => {
    const pagePath = new URL(reply.request.url, 'http://page.local').pathname;
    const html = withLandingPreloads(
      await readFile(path, 'utf8'),
      pagePath,
      await readLandingPreloads(clientDir),
    );
    const nonce = cspNonceOf(reply.request.raw);
    const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encode(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce), encoding));
  };
}
