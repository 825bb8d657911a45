import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meets, spread, verdict, type Limit } from './spread';

const runs = fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 15 });
const limits = fc.record({
  limit: fc.double({ min: 0, max: 1e6, noNaN: true }),
  better: fc.constantFrom<Limit['better']>('lower', 'higher'),
  rule: fc.constantFrom<Limit['rule']>('median', 'every'),
});

describe('the spread of a figure over runs', () => {
  it('min <= median <= max, and the min and max are runs', () => {
    fc.assert(
      fc.property(runs, (values) => {
        const range = spread(values);
        expect(range).not.toBeNull();
        if (!range) return;
        expect(range.min).toBeLessThanOrEqual(range.median);
        expect(range.median).toBeLessThanOrEqual(range.max);
        expect(values).toContain(range.min);
        expect(values).toContain(range.max);
      }),
    );
  });

  it('does not depend on the order the runs came in', () => {
    fc.assert(
      fc.property(runs, (values) => {
        expect(spread([...values].reverse())).toEqual(spread(values));
      }),
    );
  });

  it('the median of an odd count of runs is the middle run; of an even count, the mean of the middle two', () => {
    expect(spread([126.3, 106.3, 113.4])).toEqual({ min: 106.3, median: 113.4, max: 126.3 });
    expect(spread([2, 8, 4, 6])).toEqual({ min: 2, median: 5, max: 8 });
  });

  it('no runs, no spread and no verdict', () => {
    expect(spread([])).toBeNull();
    expect(verdict([], { limit: 100, better: 'lower', rule: 'median' })).toBeNull();
  });
});

describe('the verdict against a target', () => {
  it('a latency is met at or under its limit, a frame rate at or over it', () => {
    expect(meets(100, { limit: 100, better: 'lower' })).toBe(true);
    expect(meets(100.1, { limit: 100, better: 'lower' })).toBe(false);
    expect(meets(55, { limit: 55, better: 'higher' })).toBe(true);
    expect(meets(54.9, { limit: 55, better: 'higher' })).toBe(false);
  });

  it('by the median: the 2,000-client p95 of 106, 113 and 126 ms misses 100 ms in every run', () => {
    expect(verdict([113.4, 126.3, 106.3], { limit: 100, better: 'lower', rule: 'median' })).toEqual({
      met: false,
      runsMet: 0,
      runs: 3,
    });
  });

  it('by the median, one slow run of three does not decide it, and the count of runs that met says so', () => {
    expect(verdict([84.5, 102.2, 95], { limit: 100, better: 'lower', rule: 'median' })).toEqual({
      met: true,
      runsMet: 2,
      runs: 3,
    });
  });

  it('by every run: one lossy run of three is a miss', () => {
    expect(verdict([0, 3, 0], { limit: 0, better: 'lower', rule: 'every' })).toEqual({
      met: false,
      runsMet: 2,
      runs: 3,
    });
  });

  it('met by the median exactly when the median meets the limit; by every run exactly when each run does', () => {
    fc.assert(
      fc.property(runs, limits, (values, limit) => {
        const result = verdict(values, limit);
        const range = spread(values);
        if (!result || !range) throw new Error('runs give a verdict');
        expect(result.runs).toBe(values.length);
        expect(result.runsMet).toBe(values.filter((value) => meets(value, limit)).length);
        expect(result.met).toBe(
          limit.rule === 'every' ? values.every((value) => meets(value, limit)) : meets(range.median, limit),
        );
      }),
    );
  });

  it('every run meeting the limit is a met verdict under either rule', () => {
    fc.assert(
      fc.property(
        runs,
        fc.constantFrom<Limit['better']>('lower', 'higher'),
        fc.constantFrom<Limit['rule']>('median', 'every'),
        (values, better, rule) => {
          // The limit the worst run just meets.
          const limit = better === 'lower' ? Math.max(...values) : Math.min(...values);
          expect(verdict(values, { limit, better, rule })).toEqual({
            met: true,
            runsMet: values.length,
            runs: values.length,
          });
        },
      ),
    );
  });
});
