import { PLAY_TYPES, type PlayType } from '@src/contract';

/** Odds types (spec 3): E European (decimal), H Hong Kong, I Indonesian, M Malay. */
export const ODDS_TYPES = ['E', 'H', 'I', 'M'] as const;
export type OddsType = (typeof ODDS_TYPES)[number];

export function isOddsType(value: string): value is OddsType {
  return (ODDS_TYPES as readonly string[]).includes(value);
}

/** Parlays (series) are priced in Hong Kong odds (spec 4). */
export const PARLAY_ODDS_TYPE: OddsType = 'H';

/**
 * The markets Asian books quote in the Asian formats: every handicap and over/under (full time, half, quarters,
 * games: the codes ending in R or OU; corners CN and cards CD are over/unders too).
 */
const ASIAN_LINE_PLAY_TYPES: ReadonlySet<PlayType> = new Set<PlayType>(
  PLAY_TYPES.filter((playType) => /(R|OU)$/.test(playType) || playType === 'CN' || playType === 'CD'),
);

/**
 * The format a price of `playType` is shown in when the player chose `chosen`: Hong Kong, Indonesian and Malay
 * apply to handicap and over/under only; 1X2, odd/even and outrights stay decimal, as Asian books show them.
 */
export function oddsTypeFor(chosen: OddsType, playType: PlayType): OddsType {
  return ASIAN_LINE_PLAY_TYPES.has(playType) ? chosen : 'E';
}

/**
 * The format of a parlay's combined odds: Hong Kong when chosen (spec 4 prices series in it), decimal
 * otherwise (Indonesian and Malay describe a single line's stake against its win, not a product of legs).
 */
export function combinedOddsType(chosen: OddsType): OddsType {
  return chosen === PARLAY_ODDS_TYPE ? PARLAY_ODDS_TYPE : 'E';
}
