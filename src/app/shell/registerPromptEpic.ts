import type { UnknownAction } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { filter, map, switchMap, timer, type SchedulerLike } from 'rxjs';
import { authDialogOpened } from '@src/auth/authDialogSlice';
import { appStarted, type AppStorage, type SessionRootState } from '@src/session';

/** spec 4, 9: the register prompt shows 500 ms after load. */
export const REGISTER_PROMPT_DELAY_MS = 500;

/**
 * spec 4: 500 ms after load, when the register flag is 1 and the visitor is not logged in (then, not at load:
 * a stored session may have ended meanwhile), the register dialog opens.
 */
export const registerPromptEpic: Epic<
  UnknownAction,
  UnknownAction,
  SessionRootState,
  { storage: AppStorage; scheduler: SchedulerLike }
> = (action$, state$, { storage, scheduler }) =>
  action$.pipe(
    filter(appStarted.match),
    switchMap(() => timer(REGISTER_PROMPT_DELAY_MS, scheduler)),
    filter(() => storage.get('registerFlag') === '1' && state$.value.session.token === null),
    map(() => authDialogOpened('register')),
  );
