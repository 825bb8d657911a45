import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PageFigures } from './lighthouseAudit';
import { median, medianFigures } from './medianFigures';

const figures = (score: number, lcp: number): PageFigures => ({
  score,
  fcp: 1000,
  lcp,
  cls: 0.01,
  tbt: 100,
  speedIndex: 1500,
  transferred: 300_000,
});

describe('medians of several Lighthouse runs', () => {
  it('take the middle run of an odd count and the mean of the middle two of an even one', () => {
    expect(median([90, 25, 71])).toBe(71);
    expect(median([90, 25, 71, 80])).toBe(75.5);
  });

  it('lie within the runs, and an odd count gives one of the measured values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 9 }),
        (values) => {
          const middle = median(values);
          expect(middle).toBeGreaterThanOrEqual(Math.min(...values));
          expect(middle).toBeLessThanOrEqual(Math.max(...values));
          if (values.length % 2 === 1) expect(values).toContain(middle);
        },
      ),
    );
  });

  it('are taken figure by figure: one slow run does not carry its other figures along', () => {
    const middle = medianFigures([figures(92, 2100), figures(40, 9000), figures(91, 2300)]);
    expect(middle.score).toBe(91);
    expect(middle.lcp).toBe(2300);
  });

  it('need at least one run', () => {
    expect(() => median([])).toThrow();
  });
});
