import {
  EMPTY,
  catchError,
  defer,
  distinctUntilChanged,
  exhaustMap,
  filter,
  map,
  merge,
  skip,
  startWith,
  switchMap,
  take,
  takeWhile,
  timer,
  type Observable,
  type ObservableInput,
  type SchedulerLike,
} from 'rxjs';
import { isFinalDepositState, type DepositEvent, type DepositOrderState } from '@src/contract/deposit';

/** How often an open order is asked for while nothing says the member has paid (the push is the fast path). */
export const ORDER_POLL_MS = 5_000;
/** How often once the member pressed 我已付款: the money is on its way, the answer should follow it closely. */
export const ORDER_POLL_AFTER_PAID_MS = 2_000;

export interface OrderStatusSources {
  orderNo: string;
  /** The state the page already knows (the pay answer's): only changes from it are emitted. */
  known: DepositOrderState;
  /** `deposit` events of the member room (every order of the member). */
  pushes$: Observable<DepositEvent>;
  /** getDepositOrderStatus, the fallback when a push is lost. */
  poll: (orderNo: string) => ObservableInput<DepositOrderState>;
  /** Emits when the member pressed 我已付款: polling turns faster, starting at once. */
  paymentClaimed$: Observable<unknown>;
  scheduler: SchedulerLike;
}

/**
 * One order's state as one stream: the socket's push and the poll merged, each change once (a duplicate push
 * or a poll repeating what the push said is dropped), ending with the first final state. A failed poll is
 * skipped; the next one tries again.
 */
export function orderStatus$({
  orderNo,
  known,
  pushes$,
  poll,
  paymentClaimed$,
  scheduler,
}: OrderStatusSources) {
  const pushed$ = pushes$.pipe(
    filter((event) => event.orderNo === orderNo),
    map((event) => event.state),
  );
  const ticks$ = paymentClaimed$.pipe(
    take(1),
    map(() => timer(0, ORDER_POLL_AFTER_PAID_MS, scheduler)),
    startWith(timer(ORDER_POLL_MS, ORDER_POLL_MS, scheduler)),
    switchMap((ticks) => ticks),
  );
  // exhaustMap: a poll still waiting for its answer is not doubled by the next tick.
  const polled$ = ticks$.pipe(exhaustMap(() => defer(() => poll(orderNo)).pipe(catchError(() => EMPTY))));
  return merge(pushed$, polled$).pipe(
    startWith(known),
    distinctUntilChanged(),
    skip(1),
    takeWhile((state) => !isFinalDepositState(state), true),
  ) satisfies Observable<DepositOrderState>;
}
