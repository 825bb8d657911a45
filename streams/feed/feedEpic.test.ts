import { describe, expect, it } from 'vitest';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { createEpicMiddleware } from 'redux-observable';
import { map, NEVER, Subject, timer, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { FeedChannel, FeedDelta, FeedHeartbeat, SubscribeAck } from '@src/contract';
import {
  feedBatchApplied,
  feedChannelRecovered,
  feedChannelReleased,
  feedChannelStale,
  feedChannelWanted,
  feedConnectionChanged,
  feedLinkDead,
  feedLinkRestored,
  feedSnapshotApplied,
  feedSnapshotRequested,
  feedSubscribeFailed,
} from './feedActions';
import type { FeedDependencies } from './feedEpicContext';
import { feedEpic } from './feedEpic';
import { FEED_STORE_CHECKS, feedReducers } from './feedStore';
import { selectChannelStatus, selectIsOddsLocked } from './feedSelectors';
import type { FeedConnectionEvent, FeedTransport } from './feedTransport';
import { ack, delta, oneMatchSnapshot } from './testing/feedFixtures';

const RB_FT: FeedChannel = 'RB:FT';

/** One line per action, in the product's words, so marbles read as a story. */
function describeAction(action: UnknownAction): string {
  if (feedConnectionChanged.match(action)) {
    const { connected, recovered } = action.payload;
    return connected ? (recovered ? 'connected, recovered' : 'connected') : 'disconnected';
  }
  if (feedSnapshotRequested.match(action)) return `request ${action.payload.channel} (${action.payload.reason})`;
  if (feedSnapshotApplied.match(action)) return `snapshot ${action.payload.channel}@${action.payload.seq}`;
  if (feedChannelStale.match(action)) return `stale ${action.payload.channel} (${action.payload.reason})`;
  if (feedChannelRecovered.match(action)) return `recovered ${action.payload.channel}`;
  if (feedSubscribeFailed.match(action)) return `failed ${action.payload.channel}: ${action.payload.error}`;
  if (feedLinkDead.match(action)) return 'link dead';
  if (feedLinkRestored.match(action)) return 'link restored';
  if (feedBatchApplied.match(action)) {
    // Odds ops reach the reducer unmerged; it keeps the last price of each.
    const prices = new Map(action.payload.odds.map(([, oddsId, price]) => [oddsId, price]));
    const odds = [...prices].map(([oddsId, price]) => `${oddsId}=${price}`);
    const live = action.payload.live.map((change) => `${change.gameId}:${Object.keys(change.patch).join('+')}`);
    return `batch ${[...odds, ...live].join(' ')}`;
  }
  return action.type;
}

const VIEW_ACTIONS: ReadonlySet<string> = new Set([feedChannelWanted.type, feedChannelReleased.type]);

const connected: FeedConnectionEvent = { connected: true, recovered: false };
const recovered: FeedConnectionEvent = { connected: true, recovered: true };
const disconnected: FeedConnectionEvent = { connected: false, reason: 'transport close' };

interface Wiring {
  connection$?: Observable<FeedConnectionEvent>;
  heartbeats$?: Observable<FeedHeartbeat>;
  deltas$?: Observable<FeedDelta>;
  views$?: Observable<UnknownAction>;
  /** The answer to the n-th subscribe (1-based). */
  answer: (channel: FeedChannel, n: number) => Observable<SubscribeAck>;
}

/** The real store (reducer + epics) over a fake transport; everything runs in the TestScheduler's virtual time. */
function start(scheduler: TestScheduler, wiring: Wiring) {
  const dispatched = new Subject<UnknownAction>();
  const subscribes: Array<[number, FeedChannel]> = [];
  const unsubscribes: Array<[number, FeedChannel]> = [];
  const feed: FeedTransport = {
    deltas$: wiring.deltas$ ?? NEVER,
    heartbeats$: wiring.heartbeats$ ?? NEVER,
    connection$: wiring.connection$ ?? NEVER,
    subscribe: (channel) => {
      subscribes.push([scheduler.now(), channel]);
      return wiring.answer(channel, subscribes.length);
    },
    unsubscribe: (channel) => void unsubscribes.push([scheduler.now(), channel]),
    close: () => undefined,
  };
  const dependencies: FeedDependencies = { feed, scheduler, frameScheduler: scheduler };
  const epicMiddleware = createEpicMiddleware<UnknownAction, UnknownAction, unknown, FeedDependencies>({ dependencies });
  const recorder: Middleware = () => (next) => (action) => {
    const typed = action as UnknownAction;
    if (!VIEW_ACTIONS.has(typed.type)) dispatched.next(typed);
    return next(action);
  };
  const store = configureStore({
    reducer: feedReducers,
    middleware: (getDefault) => getDefault({ ...FEED_STORE_CHECKS, thunk: false }).prepend(recorder).concat(epicMiddleware),
  });
  epicMiddleware.run(feedEpic);
  wiring.views$?.subscribe((action) => store.dispatch(action));
  return { store, output$: dispatched.pipe(map(describeAction)), subscribes, unsubscribes };
}

function newScheduler(): TestScheduler {
  return new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
}

/** Answers every subscribe after `delayMs` with the one-match snapshot at `seq`. */
function answerAfter(scheduler: TestScheduler, delayMs: number, seq: number) {
  return (channel: FeedChannel): Observable<SubscribeAck> =>
    timer(delayMs, scheduler).pipe(map(() => ack(channel, seq, oneMatchSnapshot())));
}

const odds1 = (seq: number, price: string): FeedDelta => delta(RB_FT, seq, [['o', 'o1', price, 'open']], 1_000 + seq);

describe('feed epic: snapshot and deltas', () => {
  it('subscribes when a view wants a channel, applies the snapshot, then dispatches one batch per frame', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const { output$, store } = start(scheduler, {
        connection$: hot('-c', { c: connected }),
        views$: hot('--w', { w: feedChannelWanted({ channel: RB_FT }) }),
        deltas$: hot('-------a-(bc)', {
          a: odds1(11, '1.95'),
          b: delta(RB_FT, 12, [['o', 'o2', '3.10', 'open']]),
          c: delta(RB_FT, 13, [['l', 'g1', { re_time: '612' }]]),
        }),
        answer: answerAfter(scheduler, 3, 10),
      });
      expectObservable(output$, '^ 100ms !').toBe('-cr--s-a-b', {
        c: 'connected',
        r: 'request RB:FT (wanted)',
        s: 'snapshot RB:FT@10',
        a: 'batch o1=1.95',
        b: 'batch o2=3.10 g1:re_time',
      });
      scheduler.schedule(() => {
        expect(store.getState().feed.odds.entities.o1).toMatchObject({ price: '1.95', prevPrice: '2.00', direction: 'down' });
        expect(store.getState().feed.live.entities.g1?.re_time).toBe('612');
        expect(store.getState().feed.channels[RB_FT]?.lastSeq).toBe(13);
      }, 50);
    });
  });

  it('conflates many deltas in one frame into one dispatch where the last price of each odds wins', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const { output$, store } = start(scheduler, {
        connection$: hot('-c', { c: connected }),
        views$: hot('--w', { w: feedChannelWanted({ channel: RB_FT }) }),
        deltas$: hot('-------(abcd)', {
          a: odds1(11, '2.05'),
          b: odds1(12, '2.20'),
          c: delta(RB_FT, 13, [['o', 'o2', '3.30', 'open']]),
          d: odds1(14, '2.10'),
        }),
        answer: answerAfter(scheduler, 3, 10),
      });
      expectObservable(output$, '^ 100ms !').toBe('-cr--s-b', {
        c: 'connected',
        r: 'request RB:FT (wanted)',
        s: 'snapshot RB:FT@10',
        b: 'batch o1=2.10 o2=3.30',
      });
      scheduler.schedule(() => {
        expect(store.getState().feed.odds.entities.o1).toMatchObject({ price: '2.10', prevPrice: '2.00', direction: 'up' });
      }, 50);
    });
  });

  it('applies deltas that raced ahead of the ack after the snapshot, skipping those the snapshot already holds', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const { output$, store } = start(scheduler, {
        connection$: hot('-c', { c: connected }),
        views$: hot('--w', { w: feedChannelWanted({ channel: RB_FT }) }),
        deltas$: hot('----(ab)', { a: odds1(10, '9.99'), b: odds1(11, '1.85') }),
        answer: answerAfter(scheduler, 6, 10),
      });
      expectObservable(output$, '^ 100ms !').toBe('-cr-----(sb)', {
        c: 'connected',
        r: 'request RB:FT (wanted)',
        s: 'snapshot RB:FT@10',
        b: 'batch o1=1.85',
      });
      scheduler.schedule(() => expect(store.getState().feed.odds.entities.o1?.price).toBe('1.85'), 50);
    });
  });
});

