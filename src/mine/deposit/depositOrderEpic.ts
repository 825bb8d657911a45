import { EMPTY, NEVER, filter, map, mergeMap, of, switchMap, takeUntil, type Observable } from 'rxjs';
import { balanceRefreshRequested } from '@streams';
import { isFinalDepositState } from '@src/contract/deposit';
import { fromCall } from '@src/api';
import { loggedOut } from '@src/session';
import type { AppEpic } from '@src/store/appDependencies';
import {
  depositPaymentClaimed,
  depositStateChanged,
  depositWatchStarted,
  depositWatchStopped,
} from './depositOrderSlice';
import { orderStatus$ } from './orderStatusStream';

/**
 * The wait screen's order, watched while the screen is open: the member room's `deposit` pushes with
 * getDepositOrderStatus polling as the fallback (orderStatus$), each change dispatched once. A credited order
 * refreshes the balance. Closing the screen, another order or logging out stops it.
 */
export const depositOrderEpic: AppEpic = (action$, _state$, { api, memberFeed, scheduler }) =>
  action$.pipe(
    filter(depositWatchStarted.match),
    // switchMap: one wait screen, one order.
    switchMap(({ payload: { orderNo, state } }) => {
      if (isFinalDepositState(state)) return EMPTY;
      const stopped$: Observable<unknown> = action$.pipe(
        filter(
          (action) =>
            loggedOut.match(action) ||
            (depositWatchStopped.match(action) && action.payload.orderNo === orderNo) ||
            // A final state the page learnt itself (closeOrder's answer) ends the watch too.
            (depositStateChanged.match(action) &&
              action.payload.orderNo === orderNo &&
              isFinalDepositState(action.payload.state)),
        ),
      );
      return orderStatus$({
        orderNo,
        known: state,
        pushes$: memberFeed?.depositEvents$ ?? NEVER,
        poll: (asked) =>
          fromCall((signal) => api.data('getDepositOrderStatus', { orderNo: asked }, { signal })).pipe(
            map((status) => status.state),
          ),
        paymentClaimed$: action$.pipe(
          filter((action) => depositPaymentClaimed.match(action) && action.payload.orderNo === orderNo),
        ),
        scheduler,
      }).pipe(
        takeUntil(stopped$),
        mergeMap((next) =>
          next === 'paid'
            ? of(depositStateChanged({ orderNo, state: next }), balanceRefreshRequested())
            : of(depositStateChanged({ orderNo, state: next })),
        ),
      );
    }),
  );
