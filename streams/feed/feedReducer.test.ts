import { describe, expect, it } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import fc from 'fast-check';
import type { FeedChannel, FeedDelta, FeedMatch, FeedOp, FeedSnapshot, OddsStatus, PlayType } from '@src/contract';
import { compareDecimal } from './decimalCompare';
import {
  feedBatchApplied,
  feedChannelRecovered,
  feedChannelReleased,
  feedChannelStale,
  feedChannelWanted,
  feedSnapshotApplied,
} from './feedActions';
import { FeedSession } from './feedSession';
import { FEED_STORE_CHECKS, feedReducers } from './feedStore';
import type { FeedState, LiveEntity, OddsEntity } from './feedTypes';
import { selectIsOddsLocked, selectOddsDisplayStatus } from './feedSelectors';
import { ack, delta, league, match, odds, oneMatchSnapshot, snapshot } from './testing/feedFixtures';

const RB_FT: FeedChannel = 'RB:FT';

/** A store with the feed reducer (RTK's dev checks on, minus the feed's own hot paths) and a session to ingest frames. */
function setup() {
  const store = configureStore({
    reducer: feedReducers,
    middleware: (getDefault) => getDefault(FEED_STORE_CHECKS),
  });
  let now = 50_000;
  const session = new FeedSession(() => now);
  const want = (channel: FeedChannel, snap: FeedSnapshot, seq = 10): void => {
    store.dispatch(feedChannelWanted({ channel }));
    session.open(channel);
    session.beginSubscribe(channel);
    const a = ack(channel, seq, snap);
    session.completeSubscribe(a);
    store.dispatch(feedSnapshotApplied({ channel, seq, snapshot: a.snapshot, counts: a.counts ?? null, at: now }));
  };
  /** Deltas that arrive between two frames, then the frame's flush. */
  const frame = (...deltas: FeedDelta[]): void => {
    for (const d of deltas) session.ingest(d);
    now += 16;
    const batch = session.flush();
    if (batch !== null) store.dispatch(feedBatchApplied(batch));
  };
  const feed = () => store.getState().feed;
  return { store, session, want, frame, feed };
}

describe('feed reducer: snapshots', () => {
  it('fills leagues, matches, live data and odds from a snapshot and makes the channel live', () => {
    const { want, feed } = setup();
    want(RB_FT, oneMatchSnapshot(), 10);

    expect(feed().channels[RB_FT]).toMatchObject({ status: 'live', lastSeq: 10, wanted: 1 });
    expect(feed().leagues.entities.L1).toMatchObject({ name: '联赛L1' });
    expect(feed().matches.entities.g1).toEqual({
      gameId: 'g1',
      hgid: 'hg1',
      gide: 'dg1',
      league_id: 'L1',
      gameType: 'FT',
      team_h: '主队g1',
      team_c: '客队g1',
      startTime: 1_700_000_000_000,
    });
    expect(feed().live.entities.g1).toMatchObject({ re_time: '600', se_now: '1H', sc_FT_H: 0 });
    expect(feed().odds.entities.o1).toMatchObject({ price: '2.00', prevPrice: null, changedAt: null, direction: null });
    expect(feed().odds.byGame.g1).toEqual(['o1', 'o2', 'o3']);
    expect(feed().membership.byGame.g1).toEqual([RB_FT]);
  });

  it('drops matches that left the channel on a fresh snapshot but keeps those another channel carries', () => {
    const { want, feed, store } = setup();
    want(RB_FT, snapshot({ leagues: [league('L1')], matches: [match('g1'), match('g2')], odds: [odds('o1', 'g1'), odds('o2', 'g2')] }));
    want('match:g2', snapshot({ leagues: [league('L1')], matches: [match('g2')], odds: [odds('o2', 'g2')] }));

    store.dispatch(
      feedSnapshotApplied({ channel: RB_FT, seq: 30, snapshot: snapshot({ leagues: [league('L1')] }), counts: null, at: 1 }),
    );

    expect(feed().matches.entities.g1).toBeUndefined();
    expect(feed().odds.entities.o1).toBeUndefined();
    expect(feed().matches.entities.g2).toBeDefined();
    expect(feed().odds.entities.o2).toBeDefined();
    expect(feed().membership.byGame.g2).toEqual(['match:g2']);
    expect(feed().membership.byChannel[RB_FT]).toEqual([]);
  });

  it('keeps the reference of every odds a resync snapshot did not change', () => {
    const { want, feed } = setup();
    want(RB_FT, oneMatchSnapshot(), 10);
    const before = feed().odds.entities;
    const o1 = before.o1;
    const o2 = before.o2;

    const changed = oneMatchSnapshot();
    changed.odds[1] = odds('o2', 'g1', { side: 'N', price: '3.40' });
    want(RB_FT, changed, 40);

    expect(feed().odds.entities.o1).toBe(o1);
    expect(feed().odds.entities.o2).not.toBe(o2);
    expect(feed().odds.entities.o2).toMatchObject({ price: '3.40', prevPrice: '3.20', direction: 'up' });
  });

  it('replaces the live counts from the counts channel snapshot', () => {
    const { store, feed } = setup();
    store.dispatch(feedChannelWanted({ channel: 'counts' }));
    store.dispatch(
      feedSnapshotApplied({ channel: 'counts', seq: 1, snapshot: snapshot(), counts: { RB: { FT: 12 } }, at: 1 }),
    );
    expect(feed().counts).toEqual({ RB: { FT: 12 } });
  });
});

