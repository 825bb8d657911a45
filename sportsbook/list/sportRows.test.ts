import { describe, expect, it } from 'vitest';
import type { LeagueEntity, LeagueGroup, MatchEntity } from '@streams';
import { buildSportRows, layoutRows, rowAt, stickyLeagueOfTopRow, stickyLeagueRow } from './sportRows';
import { LEAGUE_ROW_HEIGHT, MATCH_ROW_HEIGHT } from '../sportStyles';

const league = (league_id: string): LeagueEntity => ({ league_id, name: league_id, gameType: 'FT', sort: 1 });
const groups: LeagueGroup[] = [
  { league: league('1001'), gameIds: ['a', 'b'] },
  { league: league('1002'), gameIds: ['c'] },
  { league: league('1003'), gameIds: ['d'] },
];
/** League 1002 is folded on the page. */
const folded = { '1002': true } as const;
const match = (gameId: string, startTime: number): MatchEntity => ({ gameId, hgid: '', gide: '', league_id: '', gameType: 'FT', team_h: '', team_c: '', startTime });

describe('list rows', () => {
  it('each league header, then its matches when unfolded; a folded league shows its header only', () => {
    expect(buildSportRows([groups], { date: null, favourites: null, matches: null, folded })).toEqual([
      { kind: 'league', leagueId: '1001', matchCount: 2, isExpand: true },
      { kind: 'match', gameId: 'a', leagueId: '1001' },
      { kind: 'match', gameId: 'b', leagueId: '1001' },
      { kind: 'league', leagueId: '1002', matchCount: 1, isExpand: false },
      { kind: 'league', leagueId: '1003', matchCount: 1, isExpand: true },
      { kind: 'match', gameId: 'd', leagueId: '1003' },
    ]);
  });

  it('favourites only: favourite matches, and whole favourite leagues', () => {
    const rows = buildSportRows([groups], { date: null, favourites: { matches: new Set(['b']), leagues: new Set(['1003']) }, matches: null, folded });
    expect(rows.filter((row) => row.kind === 'match').map((row) => (row.kind === 'match' ? row.gameId : ''))).toEqual(['b', 'd']);
  });

  it('a date shows only matches starting that China-time day', () => {
    const day = Date.UTC(2026, 10, 24, 4);
    const matches = {
      ids: ['a', 'b', 'c', 'd'],
      entities: { a: match('a', day), b: match('b', day + 86_400_000), c: match('c', day), d: match('d', day + 86_400_000) },
      rev: 1,
    };
    const rows = buildSportRows([groups], { date: '2026-11-24', favourites: null, matches, folded });
    expect(rows).toEqual([
      { kind: 'league', leagueId: '1001', matchCount: 1, isExpand: true },
      { kind: 'match', gameId: 'a', leagueId: '1001' },
      { kind: 'league', leagueId: '1002', matchCount: 1, isExpand: false },
    ]);
  });
});

describe('sticky league header', () => {
  const layout = layoutRows(buildSportRows([groups], { date: null, favourites: null, matches: null, folded }));
  it('nothing sticks at the very top', () => {
    expect(stickyLeagueRow(layout, 0)).toBeNull();
  });
  it('the league of the top row sticks once its header scrolled away', () => {
    expect(rowAt(layout, 40)).toBe(1);
    expect(stickyLeagueRow(layout, 40)).toBe(0);
    expect(stickyLeagueRow(layout, LEAGUE_ROW_HEIGHT + 2 * MATCH_ROW_HEIGHT - 1)).toBe(0);
  });
  it('a header at the exact top is itself the header', () => {
    const secondLeagueTop = layout.offsets[3]!;
    expect(stickyLeagueRow(layout, secondLeagueTop)).toBeNull();
    expect(stickyLeagueRow(layout, secondLeagueTop + 1)).toBe(3);
  });
});

describe('sticky league header from the first visible row', () => {
  const layout = layoutRows(buildSportRows([groups], { date: null, favourites: null, matches: null, folded }));
  it('a match row at the top shows its league above it', () => {
    expect(stickyLeagueOfTopRow(layout, 2)).toBe(0);
    expect(stickyLeagueOfTopRow(layout, 5)).toBe(4);
  });
  it('a league header at the top is its own header', () => {
    expect(stickyLeagueOfTopRow(layout, 3)).toBeNull();
    expect(stickyLeagueOfTopRow(layout, 0)).toBeNull();
  });
  it('no rows, no header', () => {
    expect(stickyLeagueOfTopRow(layoutRows([]), 0)).toBeNull();
  });
});
