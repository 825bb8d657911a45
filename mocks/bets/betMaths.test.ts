import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betReturnFen, type LegOutcome } from './betMaths';

describe('what a bet returns (settlement table)', () => {
  it.each<[LegOutcome, string, bigint]>([
    ['W', 'win returns stake x odds', 19_000n],
    ['LW', 'half win on a quarter line returns 145', 14_500n],
    ['P', 'push returns the stake', 10_000n],
    ['LL', 'half loss on a quarter line returns 50', 5_000n],
    ['L', 'loss returns nothing', 0n],
    ['D', 'void returns the stake', 10_000n],
  ])('stake 100 at 1.90, %s: %s', (outcome, _label, fen) => {
    expect(betReturnFen(10_000n, [{ outcome, price: '1.90' }])).toBe(fen);
  });

  it('a parlay settles leg by leg: a void leg counts as odds 1, a half win as (1 + D) / 2', () => {
    const legs = [
      { outcome: 'W' as const, price: '1.90' },
      { outcome: 'D' as const, price: '3.00' },
      { outcome: 'LW' as const, price: '2.00' },
    ];
    expect(betReturnFen(10_000n, legs)).toBe(28_500n);
    expect(betReturnFen(10_000n, [...legs, { outcome: 'L', price: '1.50' }])).toBe(0n);
  });

  it('a return is never negative and never above stake x every price (property)', () => {
    const leg = fc.record({
      outcome: fc.constantFrom<LegOutcome>('W', 'LW', 'P', 'LL', 'L', 'D'),
      price: fc.integer({ min: 101, max: 5000 }).map((c) => (c / 100).toFixed(2)),
    });
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 9n }), fc.array(leg, { minLength: 1, maxLength: 10 }), (stake, legs) => {
        const back = betReturnFen(stake, legs);
        expect(back >= 0n).toBe(true);
        expect(back <= betReturnFen(stake, legs.map((l) => ({ ...l, outcome: 'W' as const })))).toBe(true);
      }),
    );
  });
});