describe('feed reducer: one batch per frame', () => {
  it('keeps the previous price, the server time of the change and its direction', () => {
    const { want, frame, feed } = setup();
    want(RB_FT, oneMatchSnapshot());
    frame(delta(RB_FT, 11, [['o', 'o1', '1.95', 'open']], 123_456));

    expect(feed().odds.entities.o1).toMatchObject({
      price: '1.95',
      prevPrice: '2.00',
      changedAt: 123_456,
      direction: 'down',
    });
    expect(feed().channels[RB_FT]).toMatchObject({ lastSeq: 11 });
  });

  it('applies many deltas for one odds in a frame as one change where the last price wins', () => {
    const { want, store, feed, session } = setup();
    want(RB_FT, oneMatchSnapshot());
    session.ingest(delta(RB_FT, 11, [['o', 'o1', '2.05', 'open']], 1));
    session.ingest(delta(RB_FT, 12, [['o', 'o1', '2.10', 'open']], 2));
    session.ingest(delta(RB_FT, 13, [['o', 'o1', '1.90', 'suspended']], 3));
    const batch = session.flush();

    // The batch carries the ops in order; the reducer merges them as it looks the odds up.
    expect(batch?.odds.map((op) => op[2])).toEqual(['2.05', '2.10', '1.90']);
    expect(batch?.ts).toBe(3);
    if (batch !== null) store.dispatch(feedBatchApplied(batch));
    expect(feed().odds.entities.o1).toMatchObject({ price: '1.90', status: 'suspended', prevPrice: '2.00', changedAt: 3 });
  });

  it('keeps the flash of the last frame when a price moves and comes back within one frame', () => {
    const { want, frame, feed } = setup();
    want(RB_FT, oneMatchSnapshot());
    frame(delta(RB_FT, 11, [['o', 'o1', '1.95', 'open']], 100));
    const flashed = feed().odds.entities.o1;

    frame(delta(RB_FT, 12, [['o', 'o1', '2.20', 'open']], 200), delta(RB_FT, 13, [['o', 'o1', '1.95', 'open']], 300));

    expect(feed().odds.entities.o1).toBe(flashed);
    expect(flashed).toMatchObject({ price: '1.95', prevPrice: '2.00', changedAt: 100, direction: 'down' });
  });

  it('leaves untouched odds with their old references, so rows selecting them by id do not re-render', () => {
    const { want, frame, feed } = setup();
    want(RB_FT, oneMatchSnapshot());
    const { o2, o3 } = feed().odds.entities;
    const table = feed().odds;

    frame(delta(RB_FT, 11, [['o', 'o1', '1.95', 'open']]));

    expect(feed().odds).not.toBe(table);
    expect(feed().odds.entities.o2).toBe(o2);
    expect(feed().odds.entities.o3).toBe(o3);
  });

  it('suspends a whole market, and an odds op after the market op reopens only that odds', () => {
    const { want, frame, feed } = setup();
    want(RB_FT, oneMatchSnapshot());
    frame(
      delta(RB_FT, 11, [['o', 'o1', '1.95', 'open']]),
      delta(RB_FT, 12, [['m', 'g1', 'M', 'suspended']]),
      delta(RB_FT, 13, [['o', 'o3', '3.60', 'open']]),
    );

    expect(feed().odds.entities.o1).toMatchObject({ price: '1.95', status: 'suspended' });
    expect(feed().odds.entities.o2).toMatchObject({ status: 'suspended' });
    expect(feed().odds.entities.o3).toMatchObject({ price: '3.60', status: 'open' });
  });

  it('suspends the market of a match added in the same frame, over an odds op sent before the market op', () => {
    const { want, frame, feed } = setup();
    want(RB_FT, oneMatchSnapshot());
    frame(
      delta(RB_FT, 11, [['a', match('g2'), [odds('o8', 'g2', { price: '1.50' }), odds('o9', 'g2', { playType: 'R', price: '1.70' })], league('L1')]]),
      delta(RB_FT, 12, [['o', 'o8', '1.55', 'open'], ['o', 'o9', '1.75', 'open']]),
      delta(RB_FT, 13, [['m', 'g2', 'M', 'suspended']]),
    );

    expect(feed().odds.entities.o8).toMatchObject({ price: '1.55', status: 'suspended', prevPrice: '1.50' });
    expect(feed().odds.entities.o9).toMatchObject({ price: '1.75', status: 'open', prevPrice: '1.70' });
  });

  it('keeps a market op after the odds ops it came after when an add drops earlier ops of its match', () => {
    const { want, frame, feed } = setup();
    want(RB_FT, oneMatchSnapshot());
    frame(
      delta(RB_FT, 11, [['o', 'o9', '1.40', 'open'], ['o', 'o1', '1.95', 'open'], ['m', 'g1', 'M', 'suspended']]),
      delta(RB_FT, 12, [['a', match('g2'), [odds('o9', 'g2', { price: '1.50' })], league('L1')], ['o', 'o2', '3.30', 'open']]),
    );

    expect(feed().odds.entities.o9).toMatchObject({ price: '1.50', prevPrice: null });
    expect(feed().odds.entities.o1).toMatchObject({ price: '1.95', status: 'suspended' });
    expect(feed().odds.entities.o2).toMatchObject({ price: '3.30', status: 'open' });
    expect(feed().odds.entities.o3).toMatchObject({ status: 'suspended' });
  });

  it('merges live patches field by field and leaves the match info (and so the list order) untouched', () => {
    const { want, frame, feed } = setup();
    want(RB_FT, oneMatchSnapshot());
    const info = feed().matches;
    frame(
      delta(RB_FT, 11, [['l', 'g1', { re_time: '601' }]]),
      delta(RB_FT, 12, [['l', 'g1', { re_time: '602', sc_FT_H: 1 }]]),
    );

    // The frame flushed at 50,016 (client time): the running clock counts on from there.
    expect(feed().live.entities.g1).toMatchObject({ re_time: '602', sc_FT_H: 1, se_now: '1H', clockAt: 50_016 });
    expect(feed().matches).toBe(info);
  });

  it('skips malformed live fields and never changes the messages it merges', () => {
    const { want, frame, feed } = setup();
    want(RB_FT, oneMatchSnapshot());
    const first = { re_time: '601' };
    const second = { sc_FT_H: 1, se_now: 2, gameId: 'g9' } as unknown as Partial<FeedMatch>;
    frame(delta(RB_FT, 11, [['l', 'g1', first]]), delta(RB_FT, 12, [['l', 'g1', second]]));

    expect(feed().live.entities.g1).toMatchObject({ gameId: 'g1', re_time: '601', sc_FT_H: 1, se_now: '1H' });
    expect(first).toEqual({ re_time: '601' });
    expect(second).toEqual({ sc_FT_H: 1, se_now: 2, gameId: 'g9' });
  });

  it('ends with the match removed when it was added and removed in one frame', () => {
    const { want, frame, feed } = setup();
    want(RB_FT, oneMatchSnapshot());
    frame(
      delta(RB_FT, 11, [['a', match('g2'), [odds('o9', 'g2')], league('L1')]]),
      delta(RB_FT, 12, [['o', 'o9', '1.50', 'open']]),
      delta(RB_FT, 13, [['r', 'g2']]),
    );

    expect(feed().matches.entities.g2).toBeUndefined();
    expect(feed().odds.entities.o9).toBeUndefined();
    expect(feed().matches.ids).toEqual(['g1']);
  });

  it('takes the state of an add that follows a remove, not the updates buffered before it', () => {
    const { want, frame, feed } = setup();
    want(RB_FT, oneMatchSnapshot());
    frame(
      delta(RB_FT, 11, [['o', 'o1', '9.99', 'open']]),
      delta(RB_FT, 12, [['r', 'g1']]),
      delta(RB_FT, 13, [['a', match('g1', { sc_FT_H: 2 }), [odds('o1', 'g1', { price: '1.80' })], league('L1')]]),
    );

    expect(feed().odds.entities.o1).toMatchObject({ price: '1.80' });
    expect(feed().odds.byGame.g1).toEqual(['o1']);
    expect(feed().live.entities.g1).toMatchObject({ sc_FT_H: 2 });
  });

  it('drops updates for a match that was removed', () => {
    const { want, frame, feed } = setup();
    want(RB_FT, oneMatchSnapshot());
    frame(delta(RB_FT, 11, [['r', 'g1']]), delta(RB_FT, 12, [['o', 'o1', '1.70', 'open'], ['l', 'g1', { re_time: '9' }]]));

    expect(feed().odds.entities).toEqual({});
    expect(feed().live.entities).toEqual({});
    expect(feed().odds.ids).toEqual([]);
  });

  it('skips malformed ops and applies the rest', () => {
    const { want, frame, feed, session } = setup();
    want(RB_FT, oneMatchSnapshot());
    const garbage = [['o', 'o2', 3.3, 'open'], ['x'], 'nonsense', ['o', 'o1', '1.99', 'open']] as unknown as FeedDelta['ops'];
    frame(delta(RB_FT, 11, garbage));

    expect(feed().odds.entities.o1).toMatchObject({ price: '1.99' });
    expect(feed().odds.entities.o2).toMatchObject({ price: '3.20' });
    expect(session.buffer.malformedOps).toBe(3);
  });

  it('updates the tab counts from count ops', () => {
    const { store, session, frame, feed } = setup();
    store.dispatch(feedChannelWanted({ channel: 'counts' }));
    session.open('counts');
    session.beginSubscribe('counts');
    session.completeSubscribe(ack('counts', 1, snapshot(), { RB: { FT: 12 } }));
    frame(delta('counts', 2, [['c', 'RB', 'FT', 13], ['c', 'RB', 'BK', 4]]));
    expect(feed().counts).toEqual({ RB: { FT: 13, BK: 4 } });
  });
});

