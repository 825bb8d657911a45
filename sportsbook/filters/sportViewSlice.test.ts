import { describe, expect, it } from 'vitest';
import type { FeedChannel, FeedSnapshot } from '@src/contract';
import { createTestStore } from '@src/store/testStore';
import { feedBatchApplied, feedChannelWanted, feedSnapshotApplied, selectChannelLeagues } from '@streams';
import { league, match, odds, snapshot } from '@streams/feed/testing/feedFixtures';
import { buildSportRows } from '../list/sportRows';
import { selectLeagueGroups } from './leagueGroups';
import {
  allLeaguesExpandSet,
  leagueExpandSet,
  leagueFilterSet,
  selectFoldedLeagues,
  selectIsLeagueExpanded,
  selectLeagueFilter,
} from './sportViewSlice';

const RB_FT: FeedChannel = 'RB:FT';

/** The app's store with the feed answering RB:FT; the sport page's view slice is injected with the sportsbook. */
function setup() {
  const { store } = createTestStore();
  let seq = 10;
  const load = (snap: FeedSnapshot): void => {
    if (store.getState().feed.channels[RB_FT] === undefined)
      store.dispatch(feedChannelWanted({ channel: RB_FT }));
    store.dispatch(feedSnapshotApplied({ channel: RB_FT, seq: seq++, snapshot: snap, counts: null, at: 0 }));
  };
  const shown = (): string[] =>
    selectLeagueGroups(store.getState(), RB_FT).map((group) => group.league.league_id);
  return { store, load, shown, state: () => store.getState() };
}

/** Premier league (sort 1) with two matches, a cup (sort 5) with one, Serie A (sort 2) with one. */
function listSnapshot(): FeedSnapshot {
  return snapshot({
    leagues: [
      league('PL', { sort: 1, name: '英超' }),
      league('CUP', { sort: 5, name: '杯赛' }),
      league('SA', { sort: 2, name: '意甲' }),
    ],
    matches: [
      match('g1', { league_id: 'PL', startTime: 3_000 }),
      match('g2', { league_id: 'CUP', startTime: 1_000 }),
      match('g3', { league_id: 'PL', startTime: 2_000 }),
      match('g4', { league_id: 'SA', startTime: 4_000 }),
    ],
    odds: [odds('o1', 'g1'), odds('o2', 'g2'), odds('o3', 'g3'), odds('o4', 'g4')],
  });
}

describe('the sport page view: league filter', () => {
  it('a league arriving from the feed is shown and unfolded', () => {
    const { load, shown, state } = setup();
    load(snapshot({ leagues: [league('L1')], matches: [match('g1')] }));
    expect(shown()).toEqual(['L1']);
    expect(selectIsLeagueExpanded(state(), 'L1')).toBe(true);
  });

  it('shows only the chosen leagues, hides leagues arriving while a filter is on, and shows all again on clear', () => {
    const { store, load, shown } = setup();
    load(
      snapshot({
        leagues: [league('L1'), league('L2')],
        matches: [match('g1'), match('g2', { league_id: 'L2' })],
      }),
    );

    store.dispatch(leagueFilterSet({ leagueIds: ['L2'] }));
    expect(shown()).toEqual(['L2']);

    load(
      snapshot({
        leagues: [league('L1'), league('L2'), league('L3')],
        matches: [match('g1'), match('g2', { league_id: 'L2' }), match('g3', { league_id: 'L3' })],
      }),
    );
    expect(shown()).toEqual(['L2']);

    store.dispatch(leagueFilterSet({ leagueIds: null }));
    expect(shown()).toEqual(['L1', 'L2', 'L3']);
    expect(selectLeagueFilter(store.getState())).toBeNull();
  });

  it('leaves filtered-out leagues out of the groups but lists them for the league filter', () => {
    const { store, load, shown, state } = setup();
    load(listSnapshot());
    store.dispatch(leagueFilterSet({ leagueIds: ['SA', 'CUP'] }));
    expect(shown()).toEqual(['SA', 'CUP']);
    expect(selectChannelLeagues(state(), RB_FT)).toHaveLength(3);
    const visibleMatches = selectLeagueGroups(state(), RB_FT).reduce(
      (sum, group) => sum + group.gameIds.length,
      0,
    );
    expect(visibleMatches).toBe(2);
  });
});

describe('the sport page view: folded leagues', () => {
  it('folds and unfolds every league at once', () => {
    const { store, load, state } = setup();
    load(snapshot({ leagues: [league('L1'), league('L2')] }));
    store.dispatch(allLeaguesExpandSet({ isExpand: false, leagueIds: state().feed.leagues.ids }));
    expect(selectIsLeagueExpanded(state(), 'L1')).toBe(false);
    expect(selectIsLeagueExpanded(state(), 'L2')).toBe(false);
    store.dispatch(allLeaguesExpandSet({ isExpand: true, leagueIds: state().feed.leagues.ids }));
    expect(selectIsLeagueExpanded(state(), 'L1')).toBe(true);
  });

  it('shows a folded league as its header row only', () => {
    const { store, load, state } = setup();
    load(listSnapshot());
    store.dispatch(leagueExpandSet({ leagueId: 'PL', isExpand: false }));
    const rows = buildSportRows([selectLeagueGroups(state(), RB_FT)], {
      date: null,
      favourites: null,
      matches: null,
      folded: selectFoldedLeagues(state()),
    });
    expect(rows).toEqual([
      { kind: 'league', leagueId: 'PL', matchCount: 2, isExpand: false },
      { kind: 'league', leagueId: 'SA', matchCount: 1, isExpand: true },
      { kind: 'match', gameId: 'g4', leagueId: 'SA' },
      { kind: 'league', leagueId: 'CUP', matchCount: 1, isExpand: true },
      { kind: 'match', gameId: 'g2', leagueId: 'CUP' },
    ]);
  });

  it('keeps the same shown leagues and folds through price and clock updates, so the rows are not rebuilt', () => {
    const { store, load, state } = setup();
    load(listSnapshot());
    store.dispatch(leagueExpandSet({ leagueId: 'SA', isExpand: false }));
    const groups = selectLeagueGroups(state(), RB_FT);
    const folded = selectFoldedLeagues(state());
    store.dispatch(
      feedBatchApplied({
        membership: [],
        markets: [],
        odds: [['o', 'o1', '1.50', 'open']],
        live: [{ gameId: 'g1', patch: { re_time: '700', sc_FT_H: 1 } }],
        counts: [],
        progress: [],
        ts: 1_000,
        at: 1_000,
      }),
    );
    expect(state().feed.odds.entities.o1?.price).toBe('1.50');
    expect(selectLeagueGroups(state(), RB_FT)).toBe(groups);
    expect(selectFoldedLeagues(state())).toBe(folded);
  });
});