describe('feed epic: resync', () => {
  it('marks the channel stale at once on a sequence gap and resubscribes for a fresh snapshot', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const { output$, store, subscribes } = start(scheduler, {
        connection$: hot('-c', { c: connected }),
        views$: hot('--w', { w: feedChannelWanted({ channel: RB_FT }) }),
        deltas$: hot('-------a-b-------c', { a: odds1(11, '1.95'), b: odds1(13, '1.70'), c: odds1(21, '1.60') }),
        answer: (channel, n) => answerAfter(scheduler, n === 1 ? 3 : 5, n === 1 ? 10 : 20)(channel),
      });
      expectObservable(output$, '^ 100ms !').toBe('-cr--s-a-(tq)-n--b', {
        c: 'connected',
        r: 'request RB:FT (wanted)',
        s: 'snapshot RB:FT@10',
        a: 'batch o1=1.95',
        t: 'stale RB:FT (gap)',
        q: 'request RB:FT (gap)',
        n: 'snapshot RB:FT@20',
        b: 'batch o1=1.60',
      });
      scheduler.schedule(() => {
        expect(selectChannelStatus(store.getState(), RB_FT)).toBe('stale');
        expect(selectIsOddsLocked(store.getState(), 'o1')).toBe(true);
      }, 10);
      scheduler.schedule(() => {
        expect(selectChannelStatus(store.getState(), RB_FT)).toBe('live');
        expect(store.getState().feed.odds.entities.o1?.price).toBe('1.60');
        expect(subscribes).toEqual([
          [2, RB_FT],
          [9, RB_FT],
        ]);
      }, 50);
    });
  });

  it('declares the link dead after two missed heartbeats, then resyncs when a message arrives again', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const { output$, store } = start(scheduler, {
        connection$: hot('-c', { c: connected }),
        views$: hot('--w', { w: feedChannelWanted({ channel: RB_FT }) }),
        heartbeats$: hot('- 10019ms h', { h: { ts: 10_020 } }),
        answer: (channel, n) => answerAfter(scheduler, n === 1 ? 3 : 5, n === 1 ? 10 : 30)(channel),
      });
      // The ack at 5 is the last message: dead at 5 + 2 x 5,000 ms.
      expectObservable(output$, '^ 10100ms !').toBe('-cr--s 9999ms (dt) 11ms (lq)-n', {
        c: 'connected',
        r: 'request RB:FT (wanted)',
        s: 'snapshot RB:FT@10',
        d: 'link dead',
        t: 'stale RB:FT (heartbeat)',
        l: 'link restored',
        q: 'request RB:FT (heartbeat)',
        n: 'snapshot RB:FT@30',
      });
      scheduler.schedule(() => {
        expect(store.getState().feed.connection.linkDead).toBe(true);
        expect(selectIsOddsLocked(store.getState(), 'o1')).toBe(true);
      }, 10_010);
      scheduler.schedule(() => expect(selectChannelStatus(store.getState(), RB_FT)).toBe('live'), 10_050);
    });
  });

  it('keeps the link alive while deltas flow even without heartbeats', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const { output$ } = start(scheduler, {
        connection$: hot('-c', { c: connected }),
        views$: hot('--w', { w: feedChannelWanted({ channel: RB_FT }) }),
        deltas$: hot('- 7999ms a 7999ms b', { a: odds1(11, '1.95'), b: odds1(12, '1.90') }),
        answer: answerAfter(scheduler, 3, 10),
      });
      expectObservable(output$, '^ 17000ms !').toBe('-cr--s 7994ms a 7999ms b', {
        c: 'connected',
        r: 'request RB:FT (wanted)',
        s: 'snapshot RB:FT@10',
        a: 'batch o1=1.95',
        b: 'batch o1=1.90',
      });
    });
  });
});

