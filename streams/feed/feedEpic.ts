import type { UnknownAction } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { merge } from 'rxjs';
import { feedChannelEpic } from './feedChannelEpic';
import { feedConnectionEpic } from './feedConnectionEpic';
import type { FeedDependencies, FeedEpicContext } from './feedEpicContext';
import { feedIngestEpic } from './feedIngestEpic';
import { FeedSession } from './feedSession';
import { feedWatchdogEpic } from './feedWatchdogEpic';

/**
 * The feed's root epic. Its parts share one FeedSession (sequence numbers and the conflation
 * buffer: hot-path state that never goes through the store); one session per running store.
 */
export const feedEpic: Epic<UnknownAction, UnknownAction, unknown, FeedDependencies> = (action$, state$, deps) => {
  const context: FeedEpicContext = {
    action$,
    state$,
    deps,
    session: new FeedSession(() => deps.scheduler.now()),
  };
  return merge(
    feedIngestEpic(context),
    feedChannelEpic(context),
    feedConnectionEpic(context),
    feedWatchdogEpic(context),
  );
};
