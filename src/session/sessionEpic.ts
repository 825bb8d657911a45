import type { UnknownAction } from '@reduxjs/toolkit';
import { combineEpics, type Epic } from 'redux-observable';
import {
  catchError,
  concat,
  EMPTY,
  exhaustMap,
  filter,
  ignoreElements,
  map,
  merge,
  mergeMap,
  of,
  switchMap,
  tap,
} from 'rxjs';
import {
  balanceCleared,
  balancePollingStarted,
  balanceRefreshRequested,
  chatIdentityChanged,
} from '@streams';
import { fromCall, type ApiClient } from '@src/api';
import type { AppStorage } from './appStorage';
import {
  appStarted,
  loggedOut,
  logoutRequested,
  memberInfoFailed,
  memberInfoLoaded,
  memberInfoRequested,
  sessionStarted,
  type SessionRootState,
} from './sessionSlice';

/** The balance is polled while a member is logged in, besides the refresh on every navigation (spec 2.4). */
export const BALANCE_POLL_MS = 60_000;

export interface SessionDependencies {
  api: ApiClient;
  storage: AppStorage;
}

type SessionEpic = Epic<UnknownAction, UnknownAction, SessionRootState, SessionDependencies>;

/** spec 4: login success stores the token and user id. */
const persistSessionEpic: SessionEpic = (action$, _state$, { storage }) =>
  action$.pipe(
    filter(sessionStarted.match),
    tap(({ payload }) => {
      storage.set('token', payload.token);
      storage.set('userId', payload.userId);
    }),
    ignoreElements(),
  );

/** spec 4, 7.5: after login (or on a reload with a stored token), load the member info and the balance. */
const loadMemberEpic: SessionEpic = (action$, state$) =>
  merge(
    action$.pipe(filter(sessionStarted.match)),
    action$.pipe(
      filter(appStarted.match),
      filter(() => state$.value.session.token !== null),
    ),
  ).pipe(
    mergeMap(() =>
      of(
        memberInfoRequested(),
        balanceRefreshRequested(),
        balancePollingStarted({ intervalMs: BALANCE_POLL_MS }),
      ),
    ),
  );

const memberInfoEpic: SessionEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(memberInfoRequested.match),
    // switchMap: only the newest member info counts; an older request is aborted.
    switchMap(() =>
      fromCall((signal) => api.data('memberInfo', {}, { signal })).pipe(
        map((member) => memberInfoLoaded(member)),
        // 6001 has already ended the session through the API client's hook; anything else just fails.
        catchError(() => of(memberInfoFailed())),
      ),
    ),
  );

const logoutEpic: SessionEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(logoutRequested.match),
    // exhaustMap: a second click while the first logout is on its way does nothing.
    exhaustMap(() =>
      concat(
        // The member leaves whatever the server says: a token it already revoked or a network fault must
        // not keep them logged in, and must not show "please log in again" either (hooks off).
        fromCall((signal) => api.data('logout', {}, { signal, hooks: false })).pipe(
          ignoreElements(),
          catchError(() => EMPTY),
        ),
        of(loggedOut({ reason: 'logout' })),
      ),
    ),
  );

/** spec 4: on logout or login expiry, user info, balance and the cached data are cleared. */
const clearSessionEpic: SessionEpic = (action$, _state$, { api, storage }) =>
  action$.pipe(
    filter(loggedOut.match),
    tap(() => {
      storage.clearSession();
      api.clearCache();
    }),
    map(() => balanceCleared()),
  );

/** The chat logs in again as the member, or as a guest, whenever the site login changes. */
const chatIdentityEpic: SessionEpic = (action$) =>
  merge(action$.pipe(filter(sessionStarted.match)), action$.pipe(filter(loggedOut.match))).pipe(
    map(() => chatIdentityChanged()),
  );

export const sessionEpic = combineEpics(
  persistSessionEpic,
  loadMemberEpic,
  memberInfoEpic,
  logoutEpic,
  clearSessionEpic,
  chatIdentityEpic,
);
