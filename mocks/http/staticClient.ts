import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const OTHER_FILE_CACHE = 'public, max-age=3600';
/** The build writes these beside each text file (vite.config.ts); @fastify/static picks one by Accept-Encoding. */
const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * Serves the built client (`vite build` output). Text files go out as the build's brotli or gzip copy when the
 * browser accepts one (`Vary: Accept-Encoding` on every file, so a shared cache keeps the variants apart).
 * Hashed files under /assets/ are cached for a year, index.html never without asking again. Returns the
 * history fallback: index.html for client routes the files do not cover, negotiated the same way.
 */
export function registerStaticClient(app: FastifyInstance, clientDir: string): (reply: FastifyReply) => FastifyReply {
  void app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      // The path is the file sent: for a compressed answer, the .br or .gz copy.
      const file = relative(clientDir, filePath).replace(PRECOMPRESSED, '');
      res.setHeader('vary', 'accept-encoding');
      if (file === 'index.html') res.setHeader('cache-control', 'no-cache');
      else if (file.startsWith(`assets${sep}`)) res.setHeader('cache-control', HASHED_ASSET_CACHE);
      else res.setHeader('cache-control', OTHER_FILE_CACHE);
    },
  });
  return (reply) => reply.sendFile('index.html');
}
