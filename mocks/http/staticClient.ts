import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clientIndexPage } from './clientIndex';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const OTHER_FILE_CACHE = 'public, max-age=3600';
/** The build writes these beside each text file (vite.config.ts); @fastify/static picks one by Accept-Encoding. */
const PRECOMPRESSED = /\.(br|gz)$/;
const INDEX_FILE = /^\/index\.html(\.(br|gz))?$/;

/**
 * Serves the built client (`vite build` output). Text files go out as the build's brotli or gzip copy when the
 * browser accepts one (`Vary: Accept-Encoding` on every file, so a shared cache keeps the variants apart).
 * Hashed files under /assets/ are cached for a year. Returns the history fallback: index.html for client routes
 * the files do not cover, and for / (index.html only ever leaves through clientIndex.ts, which writes the
 * response's CSP nonce into it and is never cached).
 */
export function registerStaticClient(
  app: FastifyInstance,
  clientDir: string,
): (reply: FastifyReply) => Promise<FastifyReply> {
  void app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    index: false,
    // issue 13 item 7: the build makes no source maps; should one be there anyway, it is not served.
    // index.html (and its compressed copies) only through clientIndex.ts, with the response's nonce.
    allowedPath: (pathName) => !pathName.endsWith('.map') && !INDEX_FILE.test(pathName),
    setHeaders(res, filePath) {
      // The path is the file sent: for a compressed answer, the .br or .gz copy.
      const file = relative(clientDir, filePath).replace(PRECOMPRESSED, '');
      res.setHeader('vary', 'accept-encoding');
      if (file.startsWith(`assets${sep}`)) res.setHeader('cache-control', HASHED_ASSET_CACHE);
      else res.setHeader('cache-control', OTHER_FILE_CACHE);
    },
  });
  const index = clientIndexPage(clientDir);
  app.get('/', (_request, reply) => index(reply));
  return index;
}
