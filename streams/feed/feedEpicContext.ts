import type { UnknownAction } from '@reduxjs/toolkit';
import type { Observable, SchedulerLike } from 'rxjs';
import type { StateObservable } from 'redux-observable';
import type { FeedSession } from './feedSession';
import type { FeedTransport } from './feedTransport';

/**
 * What the feed epics need from the world (redux-observable `dependencies`).
 * - feed: the transport (createFeedTransport in the app and load clients, Subjects in tests);
 * - frameScheduler: when merged deltas are flushed: animationFrameScheduler in the browser,
 *   createTickScheduler() (or asapScheduler) in Node, the TestScheduler in tests;
 * - scheduler: timers (ack timeout, retry backoff, heartbeat watchdog): asyncScheduler, or the TestScheduler.
 */
export interface FeedDependencies {
  feed: FeedTransport;
  frameScheduler: SchedulerLike;
  scheduler: SchedulerLike;
}

/** Shared by the parts of one running feed epic. */
export interface FeedEpicContext {
  action$: Observable<UnknownAction>;
  state$: StateObservable<unknown>;
  deps: FeedDependencies;
  session: FeedSession;
}
