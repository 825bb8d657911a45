import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import { jackpotAmountAt } from './jackpotAmount';

const cents = fc
  .bigInt({ min: 0n, max: 10n ** 12n })
  .map((fen) => new Big(fen.toString()).div(100).toFixed(2));

describe('a jackpot pool ticking up from its last poll', () => {
  it('shows the polled amount at the poll and grows by its rate per second', () => {
    expect(jackpotAmountAt({ amount: '1288888.00', growthPerSecond: '1.25' }, 0)).toBe('1288888.00');
    expect(jackpotAmountAt({ amount: '1288888.00', growthPerSecond: '1.25' }, 2000)).toBe('1288890.50');
    expect(jackpotAmountAt({ amount: '100.10', growthPerSecond: '0.07' }, 1500)).toBe('100.20');
  });

  it('never counts a clock set back', () => {
    expect(jackpotAmountAt({ amount: '50.00', growthPerSecond: '3.00' }, -5000)).toBe('50.00');
  });

  it('never goes down as time passes, never runs ahead of the exact amount, always has 2 decimals', () => {
    fc.assert(
      fc.property(cents, cents, fc.nat(86_400_000), fc.nat(86_400_000), (amount, growth, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const pool = { amount, growthPerSecond: growth };
        const first = jackpotAmountAt(pool, early);
        const second = jackpotAmountAt(pool, late);
        expect(new Big(second).gte(first)).toBe(true);
        expect(second).toMatch(/^\d+\.\d{2}$/);
        const exact = new Big(amount).plus(new Big(growth).times(late).div(1000));
        expect(new Big(second).lte(exact)).toBe(true);
        expect(exact.minus(second).lt('0.01')).toBe(true);
      }),
    );
  });
});
