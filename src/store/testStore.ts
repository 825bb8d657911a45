import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { asyncScheduler, BehaviorSubject, NEVER, of } from 'rxjs';
import type { ChatTransport, FeedTransport } from '@streams';
import { createApiClient, createBalanceApi, type ApiClient } from '@src/api';
import { createAppStorage, createMemoryStorage } from '@src/session';
import { createUnreadApi } from '@src/mine/unread/unreadApi';
import { createBetSlipDependencies } from '@sportsbook/dependencies';
import type { AppDependencies, AppEpic } from './appDependencies';
import { configureAppStore, type AppStore } from './configureAppStore';
import type { RootState } from './rootReducer';

/** A feed that never connects. */
export function offlineFeed(): FeedTransport {
  return {
    deltas$: NEVER,
    heartbeats$: NEVER,
    connection$: of({ connected: false, reason: 'offline' }),
    subscribe: () => NEVER,
    unsubscribe: () => undefined,
    close: () => undefined,
  };
}

/** A chat link that stays idle and writes nothing. */
export function offlineChat(): ChatTransport {
  return {
    frames$: NEVER,
    status$: new BehaviorSubject('idle' as const).asObservable(),
    connect: () => undefined,
    send: () => false,
    close: () => undefined,
    droppedFrames: 0,
  };
}

/** An API client for tests that reaches no server: every call fails as a network error. */
export function offlineApi(): ApiClient {
  return createApiClient({
    fetch: () => Promise.reject(new TypeError('no network in this test')),
    getToken: () => null,
    deviceId: () => 'test-device',
  });
}

export interface TestStoreOptions {
  /** Fakes for what the test cares about; the rest are offline or in-memory. */
  dependencies?: Partial<AppDependencies>;
  preloadedState?: Partial<RootState>;
  epic?: AppEpic;
}

/**
 * The real store (reducers, epic middleware, root epic) over fake dependencies: the composition root of the
 * tests, so like AppServices it supplies every feature's part. A feature's slices and epics are in it once
 * the test has loaded that feature.
 */
export function createTestStore({ dependencies = {}, preloadedState, epic }: TestStoreOptions = {}): {
  store: AppStore;
  dependencies: AppDependencies;
  /** Every action dispatched, in order (epic outputs included). */
  actions: UnknownAction[];
} {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const api = dependencies.api ?? offlineApi();
  const full: AppDependencies = {
    api,
    storage: createAppStorage(createMemoryStorage()),
    balanceApi: createBalanceApi(api),
    scheduler: asyncScheduler,
    frameScheduler: asyncScheduler,
    feed: offlineFeed(),
    chat: offlineChat(),
    chatToken: () => of(null),
    unreadApi: createUnreadApi(api),
    betSlip: createBetSlipDependencies({ api, storage: createMemoryStorage(), newIdempotencyKey: () => 'test-key' }),
    ...dependencies,
  };
  return {
    store: configureAppStore({ dependencies: full, preloadedState, epic, middleware: [record] }),
    dependencies: full,
    actions,
  };
}

/** Resolves once the store's state satisfies `predicate` (event-driven: no timers, no polling). */
export function untilState(store: AppStore, predicate: (state: RootState) => boolean): Promise<RootState> {
  return new Promise((resolve) => {
    if (predicate(store.getState())) {
      resolve(store.getState());
      return;
    }
    const unsubscribe = store.subscribe(() => {
      const state = store.getState();
      if (predicate(state)) {
        unsubscribe();
        resolve(state);
      }
    });
  });
}
