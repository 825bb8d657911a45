import type { UnknownAction } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import {
  catchError,
  defer,
  EMPTY,
  filter,
  forkJoin,
  interval,
  map,
  merge,
  of,
  startWith,
  switchMap,
  type Observable,
  type ObservableInput,
  type SchedulerLike,
} from 'rxjs';
import { Message, type AllBalance, type WalletBalance } from '@src/contract';
import {
  balanceCleared,
  balancePollingStarted,
  balancePollingStopped,
  balanceRefreshFailed,
  balanceRefreshRequested,
  balanceRefreshStarted,
  balanceRefreshSucceeded,
} from './balanceSlice';

/**
 * The two balance calls (spec 7.3 transfer/getBalance, 7.4 venue/allBalance with category 8).
 * The app passes Promises from its API client; tests pass cold Observables.
 */
export interface BalanceApi {
  allBalance(): ObservableInput<AllBalance>;
  walletBalance(): ObservableInput<WalletBalance>;
}

export interface BalanceDependencies {
  balanceApi: BalanceApi;
  scheduler: SchedulerLike;
}

type Trigger = 'refresh' | 'clear';

/**
 * Balance refresh: on request, and on every tick of a running poll. Emits started, then succeeded or
 * failed; a clear (logout) drops whatever is in flight and stops polling.
 */
export const balanceEpic: Epic<UnknownAction, UnknownAction, unknown, BalanceDependencies> = (
  action$,
  _state$,
  { balanceApi, scheduler },
) => {
  const pollTicks$ = action$.pipe(
    filter(
      (action) =>
        balancePollingStarted.match(action) ||
        balancePollingStopped.match(action) ||
        balanceCleared.match(action),
    ),
    // switchMap: a new start replaces the running timer, a stop or clear ends it.
    switchMap((action) =>
      balancePollingStarted.match(action) ? interval(action.payload.intervalMs, scheduler) : EMPTY,
    ),
  );
  const refreshes$ = merge(action$.pipe(filter(balanceRefreshRequested.match)), pollTicks$).pipe(
    map((): Trigger => 'refresh'),
  );
  const clears$ = action$.pipe(
    filter(balanceCleared.match),
    map((): Trigger => 'clear'),
  );

  const refresh = (): Observable<UnknownAction> =>
    forkJoin({
      all: defer(() => balanceApi.allBalance()),
      wallet: defer(() => balanceApi.walletBalance()),
    }).pipe(
      map(({ all, wallet }) => balanceRefreshSucceeded({ all, wallet, receivedAt: scheduler.now() })),
      // Inside the inner pipe, so one failed call never ends the epic.
      catchError((error: unknown) => of(balanceRefreshFailed({ message: failureMessage(error) }))),
      startWith(balanceRefreshStarted()),
    );

  return merge(refreshes$, clears$).pipe(
    // switchMap: only the newest answer may reach the store. An older refresh answering late (say, from
    // before a transfer) would overwrite a newer balance, and after a logout nothing may repopulate it.
    switchMap((trigger) => (trigger === 'clear' ? EMPTY : refresh())),
  );
};

function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : Message.serviceBusy;
}