describe('feed epic: reconnect', () => {
  it('marks channels stale on disconnect and resubscribes them after a reconnect that recovery could not restore', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const { output$, subscribes } = start(scheduler, {
        connection$: hot('-c 10ms d 5ms x', { c: connected, d: disconnected, x: connected }),
        views$: hot('--w', { w: feedChannelWanted({ channel: RB_FT }) }),
        answer: (channel, n) => answerAfter(scheduler, n === 1 ? 3 : 5, n === 1 ? 10 : 0)(channel),
      });
      expectObservable(output$, '^ 100ms !').toBe('-cr--s 6ms (xu) 2ms (ctq)n', {
        c: 'connected',
        r: 'request RB:FT (wanted)',
        s: 'snapshot RB:FT@10',
        x: 'disconnected',
        u: 'stale RB:FT (disconnected)',
        t: 'stale RB:FT (reconnect)',
        q: 'request RB:FT (reconnect)',
        n: 'snapshot RB:FT@0',
      });
      scheduler.schedule(() => expect(subscribes.map(([at]) => at)).toEqual([2, 18]), 50);
    });
  });

  it('keeps going without a new snapshot when socket.io recovered the connection', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const { output$, subscribes, store } = start(scheduler, {
        connection$: hot('-c 10ms d 5ms x', { c: connected, d: disconnected, x: recovered }),
        views$: hot('--w', { w: feedChannelWanted({ channel: RB_FT }) }),
        deltas$: hot('- 24ms a', { a: odds1(11, '1.95') }),
        answer: answerAfter(scheduler, 3, 10),
      });
      expectObservable(output$, '^ 100ms !').toBe('-cr--s 6ms (xu) 2ms (kv)---a', {
        c: 'connected',
        k: 'connected, recovered',
        r: 'request RB:FT (wanted)',
        s: 'snapshot RB:FT@10',
        x: 'disconnected',
        u: 'stale RB:FT (disconnected)',
        v: 'recovered RB:FT',
        a: 'batch o1=1.95',
      });
      scheduler.schedule(() => {
        expect(subscribes).toHaveLength(1);
        expect(selectChannelStatus(store.getState(), RB_FT)).toBe('live');
      }, 50);
    });
  });

  it('sends a subscribe again when the connection dropped before its ack came', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const { output$, subscribes } = start(scheduler, {
        connection$: hot('-c--d-x', { c: connected, d: disconnected, x: recovered }),
        views$: hot('--w', { w: feedChannelWanted({ channel: RB_FT }) }),
        answer: (channel, n) => (n === 1 ? NEVER : answerAfter(scheduler, 4, 10)(channel)),
      });
      expectObservable(output$, '^ 100ms !').toBe('-cr-x-(kq)s', {
        c: 'connected',
        k: 'connected, recovered',
        r: 'request RB:FT (wanted)',
        x: 'disconnected',
        q: 'request RB:FT (reconnect)',
        s: 'snapshot RB:FT@10',
      });
      scheduler.schedule(() => expect(subscribes.map(([at]) => at)).toEqual([2, 6]), 50);
    });
  });
});

