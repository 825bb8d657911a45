import { describe, expect, it } from 'vitest';
import { formatOdds, ODDS_TYPES } from '../odds';
import { priceText } from './priceText';

describe('price text', () => {
  it('reads as formatOdds in every format, asked once or again', () => {
    for (const type of ODDS_TYPES)
      for (const price of ['1.01', '1.50', '2.00', '3.45', '12.5']) {
        expect(priceText(price, type)).toBe(formatOdds(price, type));
        expect(priceText(price, type)).toBe(formatOdds(price, type));
      }
  });

  it('shows a price it cannot convert as it came', () => {
    expect(priceText('1.00', 'H')).toBe('1.00');
  });
});
