import { timeoutSchedule, type Schedule } from '../schedule';
import type { PendingTransfers } from './pendingTransfers';

/** The longest the sweeper sleeps while a deadline is ahead, and its wait after a failed sweep. */
export const SWEEP_INTERVAL_MS = 30_000;

export interface ExpirySweeperOptions {
  pending: PendingTransfers;
  /** How the next sweep is timed; default setTimeout (unref'd). */
  schedule?: Schedule;
  /** The server clock the deadlines are read against. */
  clock?: () => number;
  /** The longest sleep while a deadline is ahead, default SWEEP_INTERVAL_MS. */
  intervalMs?: number;
}

/**
 * Returns expired reservations' money (PendingTransfers.expireDue): once at start (what fell due while the
 * server was down), then when the next deadline comes (sleeping at most `intervalMs` at a time). With no
 * deadline ahead no timer runs; a new reservation made through the same PendingTransfers wakes it (the backend
 * is one process; a reservation made by another one expires when it is next touched or at the next start).
 * After a failed sweep it waits a full interval before trying again.
 */
export class ExpirySweeper {
  private readonly schedule: Schedule;
  private readonly clock: () => number;
  private readonly intervalMs: number;
  private cancel: (() => void) | null = null;
  /** When the scheduled sweep runs (server clock), while one is scheduled. */
  private wakeAt: number | null = null;
  private stopListening: (() => void) | null = null;
  private stopHearingResolutions: (() => void) | null = null;
  private onError: (error: unknown) => void = () => undefined;

  constructor(private readonly options: ExpirySweeperOptions) {
    this.schedule = options.schedule ?? timeoutSchedule;
    this.clock = options.clock ?? (() => Date.now());
    this.intervalMs = options.intervalMs ?? SWEEP_INTERVAL_MS;
  }

  /** Sweeps now and keeps sweeping until `close`. `onError` hears about a sweep that failed. */
  start(onError: (error: unknown) => void = () => undefined): void {
    this.onError = onError;
    this.stopListening ??= this.options.pending.onCreated((transfer) => {
      if (transfer.expiresAt !== null && (this.wakeAt === null || transfer.expiresAt < this.wakeAt)) {
        this.wake(transfer.expiresAt);
      }
    });
    // Once nothing is left to expire, no timer is kept (a backend at rest schedules nothing).
    this.stopHearingResolutions ??= this.options.pending.onResolved(() => {
      if (this.cancel && this.options.pending.nextExpiry() === null) {
        this.cancel();
        this.cancel = null;
        this.wakeAt = null;
      }
    });
    this.sweep();
  }

  close(): void {
    this.stopListening?.();
    this.stopListening = null;
    this.stopHearingResolutions?.();
    this.stopHearingResolutions = null;
    this.cancel?.();
    this.cancel = null;
    this.wakeAt = null;
  }

  private sweep(): void {
    let nextWake: number | null;
    try {
      this.options.pending.expireDue(this.clock());
      const next = this.options.pending.nextExpiry();
      nextWake = next === null ? null : Math.min(next, this.clock() + this.intervalMs);
    } catch (error) {
      this.onError(error);
      nextWake = this.clock() + this.intervalMs;
    }
    if (this.stopListening && nextWake !== null) this.wake(nextWake);
  }

  private wake(at: number): void {
    this.cancel?.();
    this.wakeAt = at;
    this.cancel = this.schedule(Math.max(at - this.clock(), 0), () => {
      this.cancel = null;
      this.wakeAt = null;
      this.sweep();
    });
  }
}