describe('feed epic: channel lifecycle', () => {
  it('subscribes once for several views and unsubscribes only when the last one leaves', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const { output$, subscribes, unsubscribes, store } = start(scheduler, {
        connection$: hot('-c', { c: connected }),
        views$: hot('--w-w 5ms x 5ms x', {
          w: feedChannelWanted({ channel: RB_FT }),
          x: feedChannelReleased({ channel: RB_FT }),
        }),
        deltas$: hot('- 19ms a', { a: odds1(11, '1.95') }),
        answer: answerAfter(scheduler, 3, 10),
      });
      expectObservable(output$, '^ 100ms !').toBe('-cr--s', {
        c: 'connected',
        r: 'request RB:FT (wanted)',
        s: 'snapshot RB:FT@10',
      });
      scheduler.schedule(() => {
        expect(subscribes).toEqual([[2, RB_FT]]);
        expect(unsubscribes).toEqual([[16, RB_FT]]);
        expect(store.getState().feed.odds.ids).toEqual([]);
        expect(selectChannelStatus(store.getState(), RB_FT)).toBe('idle');
      }, 50);
    });
  });

  it('reports a subscribe that got no ack and tries again after a backoff', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const { output$, subscribes } = start(scheduler, {
        connection$: hot('-c', { c: connected }),
        views$: hot('--w', { w: feedChannelWanted({ channel: RB_FT }) }),
        heartbeats$: hot('- 4999ms h 4999ms h 4999ms h', { h: { ts: 0 } }),
        answer: (channel, n) => (n === 1 ? NEVER : answerAfter(scheduler, 3, 10)(channel)),
      });
      expectObservable(output$, '^ 12000ms !').toBe('-cr 9999ms f 999ms ---s', {
        c: 'connected',
        r: 'request RB:FT (wanted)',
        f: 'failed RB:FT: ack timeout',
        s: 'snapshot RB:FT@10',
      });
      scheduler.schedule(() => expect(subscribes.map(([at]) => at)).toEqual([2, 11_002]), 11_500);
    });
  });
});

describe('feed epic: channel lifecycle after release', () => {
  it('subscribes afresh when a view wants a channel again after the last one left', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const { output$, subscribes, unsubscribes } = start(scheduler, {
        connection$: hot('-c', { c: connected }),
        views$: hot('--w-----x--w', {
          w: feedChannelWanted({ channel: RB_FT }),
          x: feedChannelReleased({ channel: RB_FT }),
        }),
        answer: answerAfter(scheduler, 3, 10),
      });
      expectObservable(output$, '^ 100ms !').toBe('-cr--s-----r--s', {
        c: 'connected',
        r: 'request RB:FT (wanted)',
        s: 'snapshot RB:FT@10',
      });
      scheduler.schedule(() => {
        expect(subscribes.map(([at]) => at)).toEqual([2, 11]);
        expect(unsubscribes.map(([at]) => at)).toEqual([8]);
      }, 50);
    });
  });
});
