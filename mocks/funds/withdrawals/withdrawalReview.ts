import { timeoutSchedule, type Schedule } from '../../schedule';
import type { OrderRow, Withdrawals } from './withdrawals';

export interface WithdrawalReviewDeps {
  withdrawals: Withdrawals;
  /** Automatic approval this long after the request; 0 = the operator's review only. */
  reviewMs: number;
  /** Unreviewed orders expire (their money returns) this long after the request. */
  expireMs: number;
  clock: () => number;
  schedule?: Schedule;
  onError?: (error: unknown, orderNo: string) => void;
}

/**
 * The automatic side of the review: each order still reviewing is approved WITHDRAW_REVIEW_MS after it was
 * made (when that is not 0), or expires after the expiry time, whichever the settings make come first. Timers
 * live in memory; `recover` schedules the orders a stop left reviewing (those already due are resolved at once).
 * The operator's own decision (dev API) wins: a timer finding the order resolved does nothing.
 */
export class WithdrawalReviewJob {
  private readonly timers = new Map<string, () => void>();
  private readonly schedule: Schedule;
  private readonly stopWatching: () => void;

  constructor(private readonly deps: WithdrawalReviewDeps) {
    this.schedule = deps.schedule ?? timeoutSchedule;
    this.stopWatching = deps.withdrawals.onCreated((order) => this.track(order));
  }

  recover(): void {
    for (const order of this.deps.withdrawals.reviewing()) this.track(order);
  }

  close(): void {
    this.stopWatching();
    for (const cancel of this.timers.values()) cancel();
    this.timers.clear();
  }

  private track(order: OrderRow): void {
    if (this.timers.has(order.order_no)) return;
    const { reviewMs, expireMs } = this.deps;
    const approves = reviewMs > 0 && reviewMs < expireMs;
    const dueAt = order.created_at + (approves ? reviewMs : expireMs);
    const cancel = this.schedule(Math.max(0, dueAt - this.deps.clock()), () => {
      this.timers.delete(order.order_no);
      this.decide(order.order_no, approves);
    });
    this.timers.set(order.order_no, cancel);
  }

  private decide(orderNo: string, approves: boolean): void {
    if (this.deps.withdrawals.find(orderNo)?.state !== 'reviewing') return;
    try {
      if (approves) this.deps.withdrawals.approve(orderNo);
      else this.deps.withdrawals.expire(orderNo);
    } catch (error) {
      this.deps.onError?.(error, orderNo);
    }
  }
}
