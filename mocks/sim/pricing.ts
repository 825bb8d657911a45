/**
 * From fair probabilities to the decimal prices on the wire. Prices are handled as integer cents and formatted
 * from integers, so no float ever reaches the wire; the bookmaker's margin is applied proportionally
 * (implied probability = fair probability x overround) and prices are rounded down to the cent.
 */
export const MIN_PRICE_CENTS = 101;
export const MAX_PRICE_CENTS = 20_100;
export const MAX_OUTRIGHT_PRICE_CENTS = 50_100;

export function priceCents(impliedProbability: number, maxCents: number): number {
  if (impliedProbability <= 0) return maxCents;
  const cents = Math.floor(100 / impliedProbability + 1e-9);
  return cents < MIN_PRICE_CENTS ? MIN_PRICE_CENTS : cents > maxCents ? maxCents : cents;
}

export function formatCents(cents: number): string {
  const whole = Math.floor(cents / 100);
  const part = cents - whole * 100;
  return `${whole}.${part < 10 ? '0' : ''}${part}`;
}

/**
 * True when a market is too one-sided to trade: its favourite, with the margin, would price below 1.01, where
 * clamping would eat the margin. Such markets are shown suspended until the game state makes them tradable.
 */
export function isLopsided(maxFairProbability: number, overround: number): boolean {
  return maxFairProbability * overround > 100 / MIN_PRICE_CENTS;
}

/** Turns normalized fair probabilities into cents, in place of `out`. */
export function marginedCents(fair: readonly number[], overround: number, maxCents: number, out: number[]): void {
  for (let i = 0; i < fair.length; i++) out[i] = priceCents((fair[i] ?? 0) * overround, maxCents);
}

/** Sum of implied probabilities of printed prices (the book's overround as a bettor sees it). */
export function bookPercentage(prices: readonly string[]): number {
  let sum = 0;
  for (const price of prices) sum += 1 / Number(price);
  return sum;
}
