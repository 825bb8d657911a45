/** Odds types (spec 3): E European (decimal), H Hong Kong, I Indonesian, M Malay. */
export const ODDS_TYPES = ['E', 'H', 'I', 'M'] as const;
export type OddsType = (typeof ODDS_TYPES)[number];

export function isOddsType(value: string): value is OddsType {
  return (ODDS_TYPES as readonly string[]).includes(value);
}

/** Parlays (series) are priced in Hong Kong odds (spec 4). */
export const PARLAY_ODDS_TYPE: OddsType = 'H';
