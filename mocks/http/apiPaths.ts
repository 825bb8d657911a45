import { CSP_REPORT_PATH } from './securityHeaders';

/** The base paths of spec 7: every call under them needs the timestamp header and answers an envelope. */
export const API_BASE_PATHS = ['/site/api', '/act/api', '/fd/api', '/game/api', '/stream/api'] as const;

/** Test-only calls of the reference backend (DEV_API=1). */
export const DEV_API_BASE_PATH = '/dev/api';

/** Paths the client's history fallback never answers with index.html. */
const SERVER_PATHS = [...API_BASE_PATHS, DEV_API_BASE_PATH, '/socket.io', '/ws', CSP_REPORT_PATH];

/**
 * The path of a request URL as the router sees it: without query or fragment, percent-decoded (so `/%73ite/api`
 * is recognised), with repeated slashes collapsed. Malformed escapes are kept as they are.
 */
export function normalisedPath(url: string): string {
  const raw = url.split(/[?#]/, 1)[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // keep the raw path; the router answers such URLs as bad requests
  }
  return decoded.replace(/\/{2,}/g, '/');
}

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

export function isApiPath(url: string): boolean {
  const path = normalisedPath(url);
  return API_BASE_PATHS.some((base) => isUnder(path, base));
}

/** Whether a path belongs to the server (API, dev API, sockets) rather than to the client's routes. */
export function isServerPath(url: string): boolean {
  const path = normalisedPath(url);
  return SERVER_PATHS.some((base) => isUnder(path, base));
}
