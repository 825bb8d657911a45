import { describe, expect, it } from 'vitest';
import Big from 'big.js';
import fc from 'fast-check';
import { fromOddsType, toOddsType } from './oddsConversion';
import { formatOdds } from './oddsFormat';
import { ODDS_TYPES, type OddsType } from './oddsType';

/** Prices a market quotes: 1.01 to 200.00 (so no format rounds to 0.00 on screen). */
const quotedPrice = fc.integer({ min: 101, max: 20_000 }).map((hundredths) => new Big(hundredths).div(100).toString());
const oddsType = fc.constantFrom(...ODDS_TYPES);

describe('odds display', () => {
  it('shows the published examples: D 2.20 = HK 1.20 = Indo +1.20 = Malay -0.83', () => {
    expect(formatOdds('2.20', 'E')).toBe('2.20');
    expect(formatOdds('2.20', 'H')).toBe('1.20');
    expect(formatOdds('2.20', 'I')).toBe('+1.20');
    expect(formatOdds('2.20', 'M')).toBe('-0.83');
  });

  it('shows the published examples: D 1.25 = HK 0.25 = Indo -4.00 = Malay +0.25', () => {
    expect(formatOdds('1.25', 'E')).toBe('1.25');
    expect(formatOdds('1.25', 'H')).toBe('0.25');
    expect(formatOdds('1.25', 'I')).toBe('-4.00');
    expect(formatOdds('1.25', 'M')).toBe('+0.25');
  });

  it('rounds half away from zero', () => {
    // D 1.008 -> HK 0.008 -> 0.01; D 2.6 -> Malay -0.625 -> -0.63
    expect(formatOdds('1.008', 'H')).toBe('0.01');
    expect(formatOdds('2.6', 'M')).toBe('-0.63');
  });

  it('always shows two decimals, with a sign for Indonesian and Malay', () => {
    fc.assert(
      fc.property(quotedPrice, oddsType, (price, type) => {
        const text = formatOdds(price, type);
        const pattern = type === 'I' || type === 'M' ? /^[+-]\d+\.\d{2}$/ : /^\d+\.\d{2}$/;
        expect(text).toMatch(pattern);
      }),
    );
  });

  it('reads a displayed value back to the price within what 2-decimal rounding can move it', () => {
    fc.assert(
      fc.property(quotedPrice, oddsType, (price, type: OddsType) => {
        const exact = toOddsType(price, type);
        const shown = formatOdds(price, type);
        if (shown === null) throw new Error('a quoted price always formats');
        const back = fromOddsType(shown, type);
        const error = back.minus(price).abs();
        // Rounding moves the shown value by at most 0.005; through -1/x that becomes 0.005 / |x * shown|.
        const bound = exact.gt(0) ? new Big('0.005') : new Big('0.005').div(exact.times(shown).abs());
        expect(error.lte(bound.plus('1e-12'))).toBe(true);
      }),
    );
  });

  it('shows nothing for a price that is not above 1', () => {
    expect(formatOdds('1', 'H')).toBeNull();
    expect(formatOdds('', 'E')).toBeNull();
    expect(formatOdds('-2', 'M')).toBeNull();
  });
});
