/** The reconciler asks the provider about every pending deposit this often (env DEPOSIT_RECONCILE_MS). */
export const DEFAULT_RECONCILE_MS = 60_000;
