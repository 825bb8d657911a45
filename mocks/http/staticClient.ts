import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clientIndexPage } from './clientIndex';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const OTHER_FILE_CACHE = 'public, max-age=3600';

/**
 * Serves the built client (`vite build` output). Hashed files under /assets/ are cached for a year, index.html
 * never. Returns the history fallback: index.html for client routes the files do not cover, and for / (index.html
 * only ever leaves through clientIndex.ts, which writes the response's CSP nonce into it).
 */
export function registerStaticClient(
  app: FastifyInstance,
  clientDir: string,
): (reply: FastifyReply) => Promise<FastifyReply> {
  void app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: true,
    cacheControl: false,
    index: false,
    // issue 13 item 7: the build makes no source maps; should one be there anyway, it is not served.
    allowedPath: (pathName) => !pathName.endsWith('.map') && pathName !== '/index.html',
    setHeaders(res, filePath) {
      const file = relative(clientDir, filePath);
      if (file.startsWith(`assets${sep}`)) res.setHeader('cache-control', HASHED_ASSET_CACHE);
      else res.setHeader('cache-control', OTHER_FILE_CACHE);
    },
  });
  const index = clientIndexPage(clientDir);
  app.get('/', (_request, reply) => index(reply));
  return index;
}
