/** Request header names (spec 7). */
export const Header = {
  version: 'version',
  uuid: 'uuid',
  clientType: 'client-type',
  token: 'token',
  requestId: 'request-id',
  siteId: 'site-id',
  timestamp: 'timestamp',
  /** The page's language (zh-CN or zh-TW): the server answers its messages and names in it (zh-CN when absent). */
  language: 'accept-language',
} as const;

/** The languages the server answers in; the first is the default. */
export const SERVER_LANGUAGES = ['zh-CN', 'zh-TW'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];

export const CLIENT_TYPE = 'web';
export const API_VERSION = '1.0';
export const DEFAULT_SITE_ID = '1';
export const HTTP_TIMEOUT_MS = 30_000;

/**
 * What the built index.html carries where each response's CSP nonce goes (vite's html.cspNonce: on the tags it writes
 * and in `<meta property="csp-nonce">`); the server replaces it per response (mocks/http/clientIndex.ts).
 */
export const CSP_NONCE_PLACEHOLDER = 'CSP-NONCE-PLACEHOLDER';

/**
 * Beside the built index.html: for each page visitors land on, the paths it answers (a regular expression's source)
 * and the chunks of its code that index.html does not load already (scripts/vite/landingRoutePreload.ts). The
 * server preloads them with index.html for a path they answer (mocks/http/clientIndex.ts).
 */
export const LANDING_PRELOADS_FILE = 'landing-preloads.json';

export interface LandingPreload {
  pattern: string;
  files: string[];
}
