import { formatOdds, type OddsType } from '../odds';

// Prices repeat (two decimals, a few thousand values per format), so each is converted with big.js once.
const texts = new Map<string, string>();
const LIMIT = 8_192;

/** A price as shown in a format (formatOdds), or the price itself when it cannot be converted; memoized. */
export function priceText(price: string, type: OddsType): string {
  const key = type + price;
  let text = texts.get(key);
  if (text === undefined) {
    text = formatOdds(price, type) ?? price;
    if (texts.size >= LIMIT) texts.clear();
    texts.set(key, text);
  }
  return text;
}
