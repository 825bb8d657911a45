import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { parseSystem } from '@src/contract';
import { clampStake, parlayOdds, systemStake, winAmount, winRatioAmount } from './stakeMaths';

const money = fc.tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99 })).map(([y, c]) => `${y}.${String(c).padStart(2, '0')}`);
const price = fc.integer({ min: 101, max: 100_000 }).map((c) => new Big(c).div(100).toString());

describe('stake entry (spec 5)', () => {
  it('an amount above the balance is lowered to the integer balance and the callback fires', () => {
    const onClamp = vi.fn();
    expect(clampStake('500', '123.45', '50000', onClamp)).toBe('123');
    expect(onClamp).toHaveBeenCalledWith('123');
  });
  it('an amount above the maximum is lowered to the maximum', () => {
    expect(clampStake('60000', '100000', '50000')).toBe('50000');
  });
  it('an amount within both stays as typed, without the callback', () => {
    const onClamp = vi.fn();
    expect(clampStake('10.5', '100', '50000', onClamp)).toBe('10.5');
    expect(onClamp).not.toHaveBeenCalled();
  });
  it('non-numeric gives empty', () => {
    expect(clampStake('abc', '100', '100')).toBe('');
    expect(clampStake('-5', '100', '100')).toBe('');
  });
  it('a clamped stake never exceeds balance or maximum (property)', () => {
    fc.assert(
      fc.property(money, money, money, (input, balance, max) => {
        const out = new Big(clampStake(input, balance, max));
        expect(out.lte(balance) && out.lte(max)).toBe(true);
      }),
    );
  });
});

describe('win amount (spec 5)', () => {
  it('win = stake x odds with 2 decimals', () => {
    expect(winAmount('100', '1.95')).toBe('195.00');
    expect(winAmount('33.33', '1.333')).toBe('44.42');
  });
  it('is 0 when not numeric', () => {
    expect(winAmount('', '1.9')).toBe('0.00');
    expect(winAmount('10', 'x')).toBe('0.00');
  });
  it('the win-ratio variant floors negatives to 0', () => {
    expect(winRatioAmount('100', '-0.85')).toBe('0.00');
    expect(winRatioAmount('100', '0.85')).toBe('85.00');
  });
  it('a win is never negative (property)', () => {
    fc.assert(
      fc.property(money, fc.integer({ min: -1000, max: 1000 }).map((c) => new Big(c).div(100).toString()), (stake, ratio) => {
        expect(new Big(winRatioAmount(stake, ratio)).gte(0)).toBe(true);
      }),
    );
  });
});

describe('parlays and system bets', () => {
  it('combined odds of a parlay are at least each leg (property)', () => {
    fc.assert(
      fc.property(fc.array(price, { minLength: 1, maxLength: 10 }), (prices) => {
        const combined = new Big(parlayOdds(prices));
        for (const p of prices) expect(combined.gte(p)).toBe(true);
      }),
    );
  });
  it('3串4 at 10 a bet is four bets, 40.00 in all', () => {
    const bet = parseSystem('3串4');
    expect(bet && systemStake(bet, '10')).toEqual({ bets: 4, total: '40.00' });
  });
});
