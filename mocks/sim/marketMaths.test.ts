import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveProbability, halves, isQuarterLine, lineOutcome } from './asianLine';
import { Dist, poissonScore, roundedNormal } from './distribution';
import { MIN_PRICE_CENTS, bookPercentage, formatCents, isLopsided, priceCents } from './pricing';
import { raceWinProbability, seriesScore } from './seriesModel';

const quarterSteps = fc.integer({ min: -16, max: 16 }).map((k) => k / 4);

function randomDist(): fc.Arbitrary<Dist> {
  return fc
    .record({ min: fc.integer({ min: -6, max: 2 }), weights: fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 1, maxLength: 12 }) })
    .map(({ min, weights }) => new Dist(min, Float64Array.from(weights)));
}

/** Expected return of a 1-unit line bet at decimal price `price`. */
function expectedReturn(dist: Dist, threshold: number, side: 'above' | 'below', price: number): number {
  let sum = 0;
  for (let x = dist.min; x <= dist.max; x++) {
    const outcome = lineOutcome(x, threshold, side);
    const ret = { W: price, LW: (price + 1) / 2, P: 1, LL: 0.5, L: 0 }[outcome];
    sum += dist.equal(x) * ret;
  }
  return sum;
}

describe('line bets (handicap and over/under)', () => {
  it('puts a quarter line on its two neighbouring lines, and any other line on itself', () => {
    expect(halves(-0.25)).toEqual([-0.5, 0]);
    expect(halves(2.75)).toEqual([2.5, 3]);
    expect(halves(2.5)).toEqual([2.5, 2.5]);
    expect(isQuarterLine(-1.75)).toBe(true);
    expect(isQuarterLine(1)).toBe(false);
  });

  it('settles quarter lines half and half: a draw on home -0.25 is a half loss, on away +0.25 a half win', () => {
    // Home handicap -0.25 on a 0-0 difference: threshold 0.25 -> halves 0 (push) and 0.5 (loss).
    expect(lineOutcome(0, 0.25, 'above')).toBe('LL');
    expect(lineOutcome(0, 0.25, 'below')).toBe('LW');
    // Over 2.75 with 3 goals: over 2.5 wins, over 3 pushes.
    expect(lineOutcome(3, 2.75, 'above')).toBe('LW');
    expect(lineOutcome(3, 3, 'above')).toBe('P');
    expect(lineOutcome(4, 2.5, 'below')).toBe('L');
  });

  it('prices a line so that a bet at the fair price returns its stake on average', () => {
    fc.assert(
      fc.property(randomDist(), quarterSteps, fc.constantFrom('above' as const, 'below' as const), (dist, threshold, side) => {
        const e = effectiveProbability(dist, threshold, side);
        fc.pre(e > 1e-6);
        expect(expectedReturn(dist, threshold, side, 1 / e)).toBeCloseTo(1, 9);
      }),
    );
  });
});

describe('prices', () => {
  it('prints prices with two decimals from integer cents, never below 1.01', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1.2, noNaN: true }), (p) => {
        const cents = priceCents(p, 20_100);
        const text = formatCents(cents);
        expect(text).toMatch(/^\d+\.\d{2}$/);
        expect(Math.round(Number(text) * 100)).toBe(cents);
        expect(cents).toBeGreaterThanOrEqual(MIN_PRICE_CENTS);
      }),
    );
  });

  it('keeps the overround of a tradable two- or three-way book within 103% and 112%', () => {
    const book = fc.array(fc.double({ min: 0.02, max: 1, noNaN: true }), { minLength: 2, maxLength: 3 });
    fc.assert(
      fc.property(book, fc.double({ min: 1.04, max: 1.08, noNaN: true }), (weights, overround) => {
        const total = weights.reduce((a, b) => a + b, 0);
        const fair = weights.map((w) => w / total);
        fc.pre(!isLopsided(Math.max(...fair), overround));
        const prices = fair.map((q) => formatCents(priceCents(q * overround, 20_100)));
        const percentage = bookPercentage(prices);
        expect(percentage).toBeGreaterThanOrEqual(1.03);
        expect(percentage).toBeLessThanOrEqual(1.12);
      }),
    );
  });
});

describe('pricing models', () => {
  it('gives a distribution that sums to 1 for goals still to come', () => {
    const { diff, total } = poissonScore(1, 0, 0.8, 0.6);
    expect(diff.above(0) + diff.equal(0) + diff.below(0)).toBeCloseTo(1, 9);
    expect(total.min).toBe(1);
    expect(total.atMost(0)).toBe(0);
    expect(roundedNormal(10.2, 0).equal(10)).toBe(1);
  });

  it('makes the better player more likely to win a game, a set, a series', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.51, max: 0.9, noNaN: true }), fc.integer({ min: 4, max: 25 }), (q, target) => {
        expect(raceWinProbability(0, 0, target, q)).toBeGreaterThan(0.5);
        expect(raceWinProbability(0, 0, target, 1 - q)).toBeCloseTo(1 - raceWinProbability(0, 0, target, q), 9);
      }),
    );
    const series = seriesScore(0, 0, 3, 0.6, 0.6);
    expect(series.diff.above(0)).toBeGreaterThan(0.6);
    expect(series.total.min + series.total.p.findIndex((p) => p > 0)).toBe(3);
  });

  it('knows a race at deuce from the win-by-two rule', () => {
    expect(raceWinProbability(3, 3, 4, 0.5)).toBeCloseTo(0.5, 12);
    expect(raceWinProbability(4, 3, 4, 0.5)).toBeCloseTo(0.75, 12);
    expect(raceWinProbability(5, 3, 4, 0.5)).toBe(1);
  });
});
