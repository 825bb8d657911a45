import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import { estimateCredit, limitBreach, percentOf, usdtFor } from './depositMoney';

const fen = fc.bigInt({ min: 1n, max: 99_999_999_999n });
const asMoney = (value: bigint) => `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;
const rate = fc.integer({ min: 0, max: 500 }).map((basis) => new Big(basis).div(10_000).toFixed(4));

describe('deposit figures (big.js, never floats)', () => {
  it('the estimate adds up to the fen: credit = amount - fee + bonus, each with 2 decimals', () => {
    fc.assert(
      fc.property(fen, rate, rate, (amountFen, feeRate, bonusRate) => {
        const amount = asMoney(amountFen);
        const { fee, bonus, credit } = estimateCredit(amount, { feeRate, bonusRate });
        for (const figure of [fee, bonus, credit]) expect(figure).toMatch(/^-?\d+\.\d{2}$/);
        expect(new Big(credit).eq(new Big(amount).minus(fee).plus(bonus))).toBe(true);
      }),
    );
    expect(estimateCredit('1000.00', { feeRate: '0.0100', bonusRate: '0.0150' })).toEqual({
      fee: '10.00',
      bonus: '15.00',
      credit: '1005.00',
    });
  });

  it('USDT is rounded up to 6 decimals: what is sent never falls short of the amount', () => {
    fc.assert(
      fc.property(fen, fc.integer({ min: 60_000, max: 80_000 }), (amountFen, rateTenThousandths) => {
        const amount = asMoney(amountFen);
        const cnyPerUsdt = new Big(rateTenThousandths).div(10_000).toFixed(4);
        const usdt = usdtFor(amount, cnyPerUsdt);
        expect(usdt.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(6);
        expect(new Big(usdt).times(cnyPerUsdt).gte(amount)).toBe(true);
        expect(new Big(usdt).minus('0.000001').times(cnyPerUsdt).lt(amount)).toBe(true);
      }),
    );
    expect(usdtFor('1000', '7.1800')).toBe('139.275767');
  });

  it('limits are inclusive and rates read as percentages', () => {
    const channel = { min: '100.00', max: '50000.00' };
    expect(limitBreach('99.99', channel)).toBe('belowMin');
    expect(limitBreach('100', channel)).toBeNull();
    expect(limitBreach('50000.00', channel)).toBeNull();
    expect(limitBreach('50000.01', channel)).toBe('aboveMax');
    expect(percentOf('0.0150')).toBe('1.5');
    expect(percentOf('0.0100')).toBe('1');
  });
});
