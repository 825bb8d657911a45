import type { FeedOdds } from '@src/contract';
import type { MatchEntity } from '@streams';
import { awayLine, formatLine } from '../markets/lineFormat';
import type { SportTranslate } from '../sportText';

type PriceOdds = Pick<FeedOdds, 'playType' | 'side' | 'line'>;
type PriceMatch = Pick<MatchEntity, 'team_h' | 'team_c'>;

/** The match a price belongs to: "曼联 对 切尔西"; an outright's event has its name in team_h only. */
export function matchText(match: PriceMatch | undefined, t: SportTranslate): string {
  if (match === undefined) return '';
  return match.team_c === '' ? match.team_h : `${match.team_h} ${t('list.vs')} ${match.team_c}`;
}

/**
 * What a price is for, with its line: "主", "主 -0/0.5", "客 +0/0.5", "大 2.5", "单"; an outright's
 * participant by name. Play types this file does not know read as their side and line.
 */
export function selectionText(odds: PriceOdds, t: SportTranslate): string {
  if (odds.playType === 'FS') return odds.side;
  const side = t(`side.${odds.side}` as 'side.H', { defaultValue: odds.side });
  if (odds.playType === 'R') return `${side} ${formatLine(odds.side === 'C' ? awayLine(odds.line) : odds.line, true)}`;
  if (odds.playType === 'OU') return `${side} ${formatLine(odds.line, false)}`;
  return odds.line === '' ? side : `${side} ${odds.line}`;
}

export interface PriceNameParts {
  match: PriceMatch | undefined;
  odds: PriceOdds;
  /** The price as shown (in the chosen format); null when the price is suspended. */
  price: string | null;
}

/**
 * A price's accessible name, the whole of what a sighted player reads from its row and column: match, market,
 * selection with its line, and the price, or that betting on it is suspended:
 * "阿森纳 对 切尔西 · 让球 · 主 -0/0.5 · 1.90".
 */
export function priceAccessibleName({ match, odds, price }: PriceNameParts, t: SportTranslate): string {
  return priceNamer(match, odds, t)(price);
}

/** Stands for the price while a name is worded; no translation, team or league name holds it. */
const PRICE_SLOT = '\u0000';

/**
 * priceAccessibleName for one price whose match and selection stay while its price moves: the name is worded once,
 * with a slot where the price goes (three translations and a line format), and each price then fills the slot
 * without translating. A board cell renders again on every move of its price, many times a second at 20,000
 * updates/s.
 */
export function priceNamer(match: PriceMatch | undefined, odds: PriceOdds, t: SportTranslate): (price: string | null) => string {
  const parts = {
    match: matchText(match, t),
    market: t(`market.${odds.playType}` as 'market.M', { defaultValue: odds.playType }),
    selection: selectionText(odds, t),
  };
  const locked = t('odds.locked');
  const worded = t('odds.name', { ...parts, price: PRICE_SLOT }).split(PRICE_SLOT);
  if (worded.length !== 2) return (price) => t('odds.name', { ...parts, price: price ?? locked });
  const [before = '', after = ''] = worded;
  return (price) => before + (price ?? locked) + after;
}
