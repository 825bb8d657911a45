import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { createEpicMiddleware } from 'redux-observable';
import { FEED_STORE_CHECKS } from '@streams';
import type { AppDependencies, AppEpic } from './appDependencies';
import { rootEpic } from './rootEpic';
import { rootReducer, type RootState } from './rootReducer';

export interface AppStoreOptions {
  dependencies: AppDependencies;
  preloadedState?: Partial<RootState>;
  /** The root epic; tests may run a smaller one. */
  epic?: AppEpic;
  /** Added after the epic middleware (tests record actions with it). */
  middleware?: Middleware[];
}

export function configureAppStore({
  dependencies,
  preloadedState,
  epic = rootEpic,
  middleware = [],
}: AppStoreOptions) {
  const epicMiddleware = createEpicMiddleware<UnknownAction, UnknownAction, RootState, AppDependencies>({
    dependencies,
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // The dev-only checks skip the feed: it is large, Immer-free (see streams/feed) and walked on every dispatch.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware(FEED_STORE_CHECKS).concat(epicMiddleware, ...middleware),
  });
  epicMiddleware.run(epic);
  return store;
}

export type AppStore = ReturnType<typeof configureAppStore>;
export type AppDispatch = AppStore['dispatch'];