describe('feed reducer: channels', () => {
  it('counts views: only the last release drops what the channel carried', () => {
    const { store, want, feed } = setup();
    want(RB_FT, oneMatchSnapshot());
    store.dispatch(feedChannelWanted({ channel: RB_FT }));

    store.dispatch(feedChannelReleased({ channel: RB_FT }));
    expect(feed().channels[RB_FT]?.wanted).toBe(1);
    expect(feed().odds.ids).toHaveLength(3);

    store.dispatch(feedChannelReleased({ channel: RB_FT }));
    expect(feed().channels[RB_FT]).toBeUndefined();
    expect(feed().odds.ids).toEqual([]);
    expect(feed().matches.ids).toEqual([]);
    expect(feed().membership.byGame).toEqual({});
  });

  it('shows the odds of a stale channel as suspended and locked until it is live again', () => {
    const { store, want } = setup();
    want(RB_FT, oneMatchSnapshot());
    expect(selectIsOddsLocked(store.getState(), 'o1')).toBe(false);

    store.dispatch(feedChannelStale({ channel: RB_FT, reason: 'gap' }));
    expect(store.getState().feed.channels[RB_FT]).toMatchObject({ status: 'stale', reason: 'gap' });
    expect(selectIsOddsLocked(store.getState(), 'o1')).toBe(true);
    expect(selectOddsDisplayStatus(store.getState(), 'o1')).toBe('suspended');

    store.dispatch(feedChannelRecovered({ channel: RB_FT }));
    expect(selectIsOddsLocked(store.getState(), 'o1')).toBe(false);
  });

  it('does not mark a channel stale before its first snapshot', () => {
    const { store, feed } = setup();
    store.dispatch(feedChannelWanted({ channel: RB_FT }));
    store.dispatch(feedChannelStale({ channel: RB_FT, reason: 'disconnected' }));
    expect(feed().channels[RB_FT]?.status).toBe('subscribing');
  });
});

