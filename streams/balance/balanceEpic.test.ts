import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { Subject, type Observable } from 'rxjs';
import { StateObservable } from 'redux-observable';
import type { UnknownAction } from '@reduxjs/toolkit';
import { Message, type AllBalance, type WalletBalance } from '@src/contract';
import { balanceEpic, type BalanceApi } from './balanceEpic';
import {
  balanceCleared,
  balancePollingStarted,
  balancePollingStopped,
  balanceRefreshFailed,
  balanceRefreshRequested,
  balanceRefreshStarted,
  balanceRefreshSucceeded,
} from './balanceSlice';

const all: AllBalance = {
  balance: '10000.00',
  venues: [{ enName: 'AGZR', name: 'AG真人', balance: '0.00' }],
};
const afterTransfer: AllBalance = {
  balance: '9500.50',
  venues: [{ enName: 'AGZR', name: 'AG真人', balance: '500.00' }],
};
const wallet: WalletBalance = { centerWalletBalance: '10000.00', lockMoney: '0.00' };

const actions = {
  r: balanceRefreshRequested(),
  p: balancePollingStarted({ intervalMs: 10 }),
  x: balancePollingStopped(),
  c: balanceCleared(),
};

function newScheduler(): TestScheduler {
  return new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
}

/** A fake balance API whose n-th call answers with the n-th observable (the last one repeats). */
function fakeApi(
  allAnswers: Observable<AllBalance>[],
  walletAnswers: Observable<WalletBalance>[],
): BalanceApi {
  let allCalls = 0;
  let walletCalls = 0;
  const pick = <T>(answers: Observable<T>[], index: number): Observable<T> => {
    const answer = answers[Math.min(index, answers.length - 1)];
    if (!answer) throw new Error('no answer faked');
    return answer;
  };
  return {
    allBalance: () => pick(allAnswers, allCalls++),
    walletBalance: () => pick(walletAnswers, walletCalls++),
  };
}

function run(scheduler: TestScheduler, action$: Observable<UnknownAction>, balanceApi: BalanceApi) {
  const state$ = new StateObservable<unknown>(new Subject<unknown>(), undefined);
  return balanceEpic(action$, state$, { balanceApi, scheduler });
}

describe('balance refresh epic', () => {
  it('a refresh request loads the total and the wallet and stamps the time of the answer', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, cold, expectObservable }) => {
      const api = fakeApi([cold('--(a|)', { a: all })], [cold('-(w|)', { w: wallet })]);
      const output$ = run(scheduler, hot('-r', actions), api);
      expectObservable(output$).toBe('-s-d', {
        s: balanceRefreshStarted(),
        d: balanceRefreshSucceeded({ all, wallet, receivedAt: 3 }),
      });
    });
  });

  it('a failed refresh reports the server message, and the next request recovers', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, cold, expectObservable }) => {
      const api = fakeApi(
        [cold('--#', undefined, new Error(Message.maintenance)), cold('--(a|)', { a: all })],
        [cold('-(w|)', { w: wallet })],
      );
      const output$ = run(scheduler, hot('-r---r', actions), api);
      expectObservable(output$).toBe('-s-f-s-d', {
        s: balanceRefreshStarted(),
        f: balanceRefreshFailed({ message: Message.maintenance }),
        d: balanceRefreshSucceeded({ all, wallet, receivedAt: 7 }),
      });
    });
  });

  it('a failure without a message of its own reads "service slightly off"', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, cold, expectObservable }) => {
      const api = fakeApi([cold('-#', undefined, 'socket hang up')], [cold('-(w|)', { w: wallet })]);
      expectObservable(run(scheduler, hot('-r', actions), api)).toBe('-sf', {
        s: balanceRefreshStarted(),
        f: balanceRefreshFailed({ message: Message.serviceBusy }),
      });
    });
  });

  it('a second request cancels the first, so a late older answer never overwrites the newer balance', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, cold, expectObservable, expectSubscriptions }) => {
      const slowOld = cold('----(a|)', { a: all });
      const fastNew = cold('--(b|)', { b: afterTransfer });
      const api = fakeApi([slowOld, fastNew], [cold('(w|)', { w: wallet })]);
      const output$ = run(scheduler, hot('-rr', actions), api);
      expectObservable(output$).toBe('-ss-d', {
        s: balanceRefreshStarted(),
        d: balanceRefreshSucceeded({ all: afterTransfer, wallet, receivedAt: 4 }),
      });
      expectSubscriptions(slowOld.subscriptions).toBe('-^!');
      expectSubscriptions(fastNew.subscriptions).toBe('--^-!');
    });
  });

  it('polling refreshes on every interval of the injected scheduler until it is stopped', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, cold, expectObservable }) => {
      const api = fakeApi([cold('(a|)', { a: all })], [cold('(w|)', { w: wallet })]);
      // Started at 1 with a 10 ms interval: ticks at 11 and 21; stopped at 25, so none at 31.
      const output$ = run(scheduler, hot('-p 23ms x', actions), api);
      expectObservable(output$).toBe('11ms (sd) 6ms (se)', {
        s: balanceRefreshStarted(),
        d: balanceRefreshSucceeded({ all, wallet, receivedAt: 11 }),
        e: balanceRefreshSucceeded({ all, wallet, receivedAt: 21 }),
      });
    });
  });

  it('starting the poll again restarts its timer instead of running two', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, cold, expectObservable }) => {
      const api = fakeApi([cold('(a|)', { a: all })], [cold('(w|)', { w: wallet })]);
      // Started at 1, restarted at 6: the only tick before the stop at 19 is at 16.
      const output$ = run(scheduler, hot('-p----p 12ms x', actions), api);
      expectObservable(output$).toBe('16ms (sd)', {
        s: balanceRefreshStarted(),
        d: balanceRefreshSucceeded({ all, wallet, receivedAt: 16 }),
      });
    });
  });

  it('clearing the balance (logout) drops a refresh in flight and stops polling', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, cold, expectObservable, expectSubscriptions }) => {
      const inFlight = cold('----(a|)', { a: all });
      const api = fakeApi([inFlight], [cold('(w|)', { w: wallet })]);
      const output$ = run(scheduler, hot('-p-r-c', actions), api);
      expectObservable(output$).toBe('---s', { s: balanceRefreshStarted() });
      expectSubscriptions(inFlight.subscriptions).toBe('---^-!');
    });
  });

  it('keeps serving requests after a failure', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, cold, expectObservable }) => {
      const api = fakeApi(
        [
          cold('#', undefined, new Error('a')),
          cold('#', undefined, new Error('b')),
          cold('(a|)', { a: all }),
        ],
        [cold('(w|)', { w: wallet })],
      );
      // A group of n actions spans n + 2 frames, so requests four frames apart line up with the groups.
      expectObservable(run(scheduler, hot('-r---r---r', actions), api)).toBe('-(sf)(sg)(sd)', {
        s: balanceRefreshStarted(),
        f: balanceRefreshFailed({ message: 'a' }),
        g: balanceRefreshFailed({ message: 'b' }),
        d: balanceRefreshSucceeded({ all, wallet, receivedAt: 9 }),
      });
    });
  });
});
