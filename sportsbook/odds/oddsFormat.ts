import Big, { type BigSource } from 'big.js';
import { toOddsType } from './oddsConversion';
import type { OddsType } from './oddsType';

/** Odds are shown with 2 decimals. */
export const DISPLAY_DP = 2;

/**
 * The odds for display: 2 decimals, rounded half away from zero (D 2.20 in Malay is -0.8333... ->
 * "-0.83"); Indonesian and Malay carry their sign ("+1.20", "-4.00"). Null when the price is not a
 * decimal price above 1. Magnitudes under 0.005 show as "0.00" (prices under 1.005, or Malay above
 * 201), which a real market does not quote.
 */
export function formatOdds(decimal: BigSource, type: OddsType): string | null {
  let value: Big;
  try {
    value = toOddsType(decimal, type);
  } catch {
    return null;
  }
  const text = value.round(DISPLAY_DP, Big.roundHalfUp).toFixed(DISPLAY_DP);
  if (type === 'I' || type === 'M') return value.gt(0) && !text.startsWith('-') ? `+${text}` : text;
  return text;
}
