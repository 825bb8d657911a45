import { describe, expect, it } from 'vitest';
import Big from 'big.js';
import fc from 'fast-check';
import { compareDecimal } from './decimalCompare';

/** Decimal strings as they may be written: optional sign, leading and trailing zeros, with or without a point. */
const decimalText = fc
  .tuple(
    fc.constantFrom('', '-'),
    fc.stringMatching(/^[0-9]{1,4}$/),
    fc.option(fc.stringMatching(/^[0-9]{1,3}$/), { nil: undefined }),
  )
  .map(([sign, whole, fraction]) => `${sign}${whole}${fraction === undefined ? '' : `.${fraction}`}`);

describe('decimal comparison', () => {
  it('orders decimal strings by value, as big.js does', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(compareDecimal(a, b)).toBe(new Big(a).cmp(new Big(b)));
      }),
      { numRuns: 2_000 },
    );
  });

  it('orders the usual price changes', () => {
    expect(compareDecimal('1.97', '1.95')).toBe(1);
    expect(compareDecimal('1.9', '1.90')).toBe(0);
    expect(compareDecimal('10.5', '9.75')).toBe(1);
    expect(compareDecimal('-0.25', '-0.75')).toBe(1);
    expect(compareDecimal('-0', '0.00')).toBe(0);
    expect(compareDecimal('-2', '-2.0')).toBe(0);
  });
});
