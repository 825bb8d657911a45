import { describe, expect, it } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { Subject, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { BonusPool, VenueCategory } from '@src/contract/venue';
import type { RootState } from '@src/store/rootReducer';
import { createTestStore } from '@src/store/testStore';
import { createJackpotEpic, JACKPOT_POLL_MS } from './jackpotEpic';
import {
  jackpotPollFailed,
  jackpotPoolsReceived,
  jackpotWatchStarted,
  jackpotWatchStopped,
  pageVisibilityChanged,
} from './jackpotSlice';

const POOL: BonusPool = {
  id: 'PGDZ-grand',
  enName: 'PGDZ',
  gameCode: null,
  name: 'PG电子 巨额奖池',
  amount: '1288888.00',
  growthPerSecond: '1.25',
  at: 0,
};

type Helpers = {
  hot: TestScheduler['createHotObservable'];
  cold: TestScheduler['createColdObservable'];
  expectObservable: TestScheduler['expectObservable'];
  /** The epic, its polls answered by `poll`; `asked` records each category asked for. */
  epic: (
    action$: Observable<UnknownAction>,
    poll: () => Observable<BonusPool[]>,
  ) => Observable<UnknownAction>;
};

/** Runs the marbles, then returns the categories the polls asked for (known once the run has flushed). */
function run(body: (helpers: Helpers) => void): VenueCategory[] {
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  const asked: VenueCategory[] = [];
  scheduler.run(({ hot, cold, expectObservable }) => {
    const { store, dependencies } = createTestStore();
    const state$ = new StateObservable<RootState>(new Subject(), store.getState());
    body({
      hot,
      cold,
      expectObservable,
      epic: (action$, poll) =>
        createJackpotEpic((_deps, category) => {
          asked.push(category);
          return poll();
        })(action$, state$, { ...dependencies, scheduler }),
    });
  });
  return asked;
}

const start = jackpotWatchStarted({ category: 'DZ', visible: true });
const received = (ms: number) => jackpotPoolsReceived({ category: 'DZ', pools: [POOL], receivedAt: ms });

describe('the lobby polling its jackpot pools', () => {
  it('asks at once and then every 10 s while the page is open', () => {
    run(({ hot, cold, expectObservable, epic }) => {
      const action$ = hot<UnknownAction>('s', { s: start });
      const poll = () => cold<BonusPool[]>('100ms (p|)', { p: [POOL] });
      expectObservable(epic(action$, poll), `^ ${2 * JACKPOT_POLL_MS + 500}ms !`).toBe(
        `100ms a ${JACKPOT_POLL_MS - 1}ms b ${JACKPOT_POLL_MS - 1}ms c`,
        { a: received(100), b: received(10_100), c: received(20_100) },
      );
    });
  });

  it('stops asking while the tab is hidden and asks again as soon as it is shown', () => {
    const asked = run(({ hot, cold, expectObservable, epic }) => {
      const action$ = hot<UnknownAction>(`s 5s h 29999ms v`, {
        s: start,
        h: pageVisibilityChanged({ visible: false }),
        v: pageVisibilityChanged({ visible: true }),
      });
      const poll = () => cold<BonusPool[]>('(p|)', { p: [POOL] });
      // The 10 s poll would come at 10 s, 20 s and 30 s: none does while hidden (5 s to 35 s).
      expectObservable(epic(action$, poll), '^ 40s !').toBe('a 35s b', {
        a: received(0),
        b: received(35_001),
      });
    });
    expect(asked).toEqual(['DZ', 'DZ']);
  });

  it('a lobby opened while the tab is hidden waits until it is shown', () => {
    run(({ hot, cold, expectObservable, epic }) => {
      const action$ = hot<UnknownAction>('s 3s v', {
        s: jackpotWatchStarted({ category: 'DZ', visible: false }),
        v: pageVisibilityChanged({ visible: true }),
      });
      const poll = () => cold<BonusPool[]>('(p|)', { p: [POOL] });
      expectObservable(epic(action$, poll), '^ 5s !').toBe('3001ms a', { a: received(3001) });
    });
  });

  it('leaving the page stops the polling', () => {
    const asked = run(({ hot, cold, expectObservable, epic }) => {
      const action$ = hot<UnknownAction>('s 12s x', { s: start, x: jackpotWatchStopped() });
      const poll = () => cold<BonusPool[]>('(p|)', { p: [POOL] });
      expectObservable(epic(action$, poll), '^ 60s !').toBe(`a ${JACKPOT_POLL_MS - 1}ms b`, {
        a: received(0),
        b: received(10_000),
      });
    });
    expect(asked).toHaveLength(2);
  });

  it('another lobby switches the polling to its own category', () => {
    const asked = run(({ hot, cold, expectObservable, epic }) => {
      const action$ = hot<UnknownAction>('s 2s z', {
        s: start,
        z: jackpotWatchStarted({ category: 'ZR', visible: true }),
      });
      const poll = () => cold<BonusPool[]>('(p|)', { p: [] });
      expectObservable(epic(action$, poll), '^ 3s !').toBe('a 2000ms b', {
        a: jackpotPoolsReceived({ category: 'DZ', pools: [], receivedAt: 0 }),
        b: jackpotPoolsReceived({ category: 'ZR', pools: [], receivedAt: 2001 }),
      });
    });
    expect(asked).toEqual(['DZ', 'ZR']);
  });

  it('a failed poll is said and the next one tries again', () => {
    run(({ hot, cold, expectObservable, epic }) => {
      const action$ = hot<UnknownAction>('s', { s: start });
      let calls = 0;
      const poll = () =>
        calls++ === 0
          ? cold<BonusPool[]>('50ms #', undefined, new Error('network'))
          : cold('(p|)', { p: [POOL] });
      expectObservable(epic(action$, poll), `^ ${JACKPOT_POLL_MS + 10}ms !`).toBe(
        `50ms f ${JACKPOT_POLL_MS - 51}ms a`,
        {
          f: jackpotPollFailed({ category: 'DZ' }),
          a: received(JACKPOT_POLL_MS),
        },
      );
    });
  });

  it('a slow answer is not asked over', () => {
    const asked = run(({ hot, cold, expectObservable, epic }) => {
      const action$ = hot<UnknownAction>('s', { s: start });
      const poll = () => cold<BonusPool[]>('15s (p|)', { p: [POOL] });
      expectObservable(epic(action$, poll), '^ 21s !').toBe('15s a', { a: received(15_000) });
    });
    expect(asked).toHaveLength(2);
  });
});
