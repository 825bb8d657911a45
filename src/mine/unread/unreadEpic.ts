import type { UnknownAction } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import {
  catchError,
  defer,
  EMPTY,
  filter,
  map,
  merge,
  of,
  switchMap,
  timer,
  type ObservableInput,
  type SchedulerLike,
} from 'rxjs';
import type { UnreadCounts } from '@src/contract';
import { appStarted, loggedOut, sessionStarted, type SessionRootState } from '@src/session';
import { unreadFailed, unreadLoaded, unreadRefreshRequested } from './unreadSlice';

/** How often the unread counts are asked for while a member is logged in. */
export const UNREAD_POLL_MS = 60_000;

/** spec 7.1 site/letter/getUnreadForType with userSystem=1, as the epic needs it. */
export interface UnreadApi {
  unreadCounts(): ObservableInput<UnreadCounts>;
}

export interface UnreadDependencies {
  unreadApi: UnreadApi;
  scheduler: SchedulerLike;
}

/**
 * The unread-message badge: asked for at once after login (spec 4, 7.5) or on a reload with a stored
 * token, then every UNREAD_POLL_MS, and on request; logout stops it.
 */
export const unreadEpic: Epic<UnknownAction, UnknownAction, SessionRootState, UnreadDependencies> = (
  action$,
  state$,
  { unreadApi, scheduler },
) => {
  const sessions$ = merge(
    action$.pipe(filter(sessionStarted.match)),
    action$.pipe(
      filter(appStarted.match),
      filter(() => state$.value.session.token !== null),
    ),
    action$.pipe(filter(loggedOut.match)),
  );
  return sessions$.pipe(
    // switchMap: a new login restarts the poll; a logout ends it.
    switchMap((action) =>
      loggedOut.match(action)
        ? EMPTY
        : merge(timer(0, UNREAD_POLL_MS, scheduler), action$.pipe(filter(unreadRefreshRequested.match))).pipe(
            // switchMap: only the newest answer counts.
            switchMap(() =>
              defer(() => unreadApi.unreadCounts()).pipe(
                map((counts) => unreadLoaded(counts)),
                catchError(() => of(unreadFailed())),
              ),
            ),
          ),
    ),
  );
};
