import createCache, { type EmotionCache } from '@emotion/cache';
import { setNonce } from 'get-nonce';
import { CSP_NONCE_PLACEHOLDER } from '@src/contract';

/**
 * The response's CSP nonce, which the server writes into index.html (`<meta property="csp-nonce">`, mocks/http/
 * clientIndex.ts); undefined without one (the dev server, tests).
 */
export function pageCspNonce(doc: Document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Once a page has a policy, browsers hide the nonce attribute's value from getAttribute; the property keeps it.
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce === '' || nonce === CSP_NONCE_PLACEHOLDER ? undefined : nonce;
}

/**
 * Styles the app inserts at run time carry the page's nonce, so that the policy (style-src 'self' 'nonce-…', no
 * 'unsafe-inline') admits them: Emotion's, through the cache this returns for a CacheProvider, and the dialogs'
 * scroll lock (react-remove-scroll), through get-nonce. Without a nonce, Emotion's usual cache.
 */
export function styleCacheFor(nonce: string | undefined): EmotionCache {
  if (nonce) setNonce(nonce);
  return createCache(nonce ? { key: 'css', nonce } : { key: 'css' });
}
