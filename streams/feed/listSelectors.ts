import { createSelector } from '@reduxjs/toolkit';
import type { FeedChannel } from '@src/contract';
import type { EntityTable, FeedRootState, LeagueEntity, MatchEntity } from './feedTypes';

/**
 * Order and grouping of a list channel (DESIGN.md section 3: slices are unsorted, order lives here).
 * Memoized on the match and league TABLES and the channel's match list, which change only when
 * matches come and go or a league is renamed or resorted, never on odds or live ticks. Which leagues a
 * page shows or folds is that page's view (sportsbook/filters).
 */

export interface LeagueGroup {
  league: LeagueEntity;
  /** Matches of the league in the channel, by start time. */
  gameIds: readonly string[];
}

const NO_IDS: readonly string[] = [];

const selectChannelGameIds = (state: FeedRootState, channel: FeedChannel): readonly string[] =>
  state.feed.membership.byChannel[channel] ?? NO_IDS;
const selectMatchTable = (state: FeedRootState): EntityTable<MatchEntity> => state.feed.matches;
const selectLeagueTable = (state: FeedRootState): EntityTable<LeagueEntity> => state.feed.leagues;

/** Every league of the channel with its matches, in display order. */
export const selectChannelLeagues = createSelector(
  [selectChannelGameIds, selectMatchTable, selectLeagueTable],
  (gameIds, matchTable, leagueTable): readonly LeagueGroup[] => {
    const byLeague = new Map<string, MatchEntity[]>();
    for (const gameId of gameIds) {
      const match = matchTable.entities[gameId];
      if (match === undefined) continue;
      const list = byLeague.get(match.league_id);
      if (list === undefined) byLeague.set(match.league_id, [match]);
      else list.push(match);
    }
    const groups: LeagueGroup[] = [];
    for (const [leagueId, matches] of byLeague) {
      matches.sort(compareMatches);
      groups.push({
        league: leagueTable.entities[leagueId] ?? unknownLeague(leagueId, matches[0]),
        gameIds: matches.map((match) => match.gameId),
      });
    }
    return groups.sort((a, b) => compareLeagues(a.league, b.league));
  },
);

function compareLeagues(a: LeagueEntity, b: LeagueEntity): number {
  if (a.sort !== b.sort) return a.sort - b.sort;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.league_id < b.league_id ? -1 : a.league_id > b.league_id ? 1 : 0;
}

function compareMatches(a: MatchEntity, b: MatchEntity): number {
  if (a.startTime !== b.startTime) return a.startTime - b.startTime;
  return a.gameId < b.gameId ? -1 : a.gameId > b.gameId ? 1 : 0;
}

/** A match whose league the feed has not described yet still shows, under its league id, last. */
function unknownLeague(leagueId: string, match: MatchEntity | undefined): LeagueEntity {
  return {
    league_id: leagueId,
    name: leagueId,
    gameType: match?.gameType ?? 'FT',
    sort: Number.MAX_SAFE_INTEGER,
  };
}
