import type { PlayType } from '@src/contract';
import { compareDecimal } from './decimalCompare';
import type { FeedRootState, OddsEntity } from './feedTypes';

/**
 * Odds of one match, by play type, and its main lines. Each visible row calls these every frame, so
 * they are memoized per match, keyed on the match's odds-id list (replaced when its odds set
 * changes), and return the SAME array or object while none of its odds changed.
 */

export interface MainLines {
  M: readonly OddsEntity[];
  R: readonly OddsEntity[];
  OU: readonly OddsEntity[];
  EO: readonly OddsEntity[];
}

const NO_IDS: readonly string[] = [];
const NO_ODDS: readonly OddsEntity[] = [];
const LINE_PLAY_TYPES: ReadonlySet<PlayType> = new Set(['R', 'OU']);

class MatchOddsCache {
  /** odds table revision last checked against. */
  rev = -1;
  version = 0;
  all: readonly OddsEntity[];
  readonly markets = new Map<PlayType, { version: number; value: readonly OddsEntity[] }>();
  readonly mainLine = new Map<PlayType, { version: number; value: readonly OddsEntity[] }>();
  lines: { version: number; value: MainLines } | null = null;

  constructor(all: readonly OddsEntity[]) {
    this.all = all;
  }
}

// Keyed on the odds-id list, so an entry goes away with the list it describes.
const caches = new WeakMap<readonly string[], MatchOddsCache>();

function matchOdds(state: FeedRootState, gameId: string): MatchOddsCache {
  const table = state.feed.odds;
  const ids = table.byGame[gameId] ?? NO_IDS;
  let cache = caches.get(ids);
  if (cache === undefined) {
    cache = new MatchOddsCache(collect(ids, table.entities));
    cache.rev = table.rev;
    caches.set(ids, cache);
    return cache;
  }
  if (cache.rev === table.rev) return cache;
  cache.rev = table.rev;
  const all = cache.all;
  for (let i = 0; i < ids.length; i++) {
    if (table.entities[ids[i]!] !== all[i]) {
      cache.all = collect(ids, table.entities);
      cache.version++;
      break;
    }
  }
  return cache;
}

function collect(ids: readonly string[], entities: Record<string, OddsEntity>): readonly OddsEntity[] {
  const result: OddsEntity[] = [];
  for (const id of ids) {
    const odds = entities[id];
    if (odds !== undefined) result.push(odds);
  }
  return result;
}

/** Recomputes a derived list when the match's odds changed, keeping the old array if its items are the same. */
function derive(
  slot: Map<PlayType, { version: number; value: readonly OddsEntity[] }>,
  key: PlayType,
  cache: MatchOddsCache,
  compute: () => readonly OddsEntity[],
): readonly OddsEntity[] {
  const entry = slot.get(key);
  if (entry !== undefined && entry.version === cache.version) return entry.value;
  const value = compute();
  const stable = entry !== undefined && sameItems(entry.value, value) ? entry.value : value;
  slot.set(key, { version: cache.version, value: stable });
  return stable;
}

/** Every odds of a match, in the order the feed listed them. */
export function selectMatchOdds(state: FeedRootState, gameId: string): readonly OddsEntity[] {
  return matchOdds(state, gameId).all;
}

/** The odds of one market (match and play type). */
export function selectMarketOdds(state: FeedRootState, gameId: string, playType: PlayType): readonly OddsEntity[] {
  const cache = matchOdds(state, gameId);
  return derive(cache.markets, playType, cache, () => {
    const odds = cache.all.filter((entry) => entry.playType === playType);
    return odds.length === 0 ? NO_ODDS : odds;
  });
}

/**
 * The main line of a market. Handicap and over/under: the most balanced line, i.e. the one whose
 * higher price is the lowest (both sides carry one margin, so that is where the prices meet); ties go
 * to the line nearer zero. Other play types have one line: all their odds.
 */
export function selectMainLine(state: FeedRootState, gameId: string, playType: PlayType): readonly OddsEntity[] {
  const cache = matchOdds(state, gameId);
  return derive(cache.mainLine, playType, cache, () => {
    const market = selectMarketOdds(state, gameId, playType);
    return LINE_PLAY_TYPES.has(playType) ? mainLineOf(market) : market;
  });
}

/** The main lines a match row shows: 1X2, handicap, over/under, odd/even. */
export function selectMainLines(state: FeedRootState, gameId: string): MainLines {
  const cache = matchOdds(state, gameId);
  const M = selectMainLine(state, gameId, 'M');
  const R = selectMainLine(state, gameId, 'R');
  const OU = selectMainLine(state, gameId, 'OU');
  const EO = selectMainLine(state, gameId, 'EO');
  const previous = cache.lines?.value;
  if (previous !== undefined && previous.M === M && previous.R === R && previous.OU === OU && previous.EO === EO) {
    return previous;
  }
  const value = { M, R, OU, EO };
  cache.lines = { version: cache.version, value };
  return value;
}

function mainLineOf(market: readonly OddsEntity[]): readonly OddsEntity[] {
  const byLine = new Map<string, OddsEntity[]>();
  for (const odds of market) {
    const list = byLine.get(odds.line);
    if (list === undefined) byLine.set(odds.line, [odds]);
    else list.push(odds);
  }
  let bestLine: string | null = null;
  let bestHigh = '';
  for (const [line, odds] of byLine) {
    const high = odds.reduce((max, entry) => (compareDecimal(entry.price, max) > 0 ? entry.price : max), odds[0]!.price);
    if (bestLine === null) {
      bestLine = line;
      bestHigh = high;
      continue;
    }
    const order = compareDecimal(high, bestHigh);
    if (order < 0 || (order === 0 && compareDecimal(absolute(line), absolute(bestLine)) < 0)) {
      bestLine = line;
      bestHigh = high;
    }
  }
  return bestLine === null ? NO_ODDS : (byLine.get(bestLine) ?? NO_ODDS);
}

function absolute(line: string): string {
  return line.startsWith('-') ? line.slice(1) : line;
}

function sameItems(a: readonly OddsEntity[], b: readonly OddsEntity[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
