import type { UnknownAction } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { filter, map, mergeMap, takeUntil, timer, type SchedulerLike } from 'rxjs';
import { dialogClosed, LOADING_AUTO_CLOSE_MS, loadingDialogOpened } from './dialogSlice';

/** spec 2.6, 9: a loading dialog closes itself after its auto-close time unless closed before. */
export const loadingAutoCloseEpic: Epic<UnknownAction, UnknownAction, unknown, { scheduler: SchedulerLike }> = (
  action$,
  _state$,
  { scheduler },
) =>
  action$.pipe(
    filter(loadingDialogOpened.match),
    // mergeMap: every open loading dialog keeps its own timer.
    mergeMap(({ payload }) => {
      const ms = payload.autoCloseMs === undefined ? LOADING_AUTO_CLOSE_MS : payload.autoCloseMs;
      if (ms === null) return [];
      return timer(ms, scheduler).pipe(
        map(() => dialogClosed({ id: payload.id, confirmed: false })),
        takeUntil(action$.pipe(filter((action) => dialogClosed.match(action) && action.payload.id === payload.id))),
      );
    }),
  );
