import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TokenBucket } from './tokenBucket';

describe('a token bucket', () => {
  it('gives its burst at once, then one token per 1/rate seconds, and says how long until the next', () => {
    const bucket = new TokenBucket(2, 3, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([true, true, true, false]);
    expect(bucket.waitMs(0)).toBe(500);
    expect(bucket.take(499)).toBe(false);
    expect(bucket.take(500)).toBe(true);
    expect(bucket.isFull(500)).toBe(false);
    expect(bucket.isFull(2_000)).toBe(true);
  });

  it('never grants more than burst + rate × elapsed over any run of takes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 0, max: 2_000 }), { maxLength: 200 }),
        (perSecond, burst, gaps) => {
          const bucket = new TokenBucket(perSecond, burst, 0);
          let now = 0;
          let granted = 0;
          for (const gap of gaps) {
            now += gap;
            if (bucket.take(now)) granted += 1;
          }
          expect(granted).toBeLessThanOrEqual(burst + Math.floor((perSecond * now) / 1000));
        },
      ),
    );
  });
});
