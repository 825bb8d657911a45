import type { UnknownAction } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { catchError, filter, map, of, startWith, switchMap } from 'rxjs';
import { fromCall, type ApiClient } from '@src/api';
import { appStarted } from '@src/session';
import { siteConfigFailed, siteConfigLoaded, siteConfigRequested, type SiteRootState } from './siteSlice';

/** Site content changes rarely; five minutes keeps pages quick without going stale for long. */
export const SITE_CONFIG_TTL_MS = 5 * 60_000;

/** spec 3: the site configuration (preInfo) is loaded once the app starts, through the shared request cache. */
export const siteConfigEpic: Epic<UnknownAction, UnknownAction, SiteRootState, { api: ApiClient }> = (
  action$,
  _state$,
  { api },
) =>
  action$.pipe(
    filter(appStarted.match),
    // switchMap: a second start (tests, hot reload) supersedes the first.
    switchMap(() =>
      fromCall(() => api.cached('preInfo', {}, { ttlMs: SITE_CONFIG_TTL_MS })).pipe(
        map((preInfo) => siteConfigLoaded(preInfo)),
        catchError(() => of(siteConfigFailed())),
        startWith(siteConfigRequested()),
      ),
    ),
  );
