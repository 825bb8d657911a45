import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reconcileBackoffMs } from './venueWalletSettings';

describe('the reconciler’s wait before asking a silent provider again', () => {
  it('starts at the interval, doubles with each unanswered query and never passes the cap', () => {
    const settings = { reconcileMs: 5_000, maxBackoffMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6].map((attempts) => reconcileBackoffMs(attempts, settings))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000,
    ]);
  });

  it('never shrinks as attempts grow, stays between one second and the cap, whatever the settings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 120_000 }),
        fc.integer({ min: 1_000, max: 600_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        (reconcileMs, maxBackoffMs, attempts) => {
          const settings = { reconcileMs, maxBackoffMs };
          const wait = reconcileBackoffMs(attempts, settings);
          expect(wait).toBeLessThanOrEqual(maxBackoffMs);
          expect(wait).toBeGreaterThanOrEqual(Math.min(1_000, maxBackoffMs));
          expect(reconcileBackoffMs(attempts + 1, settings)).toBeGreaterThanOrEqual(wait);
        },
      ),
    );
  });
});
