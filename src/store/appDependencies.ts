import type { UnknownAction } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import type { SchedulerLike } from 'rxjs';
import type { StreamsDependencies } from '@streams';
import type { SessionDependencies } from '@src/session';
import type { UnreadDependencies } from '@src/mine/unread/unreadEpic';
import type { MemberFeed } from './memberFeed';
import type { RootState } from './rootReducer';

/**
 * What epics receive as `dependencies`: everything that talks to the world, injected. The shell's and
 * streams/' parts are listed here; a feature adds its own by declaration merging, beside its epic:
 *
 *   declare module '@src/store/appDependencies' {
 *     interface AppDependencies { betSlip: BetSlipDependencies['betSlip'] }
 *   }
 *
 * so the composition roots (src/app/AppServices.ts, src/store/testStore.ts) are type-checked to supply
 * every feature's part, while this file imports no feature.
 */
export interface AppDependencies extends StreamsDependencies, SessionDependencies, UnreadDependencies {
  /** Batches high-rate updates once per frame (animationFrameScheduler in the browser). */
  frameScheduler: SchedulerLike;
  /** The feed socket's member room (ticket pushes); absent in tests without a socket. */
  memberFeed?: MemberFeed;
}

export type AppEpic = Epic<UnknownAction, UnknownAction, RootState, AppDependencies>;
