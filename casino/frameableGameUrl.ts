/**
 * The address a game frame may show, or null. Only a web address (http or https) may be framed: a `javascript:`
 * or `data:` url in the query (/dz/game?url=) must never run here. A path is the site's own (the reference
 * providers serve their game pages under /venues/) and is resolved against `origin`. Which other origins may be
 * framed is the site's Content-Security-Policy (frame-src), which the browser enforces whatever this lets by.
 */
export function frameableGameUrl(
  raw: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
