import { describe, expect, it } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { FEED_PROTOCOL_VERSION, type FeedChannel, type FeedDelta, type FeedSnapshot } from '@src/contract';
import {
  feedBatchApplied,
  feedChannelStale,
  feedChannelWanted,
  feedSnapshotApplied,
} from './feedActions';
import { FeedSession } from './feedSession';
import { FEED_STORE_CHECKS, feedReducers } from './feedStore';
import { selectIsMatchStale, selectIsOddsLocked, selectMatchById, selectOddsById } from './feedSelectors';
import { selectChannelLeagues } from './listSelectors';
import { selectMainLine, selectMainLines, selectMarketOdds, selectMatchOdds } from './oddsSelectors';
import { delta, league, match, odds, snapshot } from './testing/feedFixtures';

const RB_FT: FeedChannel = 'RB:FT';

function setup() {
  const store = configureStore({ reducer: feedReducers, middleware: (getDefault) => getDefault(FEED_STORE_CHECKS) });
  const session = new FeedSession(() => 0);
  const load = (channel: FeedChannel, snap: FeedSnapshot, seq = 10): void => {
    store.dispatch(feedChannelWanted({ channel }));
    session.open(channel);
    session.beginSubscribe(channel);
    session.completeSubscribe({ channel, seq, snapshot: snap, v: FEED_PROTOCOL_VERSION });
    store.dispatch(feedSnapshotApplied({ channel, seq, snapshot: snap, counts: null, at: 0 }));
  };
  const frame = (...deltas: FeedDelta[]): void => {
    for (const d of deltas) session.ingest(d);
    const batch = session.flush();
    if (batch !== null) store.dispatch(feedBatchApplied(batch));
  };
  return { store, load, frame, state: () => store.getState() };
}

/** Premier league (sort 1) with two matches, a cup (sort 5) with one, Serie A (sort 2) with one. */
function listSnapshot(): FeedSnapshot {
  return snapshot({
    leagues: [league('PL', { sort: 1, name: '英超' }), league('CUP', { sort: 5, name: '杯赛' }), league('SA', { sort: 2, name: '意甲' })],
    matches: [
      match('g1', { league_id: 'PL', startTime: 3_000 }),
      match('g2', { league_id: 'CUP', startTime: 1_000 }),
      match('g3', { league_id: 'PL', startTime: 2_000 }),
      match('g4', { league_id: 'SA', startTime: 4_000 }),
    ],
    odds: [odds('o1', 'g1'), odds('o2', 'g2'), odds('o3', 'g3'), odds('o4', 'g4')],
  });
}

describe('list selectors', () => {
  it('groups a channel by league in league order, matches by start time', () => {
    const { load, state } = setup();
    load(RB_FT, listSnapshot());
    const groups = selectChannelLeagues(state(), RB_FT);
    expect(groups.map((group) => [group.league.league_id, group.gameIds])).toEqual([
      ['PL', ['g3', 'g1']],
      ['SA', ['g4']],
      ['CUP', ['g2']],
    ]);
  });

  it('keeps the same grouping through price and clock updates', () => {
    const { load, frame, state } = setup();
    load(RB_FT, listSnapshot());
    const groups = selectChannelLeagues(state(), RB_FT);
    frame(delta(RB_FT, 11, [['o', 'o1', '1.50', 'open'], ['l', 'g1', { re_time: '700', sc_FT_H: 1 }]]));
    expect(selectChannelLeagues(state(), RB_FT)).toBe(groups);
  });

  it('regroups when a match joins the channel', () => {
    const { load, frame, state } = setup();
    load(RB_FT, listSnapshot());
    frame(delta(RB_FT, 11, [['a', match('g5', { league_id: 'SA', startTime: 500 }), [], league('SA', { sort: 2, name: '意甲' })]]));
    expect(selectChannelLeagues(state(), RB_FT)[1]?.gameIds).toEqual(['g5', 'g4']);
  });
});

