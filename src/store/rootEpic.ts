import type { UnknownAction } from '@reduxjs/toolkit';
import { combineEpics, type Epic } from 'redux-observable';
import { catchError, type SchedulerLike } from 'rxjs';
import { streamsEpic, type StreamsDependencies } from '@streams';
import { sessionEpic, type SessionDependencies } from '@src/session';
import { authEpic } from '@src/auth/authEpic';
import { persistEditionEpic } from '@src/theme/editionEpic';
import { loadingAutoCloseEpic } from '@src/ui/dialogs/dialogEpic';
import { siteConfigEpic } from '@src/app/site/siteEpic';
import { registerPromptEpic } from '@src/app/shell/registerPromptEpic';
import { unreadEpic, type UnreadDependencies } from '@src/mine/unread/unreadEpic';
import type { RootState } from './rootReducer';

/** What epics receive as `dependencies`: everything that talks to the world, injected. */
export interface AppDependencies extends StreamsDependencies, SessionDependencies, UnreadDependencies {
  /** Batches high-rate updates once per frame (animationFrameScheduler in the browser). */
  frameScheduler: SchedulerLike;
}

export type AppEpic = Epic<UnknownAction, UnknownAction, RootState, AppDependencies>;

const appEpics: AppEpic = combineEpics<UnknownAction, UnknownAction, RootState, AppDependencies>(
  streamsEpic,
  sessionEpic,
  authEpic,
  siteConfigEpic,
  persistEditionEpic,
  loadingAutoCloseEpic,
  registerPromptEpic,
  unreadEpic,
);

/**
 * Every epic handles its own failures (catchError inside its inner pipes). This is the last guard: an
 * error that escapes is reported and the epics start again, instead of the app silently going deaf.
 */
export const rootEpic: AppEpic = (action$, state$, dependencies) =>
  appEpics(action$, state$, dependencies).pipe(
    catchError((error: unknown, restarted$) => {
      console.error('An epic failed and was restarted', error);
      return restarted$;
    }),
  );
