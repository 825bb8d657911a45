import { describe, expect, it } from 'vitest';
import Big from 'big.js';
import fc from 'fast-check';
import { fromOddsType, InvalidOddsError, toOddsType } from './oddsConversion';
import { ODDS_TYPES } from './oddsType';

/** Decimal prices from 1.001 to 1000.000, as the feed sends them (strings, up to 3 decimals). */
const decimalPrice = fc.integer({ min: 1_001, max: 1_000_000 }).map((thousandths) => new Big(thousandths).div(1_000).toString());
const oddsType = fc.constantFrom(...ODDS_TYPES);

describe('odds conversions', () => {
  it('turn a format back into the same decimal price (within 1e-12)', () => {
    fc.assert(
      fc.property(decimalPrice, oddsType, (price, type) => {
        const back = fromOddsType(toOddsType(price, type), type);
        expect(back.minus(price).abs().lte('1e-12')).toBe(true);
      }),
    );
  });

  it('keep Hong Kong odds above 0', () => {
    fc.assert(fc.property(decimalPrice, (price) => toOddsType(price, 'H').gt(0)));
  });

  it('keep Malay odds within -1 and 1, never 0', () => {
    fc.assert(
      fc.property(decimalPrice, (price) => {
        const malay = toOddsType(price, 'M');
        return malay.gte(-1) && malay.lte(1) && !malay.eq(0);
      }),
    );
  });

  it('keep Indonesian odds at 1 or more, or -1 or less', () => {
    fc.assert(
      fc.property(decimalPrice, (price) => {
        const indonesian = toOddsType(price, 'I');
        return indonesian.gte(1) || indonesian.lte(-1);
      }),
    );
  });

  it('follow the published examples exactly before display rounding', () => {
    expect(toOddsType('2.20', 'H').toString()).toBe('1.2');
    expect(toOddsType('2.20', 'I').toString()).toBe('1.2');
    expect(toOddsType('1.25', 'I').toString()).toBe('-4');
    expect(toOddsType('1.25', 'M').toString()).toBe('0.25');
    expect(toOddsType('2.20', 'M').round(4).toString()).toBe('-0.8333');
  });

  it('put even money (decimal 2) at +1 in Malay and Indonesian, and read -1 Malay back as decimal 2', () => {
    expect(toOddsType('2', 'M').toString()).toBe('1');
    expect(toOddsType('2', 'I').toString()).toBe('1');
    expect(fromOddsType('-1', 'M').toString()).toBe('2');
  });

  it('refuse prices that are not above 1 and values outside each format', () => {
    expect(() => toOddsType('1.00', 'H')).toThrow(InvalidOddsError);
    expect(() => toOddsType('abc', 'M')).toThrow(InvalidOddsError);
    expect(() => fromOddsType('0', 'M')).toThrow(InvalidOddsError);
    expect(() => fromOddsType('1.5', 'M')).toThrow(InvalidOddsError);
    expect(() => fromOddsType('0.5', 'I')).toThrow(InvalidOddsError);
    expect(() => fromOddsType('-0.5', 'I')).toThrow(InvalidOddsError);
    expect(() => fromOddsType('0', 'H')).toThrow(InvalidOddsError);
    expect(() => fromOddsType('1', 'E')).toThrow(InvalidOddsError);
  });

  it('leave the global big.js settings alone', () => {
    toOddsType('3.7', 'M');
    expect(Big.DP).toBe(20);
    expect(Big.RM).toBe(Big.roundHalfUp);
  });
});