/** Match g1: 1X2, two handicap lines (-0.5 balanced, -1.5 lopsided), one total line. */
function marketSnapshot(): FeedSnapshot {
  return snapshot({
    leagues: [league('L1')],
    matches: [match('g1'), match('g2')],
    odds: [
      odds('m1', 'g1', { playType: 'M', side: 'H', price: '2.10' }),
      odds('m2', 'g1', { playType: 'M', side: 'N', price: '3.30' }),
      odds('m3', 'g1', { playType: 'M', side: 'C', price: '3.40' }),
      odds('r1', 'g1', { playType: 'R', side: 'H', line: '-1.5', price: '3.10' }),
      odds('r2', 'g1', { playType: 'R', side: 'C', line: '-1.5', price: '1.35' }),
      odds('r3', 'g1', { playType: 'R', side: 'H', line: '-0.5', price: '1.95' }),
      odds('r4', 'g1', { playType: 'R', side: 'C', line: '-0.5', price: '1.93' }),
      odds('u1', 'g1', { playType: 'OU', side: 'O', line: '2.5', price: '1.90' }),
      odds('u2', 'g1', { playType: 'OU', side: 'U', line: '2.5', price: '1.98' }),
      odds('x1', 'g2', { playType: 'M', side: 'H', price: '1.50' }),
    ],
  });
}

describe('odds selectors', () => {
  it('picks the most balanced handicap line as the main line', () => {
    const { load, state } = setup();
    load(RB_FT, marketSnapshot());
    expect(selectMainLine(state(), 'g1', 'R').map((entry) => entry.oddsId)).toEqual(['r3', 'r4']);
    expect(selectMainLine(state(), 'g1', 'M').map((entry) => entry.oddsId)).toEqual(['m1', 'm2', 'm3']);
    expect(selectMainLines(state(), 'g1').EO).toEqual([]);
  });

  it('returns the same arrays for a match whose odds did not change while other matches moved', () => {
    const { load, frame, state } = setup();
    load(RB_FT, marketSnapshot());
    const all = selectMatchOdds(state(), 'g1');
    const handicap = selectMarketOdds(state(), 'g1', 'R');
    const lines = selectMainLines(state(), 'g1');

    frame(delta(RB_FT, 11, [['o', 'x1', '1.55', 'open']]));

    expect(selectMatchOdds(state(), 'g1')).toBe(all);
    expect(selectMarketOdds(state(), 'g1', 'R')).toBe(handicap);
    expect(selectMainLines(state(), 'g1')).toBe(lines);
  });

  it('returns a new market array when one of its prices moved, and keeps the other markets', () => {
    const { load, frame, state } = setup();
    load(RB_FT, marketSnapshot());
    const handicap = selectMarketOdds(state(), 'g1', 'R');
    const totals = selectMarketOdds(state(), 'g1', 'OU');
    const lines = selectMainLines(state(), 'g1');

    frame(delta(RB_FT, 11, [['o', 'r3', '1.97', 'open']]));

    expect(selectMarketOdds(state(), 'g1', 'R')).not.toBe(handicap);
    expect(selectMarketOdds(state(), 'g1', 'R').find((entry) => entry.oddsId === 'r3')?.price).toBe('1.97');
    expect(selectMarketOdds(state(), 'g1', 'OU')).toBe(totals);
    expect(selectMainLines(state(), 'g1')).not.toBe(lines);
    expect(selectMainLines(state(), 'g1').OU).toBe(lines.OU);
  });

  it('reads the same odds and match object by id until that entity changes', () => {
    const { load, frame, state } = setup();
    load(RB_FT, marketSnapshot());
    const m1 = selectOddsById(state(), 'm1');
    const g1 = selectMatchById(state(), 'g1');
    frame(delta(RB_FT, 11, [['o', 'm2', '3.25', 'open'], ['l', 'g1', { re_time: '900' }]]));
    expect(selectOddsById(state(), 'm1')).toBe(m1);
    expect(selectMatchById(state(), 'g1')).toBe(g1);
    expect(selectOddsById(state(), 'm2')?.direction).toBe('down');
  });

  it('locks odds that are suspended, or whose match is carried by any stale channel', () => {
    const { store, load, frame, state } = setup();
    load(RB_FT, marketSnapshot());
    load('match:g1', snapshot({ leagues: [league('L1')], matches: [match('g1')], odds: marketSnapshot().odds.slice(0, 9) }));
    frame(delta(RB_FT, 11, [['o', 'm1', '2.10', 'suspended']]));

    expect(selectIsOddsLocked(state(), 'm1')).toBe(true);
    expect(selectIsOddsLocked(state(), 'm2')).toBe(false);
    expect(selectIsOddsLocked(state(), 'unknown')).toBe(true);

    store.dispatch(feedChannelStale({ channel: 'match:g1', reason: 'gap' }));
    expect(selectIsOddsLocked(state(), 'm2')).toBe(true);
    expect(selectIsMatchStale(state(), 'g2')).toBe(false);
    expect(selectIsOddsLocked(state(), 'x1')).toBe(false);
  });
});
