import { describe, expect, it } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { EMPTY, Subject, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { balanceRefreshRequested } from '@streams';
import type { DepositEvent } from '@src/contract/deposit';
import { loggedOut } from '@src/session';
import type { RootState } from '@src/store/rootReducer';
import { createTestStore } from '@src/store/testStore';
import { depositOrderEpic } from './depositOrderEpic';
import {
  depositStateChanged,
  depositWatchStarted,
  depositWatchStopped,
  selectWatchedDepositOrder,
} from './depositOrderSlice';

const ORDER = 'D2026112700000001';

function run(
  body: (helpers: {
    hot: TestScheduler['createHotObservable'];
    expectObservable: TestScheduler['expectObservable'];
    epic: (
      action$: Observable<UnknownAction>,
      pushes$: Observable<DepositEvent>,
    ) => Observable<UnknownAction>;
  }) => void,
): void {
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  scheduler.run(({ hot, expectObservable }) => {
    const { store, dependencies } = createTestStore();
    const state$ = new StateObservable<RootState>(new Subject(), store.getState());
    body({
      hot: hot,
      expectObservable,
      epic: (action$, pushes$) =>
        depositOrderEpic(action$, state$, {
          ...dependencies,
          scheduler,
          memberFeed: { ticketEvents$: EMPTY, depositEvents$: pushes$, reconnect: () => undefined },
        }),
    });
  });
}

const watch = depositWatchStarted({ orderNo: ORDER, state: 'pending' });

describe('the wait screen watching its order', () => {
  it('a pushed payment is said and the balance is asked again', () => {
    run(({ hot, expectObservable, epic }) => {
      const action$ = hot<UnknownAction>('w', { w: watch });
      const pushes$ = hot<DepositEvent>('1s p', { p: { orderNo: ORDER, state: 'paid' } });
      expectObservable(epic(action$, pushes$), '^ 4s !').toBe('1s (sb)', {
        s: depositStateChanged({ orderNo: ORDER, state: 'paid' }),
        b: balanceRefreshRequested(),
      });
    });
  });

  it('leaving the screen or logging out stops the watch', () => {
    run(({ hot, expectObservable, epic }) => {
      const pushes$ = hot<DepositEvent>('2s p', { p: { orderNo: ORDER, state: 'paid' } });
      const left = hot<UnknownAction>('w 1s s', { w: watch, s: depositWatchStopped({ orderNo: ORDER }) });
      expectObservable(epic(left, pushes$), '^ 4s !').toBe('');
      const out = hot<UnknownAction>('w 1s l', { w: watch, l: loggedOut({ reason: 'logout' }) });
      expectObservable(epic(out, pushes$), '^ 4s !').toBe('');
    });
  });

  it('an order already final is not watched', () => {
    run(({ hot, expectObservable, epic }) => {
      const action$ = hot<UnknownAction>('w', {
        w: depositWatchStarted({ orderNo: ORDER, state: 'expired' }),
      });
      const pushes$ = hot<DepositEvent>('1s p', { p: { orderNo: ORDER, state: 'paid' } });
      expectObservable(epic(action$, pushes$), '^ 4s !').toBe('');
    });
  });
});

describe('the watched order', () => {
  it('follows its state, 我已付款 and is forgotten when the screen closes', () => {
    const { store } = createTestStore();
    store.dispatch(watch);
    expect(selectWatchedDepositOrder(store.getState())).toEqual({
      orderNo: ORDER,
      state: 'pending',
      paymentClaimed: false,
    });
    store.dispatch(depositStateChanged({ orderNo: 'D2026112700000099', state: 'paid' }));
    expect(selectWatchedDepositOrder(store.getState())?.state).toBe('pending');
    store.dispatch(depositStateChanged({ orderNo: ORDER, state: 'cancelled' }));
    expect(selectWatchedDepositOrder(store.getState())?.state).toBe('cancelled');
    store.dispatch(depositWatchStopped({ orderNo: ORDER }));
    expect(selectWatchedDepositOrder(store.getState())).toBeNull();
  });
});
