import Big from 'big.js';

/** How a leg settled (spec 3 codes, without A which is a ticket's state). */
export type LegOutcome = 'W' | 'LW' | 'P' | 'LL' | 'L' | 'D';

// A private constructor: payouts round down to the fen, divisions keep plenty of places.
const PayBig = Big();
PayBig.DP = 30;
PayBig.RM = PayBig.roundDown;

/**
 * What one unit staked on a leg returns (DESIGN.md section 5): W D; LW (1 + D) / 2 (half the stake wins, half
 * is returned); P 1; LL 1/2 (half lost, half returned); L 0; D 1 (void legs count as odds 1).
 */
export function legFactor(outcome: LegOutcome, price: string): Big {
  const d = new PayBig(price);
  switch (outcome) {
    case 'W':
      return d;
    case 'LW':
      return d.plus(1).div(2);
    case 'P':
    case 'D':
      return new PayBig(1);
    case 'LL':
      return new PayBig('0.5');
    case 'L':
      return new PayBig(0);
  }
}

function floorFen(amount: Big): bigint {
  return BigInt(amount.round(0, PayBig.roundDown).toFixed(0));
}

/** Return of one bet (single or accumulator) of `stakeFen` over its legs, floored to the fen. */
export function betReturnFen(stakeFen: bigint, legs: readonly { outcome: LegOutcome; price: string }[]): bigint {
  const product = legs.reduce((acc, leg) => acc.times(legFactor(leg.outcome, leg.price)), new PayBig(stakeFen.toString()));
  return floorFen(product);
}

/** Return if every leg wins. */
export function potentialReturnFen(stakeFen: bigint, prices: readonly string[]): bigint {
  return betReturnFen(
    stakeFen,
    prices.map((price) => ({ outcome: 'W' as const, price })),
  );
}

/** -1, 0 or 1 as `a` is below, equal to or above `b` (decimal price strings). */
export function comparePrices(a: string, b: string): number {
  return new PayBig(a).cmp(new PayBig(b));
}

/** Whether the current price may be taken under the member's acceptance choice ('' is no price: never). */
export function priceAcceptable(current: string, requested: string, accept: 'any' | 'better' | 'none'): boolean {
  if (current === '') return false;
  switch (accept) {
    case 'any':
      return true;
    case 'better':
      return comparePrices(current, requested) >= 0;
    case 'none':
      return comparePrices(current, requested) === 0;
  }
}