// ---- A frame equals its ops applied one by one ----

/** Two matches, two markets each (R and OU), two odds per market: o0..o7; odds oN belongs to g(N div 4). */
function propertySnapshot(): FeedSnapshot {
  const playTypes: PlayType[] = ['R', 'R', 'OU', 'OU'];
  return snapshot({
    leagues: [league('L1')],
    matches: [match('g0'), match('g1')],
    odds: Array.from({ length: 8 }, (_, n) =>
      odds(`o${n}`, `g${Math.floor(n / 4)}`, { playType: playTypes[n % 4], side: n % 2 === 0 ? 'H' : 'C', price: '2.00' }),
    ),
  });
}

const PRICES = ['1.90', '1.95', '2.00', '2.05', '2.10'];
const STATUSES: OddsStatus[] = ['open', 'suspended'];
const opArb: fc.Arbitrary<FeedOp> = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.integer({ min: 0, max: 8 }), fc.constantFrom(...PRICES), fc.constantFrom(...STATUSES)).map(
    // o8 is not in the store: ops for it are dropped.
    ([n, price, status]): FeedOp => ['o', `o${n}`, price, status],
  ) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 0, max: 1 }), fc.constantFrom<PlayType>('R', 'OU'), fc.constantFrom(...STATUSES)).map(
    ([g, playType, status]): FeedOp => ['m', `g${g}`, playType, status],
  ) },
  { weight: 2, arbitrary: fc.tuple(fc.integer({ min: 0, max: 1 }), fc.constantFrom('600', '601', '602'), fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined })).map(
    ([g, re_time, goals]): FeedOp => ['l', `g${g}`, goals === undefined ? { re_time } : { re_time, sc_FT_H: goals }],
  ) },
);
/** A frame: the deltas that arrive between two animation frames. */
const frameArb = fc.array(fc.array(opArb, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 });

