import Big from 'big.js';
import { CASH_OUT_MARGIN, type CashOutRefusal } from '@src/contract/cashOut';
import { legFactor, type LegOutcome } from './betMaths';

// A private constructor: values round down to the fen (in the house's favour), divisions keep plenty of places.
const CashBig = Big();
CashBig.DP = 40;
CashBig.RM = CashBig.roundDown;

/** One leg as the value needs it: the price it stands at, its outcome once settled, and its current price. */
export interface CashOutLeg {
  placedPrice: string;
  outcome: LegOutcome | null;
  /** The current price of an open leg; null when its market is suspended, closed or unknown. */
  currentPrice: string | null;
}

export type CashOutValue = { kind: 'offer'; valueFen: bigint } | { kind: 'none'; reason: CashOutRefusal };

function floorFen(amount: Big): bigint {
  return BigInt(amount.round(0, CashBig.roundDown).toFixed(0));
}

/**
 * The cash-out value of `openStakeFen` (REFERENCES.md, bet365 / Pinnacle; the help centre's 提前结算 text): the
 * fair value of the open stake at the current prices, stake x product over the legs of (placed price / current
 * price) for open legs and of the settled factor for settled legs (a won leg its odds, a void one 1, a lost one
 * ends the offer), less the margin, floored to the fen and never above the stake's potential win.
 */
export function cashOutValue(openStakeFen: bigint, legs: readonly CashOutLeg[]): CashOutValue {
  if (openStakeFen <= 0n || legs.length === 0) return { kind: 'none', reason: 'not_available' };
  let factor = new CashBig(1);
  let potential = new CashBig(openStakeFen.toString());
  for (const leg of legs) {
    potential = potential.times(leg.placedPrice);
    if (leg.outcome !== null) {
      if (leg.outcome === 'L') return { kind: 'none', reason: 'lost_leg' };
      factor = factor.times(legFactor(leg.outcome, leg.placedPrice));
      continue;
    }
    if (leg.currentPrice === null || leg.currentPrice === '' || new CashBig(leg.currentPrice).lte(1)) {
      return { kind: 'none', reason: 'market_suspended' };
    }
    factor = factor.times(new CashBig(leg.placedPrice).div(leg.currentPrice));
  }
  const fair = factor.times(openStakeFen.toString()).times(new CashBig(1).minus(CASH_OUT_MARGIN));
  const valueFen = floorFen(fair.gt(potential) ? potential : fair);
  return valueFen > 0n ? { kind: 'offer', valueFen } : { kind: 'none', reason: 'not_available' };
}

export { stakeForAmount } from '@src/contract/cashOut';
