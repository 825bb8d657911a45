import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { moneyToFen } from '@src/contract';
import { formatAmount, formatMoney, formatTotalBalance } from './formatMoney';

const zhCN = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Decimal strings far beyond what a float holds exactly: up to 30 integer digits and 0-4 decimals. */
const decimalString = (maxDecimals: number) =>
  fc
    .tuple(
      fc.boolean(),
      fc.stringMatching(/^(0|[1-9]\d{0,29})$/),
      fc.stringMatching(new RegExp(`^\\d{0,${maxDecimals}}$`)),
    )
    .map(([negative, whole, decimals]) => `${negative ? '-' : ''}${whole}${decimals ? `.${decimals}` : ''}`);

describe('formatMoney', () => {
  it('shows the demo balance as 10,000.00', () => {
    expect(formatMoney('10000.00')).toBe('10,000.00');
    expect(formatMoney('10000')).toBe('10,000.00');
  });

  it('groups by thousands and keeps 2 decimals', () => {
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney('999.5')).toBe('999.50');
    expect(formatMoney('1234567.8')).toBe('1,234,567.80');
    expect(formatMoney('-1234.56')).toBe('-1,234.56');
  });

  it('rounds half up at the cent', () => {
    expect(formatMoney('0.005')).toBe('0.01');
    expect(formatMoney('0.004')).toBe('0.00');
    expect(formatMoney('1.995')).toBe('2.00');
    expect(formatMoney('-1.005')).toBe('-1.01');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney('-0.001')).toBe('0.00');
    expect(formatMoney('-0')).toBe('0.00');
  });

  it('drops a trailing .00 when asked (spec 9), and only then', () => {
    expect(formatMoney('10000.00', { trimZeroCents: true })).toBe('10,000');
    expect(formatMoney('10000.50', { trimZeroCents: true })).toBe('10,000.50');
  });

  it('refuses what is not a decimal amount', () => {
    for (const bad of ['', 'abc', '1e3', '1,000', 'NaN', 'Infinity', '--1']) {
      expect(() => formatMoney(bad)).toThrow(RangeError);
    }
  });

  it('keeps every digit of amounts a float cannot hold: the cents round-trip exactly', () => {
    fc.assert(
      fc.property(decimalString(2), (value) => {
        const shown = formatMoney(value).replaceAll(',', '');
        expect(moneyToFen(shown)).toBe(moneyToFen(value === '-0' ? '0' : value));
      }),
    );
  });

  it('agrees with zh-CN number formatting of the exact decimal', () => {
    fc.assert(
      fc.property(decimalString(4), (value) => {
        // Intl formats the string exactly (no float); it shows "-0.00" where we show "0.00".
        const expected = zhCN.format(value as `${number}`).replace(/^-(0\.00)$/, '$1');
        expect(formatMoney(value)).toBe(expected);
      }),
    );
  });

  it('the integer part is grouped in threes', () => {
    fc.assert(
      fc.property(decimalString(2), (value) => {
        expect(formatMoney(value)).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });
});

describe('the two currency displays of spec 9', () => {
  it('the total balance keeps 2 decimals', () => {
    expect(formatTotalBalance('10000')).toBe('10,000.00');
    expect(formatTotalBalance('10000.00')).toBe('10,000.00');
    expect(formatTotalBalance('0')).toBe('0.00');
  });

  it('other amounts drop a trailing .00 and keep real cents', () => {
    expect(formatAmount('10000.00')).toBe('10,000');
    expect(formatAmount('200')).toBe('200');
    expect(formatAmount('0.5')).toBe('0.50');
    expect(formatAmount('1234.05')).toBe('1,234.05');
    expect(formatAmount('-0.001')).toBe('0');
  });

  it('an amount without cents reads the same in both, but for the .00', () => {
    fc.assert(
      fc.property(decimalString(2), (value) => {
        const total = formatTotalBalance(value);
        const amount = formatAmount(value);
        expect(total.endsWith('.00') ? total.slice(0, -3) : total).toBe(amount);
      }),
    );
  });
});