/**
 * What a frame must leave in the store, worked out op by op from the state before it: the last price
 * of each odds and the status of the last odds or market op that touched it; a price that ends
 * different from the one before the frame records that one as previous, with the frame's time and
 * direction (one flash per frame, from what was on screen); live fields merged, the clock time
 * restarting when re_time ends different.
 */
function expectedAfterFrame(before: FeedState, ops: FeedOp[], ts: number, at: number) {
  const odds = new Map(Object.entries(before.odds.entities).map(([id, entity]) => [id, { ...entity }]));
  const live = new Map(Object.entries(before.live.entities).map(([id, entity]) => [id, { ...entity }]));
  for (const op of ops) {
    if (op[0] === 'o') {
      const entity = odds.get(op[1]);
      if (entity === undefined) continue;
      entity.price = op[2];
      entity.status = op[3];
    } else if (op[0] === 'm') {
      for (const entity of odds.values()) if (entity.gameId === op[1] && entity.playType === op[2]) entity.status = op[3];
    } else if (op[0] === 'l') {
      const entity = live.get(op[1]);
      if (entity !== undefined) Object.assign(entity, op[2]);
    }
  }
  const expectedOdds: Record<string, OddsEntity> = {};
  for (const [id, entity] of odds) {
    const old = before.odds.entities[id]!;
    if (entity.price === old.price) expectedOdds[id] = { ...entity, prevPrice: old.prevPrice, changedAt: old.changedAt, direction: old.direction };
    else {
      const order = compareDecimal(entity.price, old.price);
      expectedOdds[id] = { ...entity, prevPrice: old.price, changedAt: ts, direction: order > 0 ? 'up' : 'down' };
    }
  }
  const expectedLive: Record<string, LiveEntity> = {};
  for (const [id, entity] of live) {
    const old = before.live.entities[id]!;
    expectedLive[id] = { ...entity, clockAt: entity.re_time === old.re_time ? old.clockAt : at };
  }
  return { odds: expectedOdds, live: expectedLive };
}

describe('feed reducer: a frame equals its ops applied in order', () => {
  it('ends with the last price and status of every odds, one previous price per frame, and merged live data (property)', () => {
    fc.assert(
      fc.property(fc.array(frameArb, { minLength: 1, maxLength: 4 }), (frames) => {
        const { want, frame, feed } = setup();
        want(RB_FT, propertySnapshot(), 10);
        let seq = 10;
        let ts = 1_000;
        let now = 50_000;
        for (const deltas of frames) {
          const before = feed();
          const unchanged = new Map(Object.entries(before.odds.entities));
          const ops = deltas.flat();
          const sent = deltas.map((frameOps) => delta(RB_FT, ++seq, frameOps, (ts += 7)));
          now += 16;
          const expected = expectedAfterFrame(before, ops, ts, now);
          frame(...sent);

          expect(feed().odds.entities).toEqual(expected.odds);
          expect(feed().live.entities).toEqual(expected.live);
          // An odds the frame left as it was keeps its reference (its row does not re-render), unless
          // a market op went over it (the market's status is applied before the odds ops).
          const marketsTouched = new Set(ops.flatMap((op) => (op[0] === 'm' ? [`${op[1]}/${op[2]}`] : [])));
          for (const [id, entity] of unchanged) {
            const after = feed().odds.entities[id];
            if (marketsTouched.has(`${entity.gameId}/${entity.playType}`)) continue;
            if (after?.price === entity?.price && after?.status === entity?.status) expect(after).toBe(entity);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
