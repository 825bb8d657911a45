import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Art never changes for a code while the catalogue stays the same: a day in caches, revalidated by ETag after. */
const ART_CACHE_CONTROL = 'public, max-age=86400';

/** A drawn SVG with its ETag, computed once per picture. */
export interface DrawnArt {
  svg: string;
  etag: string;
}

export function drawnArt(svg: string): DrawnArt {
  return { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"` };
}

/** Answers a picture: 304 when the browser's copy is current (If-None-Match), else the SVG; cacheable either way. */
export function answerArt(request: FastifyRequest, reply: FastifyReply, art: DrawnArt): FastifyReply {
  void reply.header('etag', art.etag).header('cache-control', ART_CACHE_CONTROL);
  const match = request.headers['if-none-match'];
  if (typeof match === 'string' && match.split(',').some((tag) => tag.trim() === art.etag)) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(art.svg);
}
