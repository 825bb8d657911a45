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
import { betSlipEpic, type BetSlipDependencies } from '@sportsbook/betslip';
import { memberFeedEpic } from './memberFeedEpic';
import { ticketBalanceEpic } from './ticketBalanceEpic';
import type { MemberFeed } from './memberFeed';
import type { RootState } from './rootReducer';

/** What epics receive as `dependencies`: everything that talks to the world, injected. */
export interface AppDependencies
  extends StreamsDependencies, SessionDependencies, UnreadDependencies, BetSlipDependencies {
  /** Batches high-rate updates once per frame (animationFrameScheduler in the browser). */
  frameScheduler: SchedulerLike;
  /** The feed socket's member room (ticket pushes); absent in tests without a socket. */
  memberFeed?: MemberFeed;
}

export type AppEpic = Epic<UnknownAction, UnknownAction, RootState, AppDependencies>;

// Combined when run, not on import: the slip's epic comes through an import cycle (sportsbook <-> store).
const appEpics: AppEpic = (action$, state$, dependencies) =>
  combineEpics<UnknownAction, UnknownAction, RootState, AppDependencies>(
    streamsEpic,
    sessionEpic,
    authEpic,
    siteConfigEpic,
    persistEditionEpic,
    loadingAutoCloseEpic,
    registerPromptEpic,
    unreadEpic,
    betSlipEpic,
    memberFeedEpic,
    ticketBalanceEpic,
  )(action$, state$, dependencies);

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
