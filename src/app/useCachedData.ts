import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Api, ApiName, RequestOf, ResponseOf } from '@src/contract';
import { useServices } from './ServicesContext';

export type CachedData<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

export interface CachedDataOptions {
  /** Ask the server again when the component mounts (the cache still serves everyone else). */
  fresh?: boolean;
}

/** Site content through the shared request cache (spec 7): one request for every component that asks. */
export function useCachedData<N extends ApiName>(
  name: N,
  body: RequestOf<Api[N]>,
  ttlMs: number,
  { fresh = false }: CachedDataOptions = {},
): CachedData<ResponseOf<Api[N]>> & { retry: () => void } {
  const { api } = useServices();
  // The server answers in the page's language: another language asks again (the API client's cache was cleared).
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CachedData<ResponseOf<Api[N]>>>({ status: 'loading' });
  const key = JSON.stringify(body);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    const request = JSON.parse(key) as RequestOf<Api[N]>;
    (fresh ? api.data(name, request) : api.cached(name, request, { ttlMs })).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [api, name, key, ttlMs, attempt, fresh, language]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

/** Site content changes rarely; five minutes keeps the home page quick without going stale for long. */
export const SITE_CONTENT_TTL_MS = 5 * 60_000;
