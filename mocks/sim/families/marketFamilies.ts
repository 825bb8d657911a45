import type { FamilyKind, MarketFamily } from '../marketModel';
import { cardTotal, cornerTotal } from './bookingMarkets';
import { halfHandicap, halfResult, halfTotal } from './halfMarkets';
import { quarterHandicap, quarterTotal } from './quarterMarkets';
import { gameHandicap, gameTotal, setWinner } from './setMarkets';

/** Every family kind but the correct score (which has its own pricing and settlement), by kind. */
const FAMILIES: Readonly<Record<Exclude<FamilyKind, 'PD'>, MarketFamily>> = {
  HM: halfResult,
  HR: halfHandicap,
  HOU: halfTotal,
  CN: cornerTotal,
  CD: cardTotal,
  QR: quarterHandicap,
  QOU: quarterTotal,
  SM: setWinner,
  GR: gameHandicap,
  GOU: gameTotal,
};

/** The base kind each family kind is priced and settled as. */
export const FAMILY_BASE: Readonly<Record<Exclude<FamilyKind, 'PD'>, MarketFamily['base']>> = Object.fromEntries(
  Object.entries(FAMILIES).map(([kind, family]) => [kind, family.base]),
) as Record<Exclude<FamilyKind, 'PD'>, MarketFamily['base']>;

/** The family of a kind; null for the base kinds, outrights and the correct score. */
export function familyOf(kind: string): MarketFamily | null {
  return (FAMILIES as Readonly<Record<string, MarketFamily | undefined>>)[kind] ?? null;
}
