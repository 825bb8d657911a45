import type { BetLimits, BetType, StakeLimit } from '@src/contract';
import type { MarketSource } from './marketSource';

/**
 * The house's stake limits per bet (fen-exact decimal strings): one minimum, and a maximum per bet type. A system
 * bet's limits are those of each of its bets. Placement refuses outside them and sport/bet/limits shows them, so
 * the slip checks what the server checks.
 */
export const STAKE_LIMITS: Readonly<Record<BetType, StakeLimit>> = {
  single: { min: '10.00', max: '50000.00' },
  parlay: { min: '10.00', max: '10000.00' },
  system: { min: '10.00', max: '10000.00' },
};

/** The stake range of one bet of this type on these selections. */
export function stakeLimitOf(type: BetType): StakeLimit {
  return STAKE_LIMITS[type];
}

/** sport/bet/limits: a single's limits for each selection the market knows, and a parlay's and a system bet's. */
export function betLimitsFor(markets: MarketSource, oddsIds: readonly string[]): BetLimits {
  const singles: Record<string, StakeLimit> = {};
  for (const oddsId of oddsIds) if (markets.quote(oddsId) !== undefined) singles[oddsId] = stakeLimitOf('single');
  return { singles, parlay: stakeLimitOf('parlay'), system: stakeLimitOf('system') };
}
