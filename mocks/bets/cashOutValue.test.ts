import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { potentialReturnFen } from './betMaths';
import { cashOutValue, stakeForAmount, type CashOutLeg } from './cashOutValue';

const price = fc.integer({ min: 101, max: 2000 }).map((cents) => new Big(cents).div(100).toFixed(2));
const stakeFen = fc.bigInt({ min: 1_000n, max: 5_000_000n });
const openLeg = fc
  .record({ placedPrice: price, currentPrice: price })
  .map((leg): CashOutLeg => ({ ...leg, outcome: null }));
const legs = fc.array(openLeg, { minLength: 1, maxLength: 4 });

function offered(stake: bigint, of: readonly CashOutLeg[]): bigint {
  const value = cashOutValue(stake, of);
  return value.kind === 'offer' ? value.valueFen : 0n;
}

describe('the cash-out value (提前结算 报价)', () => {
  it('follows the help centre: 100 at 2.50, now 1.25, is worth 200 less the 3 % margin', () => {
    expect(cashOutValue(10_000n, [{ placedPrice: '2.50', currentPrice: '1.25', outcome: null }])).toEqual({
      kind: 'offer',
      valueFen: 19_400n,
    });
    expect(cashOutValue(10_000n, [{ placedPrice: '2.50', currentPrice: '2.50', outcome: null }])).toEqual({
      kind: 'offer',
      valueFen: 9_700n,
    });
    expect(cashOutValue(10_000n, [{ placedPrice: '2.50', currentPrice: '5.00', outcome: null }])).toEqual({
      kind: 'offer',
      valueFen: 4_850n,
    });
  });

  it('a parlay takes a won leg at its odds and the open ones at placed over current price; a lost leg ends the offer', () => {
    const won: CashOutLeg = { placedPrice: '2.00', currentPrice: null, outcome: 'W' };
    const open: CashOutLeg = { placedPrice: '1.80', currentPrice: '1.20', outcome: null };
    // 100 x 2.00 x 1.80 / 1.20 = 300, less 3 %
    expect(cashOutValue(10_000n, [won, open])).toEqual({ kind: 'offer', valueFen: 29_100n });
    expect(cashOutValue(10_000n, [{ ...won, outcome: 'L' }, open])).toEqual({
      kind: 'none',
      reason: 'lost_leg',
    });
  });

  it('a suspended market has no offer', () => {
    expect(cashOutValue(10_000n, [{ placedPrice: '1.90', currentPrice: null, outcome: null }])).toEqual({
      kind: 'none',
      reason: 'market_suspended',
    });
  });

  it('is never above what the stake can win, and never negative', () => {
    fc.assert(
      fc.property(stakeFen, legs, (stake, of) => {
        const value = offered(stake, of);
        expect(value).toBeGreaterThanOrEqual(0n);
        expect(value).toBeLessThanOrEqual(
          potentialReturnFen(
            stake,
            of.map((leg) => leg.placedPrice),
          ),
        );
      }),
    );
  });

  it('falls (or stays) as a current price rises', () => {
    fc.assert(
      fc.property(stakeFen, legs, fc.nat(), fc.integer({ min: 1, max: 500 }), (stake, of, pick, rise) => {
        const i = pick % of.length;
        const leg = of[i];
        if (!leg?.currentPrice) return;
        const higher = of.map((l, j) =>
          j === i
            ? { ...l, currentPrice: new Big(leg.currentPrice ?? '1').plus(new Big(rise).div(100)).toFixed(2) }
            : l,
        );
        expect(offered(stake, higher)).toBeLessThanOrEqual(offered(stake, of));
      }),
    );
  });

  it('a partial cash-out and the part left open are together worth the whole, never more, within a few fen', () => {
    fc.assert(
      fc.property(stakeFen, legs, fc.double({ min: 0.01, max: 0.99, noNaN: true }), (stake, of, share) => {
        const whole = offered(stake, of);
        if (whole < 2n) return;
        const amount = BigInt(Math.max(1, Math.floor(Number(whole) * share)));
        const taken = stakeForAmount(amount, stake, whole);
        if (taken === null) return;
        expect(taken).toBeGreaterThan(0n);
        expect(taken).toBeLessThan(stake);
        const rest = offered(stake - taken, of);
        const slack = BigInt(
          new Big(
            potentialReturnFen(
              1n,
              of.map((l) => l.placedPrice),
            ).toString(),
          )
            .plus(3)
            .toFixed(0),
        );
        expect(amount + rest).toBeLessThanOrEqual(whole);
        expect(amount + rest).toBeGreaterThanOrEqual(whole - slack);
      }),
    );
  });

  it('an amount of the whole value (or more) is not a partial cash-out', () => {
    expect(stakeForAmount(9_700n, 10_000n, 9_700n)).toBeNull();
    expect(stakeForAmount(4_850n, 10_000n, 9_700n)).toBe(5_000n);
  });
});
