import { afterEach, describe, expect, it } from 'vitest';
import { asapScheduler, asyncScheduler } from 'rxjs';
import { io } from 'socket.io-client';
import type { SubscribeAck } from '@src/contract';
import { startFeedTestServer, type FeedTestServer } from '../../mocks/testing/feedTestServer';
import { feedChannelWanted } from './feedActions';
import { createFeedStore, type FeedStore } from './feedStore';
import { selectChannelStatus, selectIsOddsLocked } from './feedSelectors';
import { selectChannelLeagues } from './listSelectors';
import { createFeedTransport, type FeedTransport } from './feedTransport';

let server: FeedTestServer | undefined;
let transport: FeedTransport | undefined;

afterEach(async () => {
  transport?.close();
  transport = undefined;
  await server?.close();
  server = undefined;
});

/** Resolves once the store satisfies `ready` (checked on every store change); fails after `ms`. */
function until(store: FeedStore, ready: () => boolean, ms = 5_000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ready()) {
      resolve();
      return;
    }
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error('store never got there'));
    }, ms);
    const unsubscribe = store.subscribe(() => {
      if (!ready()) return;
      clearTimeout(timer);
      unsubscribe();
      resolve();
    });
  });
}

async function start(): Promise<{ server: FeedTestServer; store: FeedStore }> {
  server = await startFeedTestServer();
  const origin = server.url.replace(/\/feed$/, '');
  transport = createFeedTransport({ io, url: origin, socketOptions: { forceNew: true, reconnection: false } });
  // asapScheduler: one flush per macrotask, i.e. per burst of socket messages.
  const store = createFeedStore({ feed: transport, frameScheduler: asapScheduler, scheduler: asyncScheduler });
  return { server, store };
}

describe('feed streams against the reference feed server', () => {
  it('shows a live list from its snapshot and keeps every price equal to the server after many ticks', async () => {
    const { server, store } = await start();
    store.dispatch(feedChannelWanted({ channel: 'RB:FT' }));
    await until(store, () => selectChannelStatus(store.getState(), 'RB:FT') === 'live');

    const live = [...server.sim.listMembers('RB', 'FT')].map((match) => match.gameId).sort();
    const listed = selectChannelLeagues(store.getState(), 'RB:FT').flatMap((group) => group.gameIds);
    expect([...listed].sort()).toEqual(live);

    for (let tick = 0; tick < 20; tick++) server.sim.advance(1_000);
    const check = await server.connect();
    const truth = (await check.emitWithAck('subscribe', { channel: 'RB:FT' })) as SubscribeAck;
    await until(store, () => store.getState().feed.channels['RB:FT']?.lastSeq === truth.seq);

    const odds = store.getState().feed.odds.entities;
    for (const expected of truth.snapshot.odds) {
      expect(odds[expected.oddsId], expected.oddsId).toMatchObject({ price: expected.price, status: expected.status });
    }
    // The server sends the clock only along with other changes; scores and periods always.
    const liveData = store.getState().feed.live.entities;
    for (const match of truth.snapshot.matches) {
      expect(liveData[match.gameId], match.gameId).toMatchObject({ se_now: match.se_now, sc_FT_H: match.sc_FT_H, sc_FT_C: match.sc_FT_C });
    }
    // The seeded simulator (seed 1, 30 live matches) always has open prices after 20 ticks: none is locked.
    const open = truth.snapshot.odds.filter((entry) => entry.status === 'open');
    expect(open.length).toBeGreaterThan(0);
    for (const entry of open) expect(selectIsOddsLocked(store.getState(), entry.oddsId), entry.oddsId).toBe(false);
  });

  it('locks every odds once the connection drops', async () => {
    const { server, store } = await start();
    store.dispatch(feedChannelWanted({ channel: 'RB:FT' }));
    await until(store, () => selectChannelStatus(store.getState(), 'RB:FT') === 'live');
    const someOdds = store.getState().feed.odds.ids[0];
    if (someOdds === undefined) throw new Error('the snapshot had no odds');

    for (const socket of server.io.of('/feed').sockets.values()) socket.disconnect(true);
    await until(store, () => !store.getState().feed.connection.connected);

    expect(selectChannelStatus(store.getState(), 'RB:FT')).toBe('stale');
    expect(selectIsOddsLocked(store.getState(), someOdds)).toBe(true);
  });
});
