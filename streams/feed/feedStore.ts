import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { createEpicMiddleware } from 'redux-observable';
import { FEED_BULK_ACTION_TYPES } from './feedActions';
import type { FeedDependencies } from './feedEpicContext';
import { feedEpic } from './feedEpic';
import { feedReducer } from './feedReducer';
import { FEED_STATE_KEY } from './feedState';

export const feedReducers = { [FEED_STATE_KEY]: feedReducer };

/**
 * Options for RTK's dev-only store checks when a store holds the feed (pass them to
 * getDefaultMiddleware). The feed writes its hot tables in place on purpose (see EntityTable), which
 * the immutability check would report, and walking 20,000 odds on every dispatch would stall a dev
 * build; snapshots and batches are plain data but large.
 */
export const FEED_STORE_CHECKS = {
  immutableCheck: { ignoredPaths: [FEED_STATE_KEY] },
  serializableCheck: { ignoredPaths: [FEED_STATE_KEY], ignoredActions: [...FEED_BULK_ACTION_TYPES] },
};

/**
 * A store with only the feed, its epics running: for headless clients (load tests) and the bench.
 * No dev checks (they are O(state) per dispatch), no action-creator check and no auto-batch enhancer
 * (no feed action is tagged for it): thousands of these stores share one process, and each layer
 * runs on every frame of every client.
 */
export function createFeedStore(dependencies: FeedDependencies) {
  const epicMiddleware = createEpicMiddleware<UnknownAction, UnknownAction, unknown, FeedDependencies>({
    dependencies,
  });
  const store = configureStore({
    reducer: feedReducers,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: false,
        immutableCheck: false,
        serializableCheck: false,
        actionCreatorCheck: false,
      }).concat(epicMiddleware),
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: false }),
  });
  epicMiddleware.run(feedEpic);
  return store;
}

export type FeedStore = ReturnType<typeof createFeedStore>;
