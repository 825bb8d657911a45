import { siteDay } from '@src/contract/siteClock';
import type { EntityTable, LeagueGroup, MatchEntity } from '@streams';
import type { Favourites } from '../preferences/favourites';
import { LEAGUE_ROW_HEIGHT, MATCH_ROW_HEIGHT } from '../sportStyles';

export type SportRow =
  | { kind: 'league'; leagueId: string; matchCount: number; isExpand: boolean }
  | { kind: 'match'; gameId: string; leagueId: string };

export interface RowFilter {
  /** A China-time day: only matches starting that day. */
  date: string | null;
  /** Only favourite matches, and every match of a favourite league. */
  favourites: Favourites | null;
  matches: EntityTable<MatchEntity> | null;
  /** Leagues folded on the page (sportsbook/filters/sportViewSlice): their header only. */
  folded: Readonly<Record<string, true>>;
}

/** The flat rows of the virtual list: each shown league's header, then its matches when unfolded. */
export function buildSportRows(groupLists: readonly (readonly LeagueGroup[])[], filter: RowFilter): readonly SportRow[] {
  const rows: SportRow[] = [];
  for (const groups of groupLists) {
    for (const { league, gameIds } of groups) {
      let ids = gameIds;
      if (filter.date !== null && filter.matches !== null) {
        const entities = filter.matches.entities;
        ids = ids.filter((id) => {
          const match = entities[id];
          return match !== undefined && siteDay(match.startTime) === filter.date;
        });
      }
      const favourites = filter.favourites;
      if (favourites !== null && !favourites.leagues.has(league.league_id)) {
        ids = ids.filter((id) => favourites.matches.has(id));
      }
      if (ids.length === 0) continue;
      const isExpand = filter.folded[league.league_id] !== true;
      rows.push({ kind: 'league', leagueId: league.league_id, matchCount: ids.length, isExpand });
      if (!isExpand) continue;
      for (const gameId of ids) rows.push({ kind: 'match', gameId, leagueId: league.league_id });
    }
  }
  return rows;
}

/** A row's height; a league header is taller on a phone (PHONE_LEAGUE_ROW_HEIGHT), a touch target. */
export function rowHeightOf(row: SportRow | undefined, leagueHeight = LEAGUE_ROW_HEIGHT): number {
  return row?.kind === 'league' ? leagueHeight : MATCH_ROW_HEIGHT;
}

/** Row tops and, for each row, the index of its league's header: for the sticky header. */
export interface RowLayout {
  offsets: Float64Array;
  leagueRowOf: Int32Array;
}

export function layoutRows(rows: readonly SportRow[], leagueHeight = LEAGUE_ROW_HEIGHT): RowLayout {
  const offsets = new Float64Array(rows.length + 1);
  const leagueRowOf = new Int32Array(rows.length);
  let league = -1;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.kind === 'league') league = i;
    leagueRowOf[i] = league;
    offsets[i + 1] = offsets[i]! + rowHeightOf(row, leagueHeight);
  }
  return { offsets, leagueRowOf };
}

/** The row at a scroll offset (binary search over the row tops). */
export function rowAt(layout: RowLayout, scrollTop: number): number {
  const count = layout.leagueRowOf.length;
  if (count === 0) return -1;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (layout.offsets[mid]! <= scrollTop) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * The league whose header sticks above the list at a scroll offset: the league of the top row, once its
 * own header has scrolled away. Null at the very top.
 */
export function stickyLeagueRow(layout: RowLayout, scrollTop: number): number | null {
  const top = rowAt(layout, scrollTop);
  if (top < 0) return null;
  const league = layout.leagueRowOf[top]!;
  if (league < 0) return null;
  return scrollTop > layout.offsets[league]! ? league : null;
}

/**
 * The same from the first visible row (react-window's onRowsRendered), which needs no scroll offset read:
 * reading scrollTop in a scroll handler forces a layout while prices are being written.
 */
export function stickyLeagueOfTopRow(layout: RowLayout, topRow: number): number | null {
  if (topRow < 0 || topRow >= layout.leagueRowOf.length) return null;
  const league = layout.leagueRowOf[topRow]!;
  return league < 0 || league === topRow ? null : league;
}
