import { describe, expect, it } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { Subject, type Observable } from 'rxjs';
import { TestScheduler, type RunHelpers } from 'rxjs/testing';
import type { UnreadCounts } from '@src/contract';
import { appStarted, initialSessionState, loggedOut, sessionStarted, type SessionRootState } from '@src/session';
import { unreadEpic, type UnreadApi } from './unreadEpic';
import {
  initialUnreadState,
  selectUnreadTotal,
  unreadFailed,
  unreadLoaded,
  unreadRefreshRequested,
  unreadSlice,
} from './unreadSlice';

const counts = (notice: number): UnreadCounts => ({
  brnotice_count: 1,
  bractivity_count: 0,
  brbulletin_count: 2,
  brmatch_count: 0,
  brfd_count: 0,
  notice_count: notice,
  activity_count: 0,
  fd_count: 0,
  feedbackUnread: 5,
});

const state = (token: string | null) =>
  new StateObservable<SessionRootState>(new Subject(), { session: { ...initialSessionState, token } });

const login = sessionStarted({ token: 't', userId: 'u' });

type EpicUnderTest = (
  action$: Observable<UnknownAction>,
  unreadApi: UnreadApi,
  token?: string | null,
) => Observable<UnknownAction>;

/** Marble helpers plus the epic wired to the TestScheduler's virtual clock. */
function run(body: (helpers: RunHelpers & { epic: EpicUnderTest }) => void): void {
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  scheduler.run((helpers) =>
    body({
      ...helpers,
      epic: (action$, unreadApi, token = 't') => unreadEpic(action$, state(token), { unreadApi, scheduler }),
    }),
  );
}

describe('the unread badge epic (spec 4, 7.1)', () => {
  it('asks at once after login, then once a minute', () => {
    run(({ hot, cold, expectObservable, epic }) => {
      let asked = 0;
      const unreadApi = { unreadCounts: () => cold('-r|', { r: counts(++asked) }) };
      const output$ = epic(hot<UnknownAction>('a', { a: login }), unreadApi);
      expectObservable(output$, '^ 130000ms !').toBe('-a 59999ms b 59999ms c', {
        a: unreadLoaded(counts(1)),
        b: unreadLoaded(counts(2)),
        c: unreadLoaded(counts(3)),
      });
    });
  });

  it('a reload with a stored token starts polling; a visitor starting the app asks nothing', () => {
    run(({ hot, cold, expectObservable, epic }) => {
      const unreadApi = { unreadCounts: () => cold('-r|', { r: counts(1) }) };
      expectObservable(epic(hot<UnknownAction>('s', { s: appStarted() }), unreadApi), '^ 1000ms !').toBe('-a', {
        a: unreadLoaded(counts(1)),
      });
      expectObservable(epic(hot<UnknownAction>('s', { s: appStarted() }), unreadApi, null), '^ 200000ms !').toBe('');
    });
  });

  it('logout stops the polling', () => {
    run(({ hot, cold, expectObservable, epic }) => {
      const unreadApi = { unreadCounts: () => cold('-r|', { r: counts(1) }) };
      const action$ = hot<UnknownAction>('a 100ms l', { a: login, l: loggedOut({ reason: 'logout' }) });
      expectObservable(epic(action$, unreadApi), '^ 300000ms !').toBe('-a', { a: unreadLoaded(counts(1)) });
    });
  });

  it('a refresh asks at once, between two polls', () => {
    run(({ hot, cold, expectObservable, epic }) => {
      let asked = 0;
      const unreadApi = { unreadCounts: () => cold('-r|', { r: counts(++asked) }) };
      const action$ = hot<UnknownAction>('a 9999ms f', { a: login, f: unreadRefreshRequested() });
      expectObservable(epic(action$, unreadApi), '^ 30000ms !').toBe('-a 9999ms b', {
        a: unreadLoaded(counts(1)),
        b: unreadLoaded(counts(2)),
      });
    });
  });

  it('a failed ask keeps the badge as it was and the next poll tries again', () => {
    run(({ hot, cold, expectObservable, epic }) => {
      let asked = 0;
      const unreadApi = {
        unreadCounts: () =>
          ++asked === 1 ? cold<UnreadCounts>('-#', undefined, new Error('offline')) : cold('-r|', { r: counts(7) }),
      };
      expectObservable(epic(hot<UnknownAction>('a', { a: login }), unreadApi), '^ 70000ms !').toBe('-x 59999ms b', {
        x: unreadFailed(),
        b: unreadLoaded(counts(7)),
      });
    });
  });
});

describe('the unread counts', () => {
  it('the badge counts every unread letter but not feedback replies', () => {
    const loaded = unreadSlice.reducer(initialUnreadState, unreadLoaded(counts(4)));
    expect(selectUnreadTotal({ unread: loaded })).toBe(7);
  });

  it('a failure keeps the last counts; logout forgets them', () => {
    const loaded = unreadSlice.reducer(initialUnreadState, unreadLoaded(counts(4)));
    const failed = unreadSlice.reducer(loaded, unreadFailed());
    expect(selectUnreadTotal({ unread: failed })).toBe(7);
    expect(unreadSlice.reducer(failed, loggedOut({ reason: 'expired' }))).toEqual(initialUnreadState);
  });
});
