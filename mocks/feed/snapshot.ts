import type { FeedLeague, FeedOdds, FeedSnapshot, FeedMatch, GameType, ShowType } from '@src/contract';
import type { SimMatch, Simulator } from '../sim';

/**
 * Snapshot of a list channel: every match listed under the show type and game type with its main lines (the
 * match result, the main handicap and total, odd/even; all participants of an outright), and their leagues.
 */
export function listSnapshot(sim: Simulator, showType: ShowType, gameType: GameType): FeedSnapshot {
  const leagues = new Map<string, FeedLeague>();
  const matches: FeedMatch[] = [];
  const odds: FeedOdds[] = [];
  for (const m of sim.listMembers(showType, gameType)) {
    matches.push(m.wireMatch());
    for (const o of m.wireOdds(true)) odds.push(o);
    if (!leagues.has(m.league.league_id)) leagues.set(m.league.league_id, { ...m.league });
  }
  return { leagues: [...leagues.values()], matches, odds };
}

/** Snapshot of a match channel: the match with every line of every market. */
export function matchSnapshot(m: SimMatch): FeedSnapshot {
  return { leagues: [{ ...m.league }], matches: [m.wireMatch()], odds: m.wireOdds(false) };
}

export const EMPTY_SNAPSHOT: FeedSnapshot = { leagues: [], matches: [], odds: [] };
