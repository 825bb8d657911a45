/** The reconciler asks the providers about every pending venue transfer this often (env VENUE_RECONCILE_MS). */
export const DEFAULT_VENUE_RECONCILE_MS = 5_000;

/**
 * A pending transfer younger than this is not judged by the reconciler: its call may still be on its way to the
 * provider (from this process or one that just died), and "never received" would be said too early.
 */
export const IN_FLIGHT_GRACE_MS = 5_000;

/** The longest the reconciler waits before asking again about a transfer whose provider keeps timing out. */
export const MAX_RECONCILE_BACKOFF_MS = 60_000;

/** How long a transfer call waits for the provider before it answers "pending" (the call itself goes on). */
export const TRANSFER_CALL_LIMIT_MS = 8_000;

/** How long recycle (and auto-transfer) waits for each venue before reporting it pending. */
export const RECYCLE_VENUE_LIMIT_MS = 5_000;

export interface VenueWalletSettings {
  reconcileMs: number;
  graceMs: number;
  maxBackoffMs: number;
  transferLimitMs: number;
  recycleLimitMs: number;
}

export const DEFAULT_VENUE_WALLET_SETTINGS: VenueWalletSettings = {
  reconcileMs: DEFAULT_VENUE_RECONCILE_MS,
  graceMs: IN_FLIGHT_GRACE_MS,
  maxBackoffMs: MAX_RECONCILE_BACKOFF_MS,
  transferLimitMs: TRANSFER_CALL_LIMIT_MS,
  recycleLimitMs: RECYCLE_VENUE_LIMIT_MS,
};

/** The wait before the next query after `attempts` unanswered ones: the interval, doubling, at most maxBackoffMs. */
export function reconcileBackoffMs(attempts: number, settings: Pick<VenueWalletSettings, 'reconcileMs' | 'maxBackoffMs'>): number {
  const base = Math.max(settings.reconcileMs, 1_000);
  const exponent = Math.min(Math.max(attempts - 1, 0), 16);
  return Math.min(base * 2 ** exponent, settings.maxBackoffMs);
}
