import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balancePerBet, clampToLimits, maximumStake, stakeProblem, type StakeClamp } from './stakeLimits';

const single = { min: '10.00', max: '50000.00' };
const amount = fc.integer({ min: 0, max: 10_000_000 }).map((fen) => new Big(fen).div(100).toString());

describe("a stake against the server's limits", () => {
  it('below the minimum is a problem; empty, at the minimum or above it is not', () => {
    expect(stakeProblem('9.99', single)).toEqual({ kind: 'belowMinimum', min: '10.00' });
    expect(stakeProblem('1', single)).toEqual({ kind: 'belowMinimum', min: '10.00' });
    expect(stakeProblem('', single)).toBeNull();
    expect(stakeProblem('10', single)).toBeNull();
    expect(stakeProblem('10.5', single)).toBeNull();
  });

  it('without limits known, nothing is refused', () => {
    expect(stakeProblem('1', undefined)).toBeNull();
  });

  it('spec 5 clamp: lowered to the integer balance or the maximum, saying which', () => {
    const clamps: StakeClamp[] = [];
    expect(clampToLimits('800', '123.45', single, (c) => clamps.push(c))).toBe('123');
    expect(clampToLimits('60000', '90000.00', single, (c) => clamps.push(c))).toBe('50000');
    expect(clampToLimits('100', '500.00', single, (c) => clamps.push(c))).toBe('100');
    expect(clamps).toEqual([
      { kind: 'balance', amount: '123' },
      { kind: 'maximum', amount: '50000' },
    ]);
  });

  it("a visitor's stake is bounded by the maximum alone; non-numeric gives empty", () => {
    expect(clampToLimits('60000', null, single)).toBe('50000');
    expect(clampToLimits('600', null, single)).toBe('600');
    expect(clampToLimits('abc', null, undefined)).toBe('');
  });

  it('a clamped stake never exceeds the balance or the maximum (property)', () => {
    fc.assert(
      fc.property(amount, amount, amount, (input, balance, max) => {
        const stake = clampToLimits(input, balance, { min: '10.00', max });
        return new Big(stake).lte(balance) && new Big(stake).lte(max);
      }),
    );
  });

  it('最大 is the lower of the integer balance and the maximum', () => {
    expect(maximumStake('123.45', single)).toBe('123');
    expect(maximumStake('90000.00', single)).toBe('50000');
    expect(maximumStake(null, single)).toBe('50000');
    expect(maximumStake(null, undefined)).toBeNull();
  });

  it('a system bet shares the balance out among its bets: 3串4 from 100.00 is at most 25 a bet', () => {
    expect(balancePerBet('100.00', 4)).toBe('25');
    expect(balancePerBet('101.00', 4)).toBe('25');
    expect(balancePerBet(null, 4)).toBeNull();
  });

  it('unit stake times bets never exceeds the balance once clamped (property)', () => {
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 1, max: 1013 }), (input, balance, bets) => {
        const unit = clampToLimits(input, balancePerBet(balance, bets), { min: '10.00', max: '10000.00' });
        return new Big(unit).times(bets).lte(balance);
      }),
    );
  });
});

