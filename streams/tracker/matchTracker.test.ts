import { describe, expect, it } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { MATCH_PRICE_HISTORY_POINTS, type FeedChannel, type FeedDelta, type MatchEvent } from '@src/contract';
import { feedBatchApplied, feedChannelReleased, feedChannelWanted, feedSnapshotApplied } from '../feed/feedActions';
import { FeedSession } from '../feed/feedSession';
import { FEED_STORE_CHECKS, feedReducers } from '../feed/feedStore';
import { ack, delta, league, match, odds, snapshot } from '../feed/testing/feedFixtures';
import { MATCH_TRACKER_KEY, matchTrackerReducer } from './matchTracker';
import { bookingCounts, selectMatchEvents, selectPriceHistory } from './matchTrackerSelectors';

const G1: FeedChannel = 'match:g1';

function corner(id: number, side: 'H' | 'C', clock = '600'): MatchEvent {
  return { id, kind: 'corner', side, clock, period: '1H' };
}

function setup() {
  const store = configureStore({
    reducer: { ...feedReducers, [MATCH_TRACKER_KEY]: matchTrackerReducer },
    middleware: (getDefault) => getDefault(FEED_STORE_CHECKS),
  });
  let now = 50_000;
  const session = new FeedSession(() => now);
  const open = (channel: FeedChannel, events?: unknown, history?: unknown): void => {
    store.dispatch(feedChannelWanted({ channel }));
    session.open(channel);
    session.beginSubscribe(channel);
    const snap = snapshot({
      leagues: [league('L1')],
      matches: [match('g1')],
      odds: [
        odds('g1.0', 'g1', { side: 'H', price: '1.90' }),
        odds('g1.1', 'g1', { side: 'N', price: '3.40' }),
        odds('g1.2', 'g1', { side: 'C', price: '4.10' }),
        odds('g1.3', 'g1', { playType: 'R', side: 'H', line: '-0.5', price: '1.95' }),
      ],
    });
    const a = ack(channel, 10, snap);
    session.completeSubscribe(a);
    store.dispatch(feedSnapshotApplied({ channel, seq: 10, snapshot: snap, counts: null, at: now, events, history }));
  };
  const frame = (...deltas: FeedDelta[]): void => {
    for (const d of deltas) session.ingest(d);
    now += 16;
    const batch = session.flush();
    if (batch !== null) store.dispatch(feedBatchApplied(batch));
  };
  return { store, open, frame, state: () => store.getState() };
}

describe('match tracker state', () => {
  it('takes the events and the 1X2 price history since kick-off from the match channel ack, continued with the snapshot price', () => {
    const { open, state } = setup();
    open(G1, [corner(1, 'H'), { id: 2, kind: 'bogus' }, corner(3, 'C')], [
      { oddsId: 'g1.0', points: [[1_000, '2.10'], [61_000, '2.00'], ['bad']] },
    ]);
    expect(selectMatchEvents(state(), 'g1').map((e) => e.id)).toEqual([1, 3]);
    expect(selectPriceHistory(state(), 'g1.0')).toEqual([
      [1_000, '2.10'],
      [61_000, '2.00'],
      [50_000, '1.90'],
    ]);
    expect(selectPriceHistory(state(), 'g1.1')).toEqual([[50_000, '3.40']]);
    // Only the main 1X2 is charted.
    expect(selectPriceHistory(state(), 'g1.3')).toEqual([]);
  });

  it('appends events as e ops arrive (each id once) and counts corners and cards per side', () => {
    const { open, frame, state } = setup();
    open(G1, [corner(1, 'H')]);
    frame(
      delta(G1, 11, [
        ['e', 'g1', corner(2, 'C')],
        ['e', 'g1', { id: 3, kind: 'yellow', side: 'C', clock: '700', period: '1H' }],
      ]),
    );
    frame(delta(G1, 12, [['e', 'g1', corner(3, 'H')], ['e', 'g1', { id: 4, kind: 'red', side: 'H', clock: '800', period: '1H' }]]));
    const events = selectMatchEvents(state(), 'g1');
    expect(events.map((e) => `${e.id}${e.kind}`)).toEqual(['1corner', '2corner', '3yellow', '4red']);
    expect(bookingCounts(events)).toEqual({ corners: { H: 1, C: 1 }, yellow: { H: 0, C: 1 }, red: { H: 1, C: 0 } });
  });

  it('keeps a bounded ring of price points per odds, one per price change, at the delta time', () => {
    const { open, frame, state } = setup();
    open(G1);
    frame(delta(G1, 11, [['o', 'g1.0', '1.90', 'suspended']], 60_000));
    expect(selectPriceHistory(state(), 'g1.0')).toHaveLength(1);
    for (let i = 0; i < MATCH_PRICE_HISTORY_POINTS + 5; i++) {
      frame(delta(G1, 12 + i, [['o', 'g1.0', (2 + i / 100).toFixed(2), 'open']], 70_000 + i * 1000));
    }
    const points = selectPriceHistory(state(), 'g1.0');
    expect(points).toHaveLength(MATCH_PRICE_HISTORY_POINTS);
    expect(points[points.length - 1]).toEqual([70_000 + (MATCH_PRICE_HISTORY_POINTS + 4) * 1000, '3.24']);
  });

  it('leaves the tracker as it is on a list frame with no match open', () => {
    const { store } = setup();
    const before = store.getState().matchTracker;
    store.dispatch(
      feedBatchApplied({ membership: [], markets: [], odds: [['o', 'g1.0', '1.80', 'open']], live: [], counts: [], progress: [], ts: 1, at: 1 }),
    );
    expect(store.getState().matchTracker).toBe(before);
  });

  it('keeps a match while another view still wants its channel', () => {
    const { store, open, state } = setup();
    open(G1, [corner(1, 'H')]);
    store.dispatch(feedChannelWanted({ channel: G1 }));
    store.dispatch(feedChannelReleased({ channel: G1 }));
    expect(selectMatchEvents(state(), 'g1')).toHaveLength(1);
  });

  it('forgets the events and histories when the match channel is released', () => {
    const { store, open, state } = setup();
    open(G1, [corner(1, 'H')]);
    store.dispatch(feedChannelReleased({ channel: G1 }));
    expect(selectMatchEvents(state(), 'g1')).toEqual([]);
    expect(selectPriceHistory(state(), 'g1.0')).toEqual([]);
    expect(state().matchTracker.tracked).toBe(0);
  });
});
