import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenToMoney } from '@src/contract';
import type { WithdrawMethodConfig } from '@src/contract/withdraw';
import { allAmount, amountProblem, feeOf, turnoverPercent, type MethodInfo } from './withdrawRules';

const money = (maxFen: number) => fc.integer({ min: 0, max: maxFen }).map((fen) => fenToMoney(fen));
const rate = fc.integer({ min: 0, max: 300 }).map((bp) => new Big(bp).div(10_000).toFixed(4));

function config(min: string, max: string, dailyAmount: string, feeRate: string, feeMin: string): WithdrawMethodConfig {
  return { method: 'bank', enabled: true, min, max, dailyCount: 5, dailyAmount, fee: { rate: feeRate, min: feeMin } };
}
const used = (usedAmount: string): MethodInfo => ({ method: 'bank', usedCount: 0, usedAmount, cards: [] });

describe('the withdrawal form rules', () => {
  it('All never asks more than the balance, the single limit or what is left today, and is accepted when it reaches the minimum', () => {
    fc.assert(
      fc.property(money(10_000_000), money(100_000), money(5_000_000), money(10_000_000), money(10_000_000), (balance, min, max, daily, spent) => {
        const rule = config(min, max, daily, '0', '0.00');
        const all = allAmount(balance, rule, used(spent));
        const left = Big(daily).minus(spent);
        expect(Big(all).lte(balance) && Big(all).lte(max) && Big(all).lte(left.lt(0) ? 0 : left)).toBe(true);
        expect(Big(all).gte(0)).toBe(true);
        if (Big(all).gt(0) && Big(all).gte(min)) expect(amountProblem(all, balance, rule, used(spent))).toBeNull();
      }),
    );
  });

  it('splits an amount exactly into its fee and what arrives: fee + received = amount whenever the fee is below it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), rate, money(5_000), (fen, feeRate, feeMin) => {
        const amount = fenToMoney(fen);
        const figures = feeOf(amount, config('0.01', '99999999.00', '99999999.00', feeRate, feeMin));
        expect(figures).not.toBeNull();
        if (!figures) return;
        expect(Big(figures.fee).gte(feeMin)).toBe(true);
        if (Big(figures.fee).lt(amount)) expect(Big(figures.fee).plus(figures.received).eq(amount)).toBe(true);
        else expect(figures.received).toBe('0.00');
      }),
    );
  });

  it('refuses amounts that are not the amount rule', () => {
    const rule = config('100.00', '5000.00', '8000.00', '0', '0.00');
    expect(amountProblem('', '9000', rule, used('0'))).toEqual({ key: 'amountRequired' });
    expect(amountProblem('12.345', '9000', rule, used('0'))).toEqual({ key: 'amountFormat' });
    expect(amountProblem('1234567890123', '9000', rule, used('0'))).toEqual({ key: 'amountFormat' });
    expect(amountProblem('4000', '9000', rule, used('5000'))).toEqual({ key: 'aboveDaily', left: '3000.00' });
    expect(amountProblem('3000', '2999.99', rule, used('0'))).toEqual({ key: 'aboveBalance' });
  });

  it('shows the turnover done as a whole percent, full when nothing is required', () => {
    expect(turnoverPercent('0.00', '0.00')).toBe(100);
    expect(turnoverPercent('200.00', '500.00')).toBe(40);
    expect(turnoverPercent('499.99', '500.00')).toBe(99);
    expect(turnoverPercent('900.00', '500.00')).toBe(100);
  });
});
