/**
 * Worker thread of headless feed clients (load-tests/headlessClients.ts). Each client is the real streams/ feed
 * store with its epics over socket.io-client (mode real), or the naive baseline (mode naive); both measure,
 * per delta, server send time (delta.ts) to the moment the store holds it, and seq losses and disorder.
 */
import { getHeapStatistics } from 'node:v8';
import { performance } from 'node:perf_hooks';
import { asyncScheduler, tap } from 'rxjs';
import { io, type Socket } from 'socket.io-client';
import { build, encodeIntoCompressedBase64, type Histogram } from 'hdr-histogram-js';
import type { FeedChannel, FeedDelta, SubscribeAck } from '@src/contract';
import {
  createFeedStore,
  createFeedTransport,
  createTickScheduler,
  feedChannelWanted,
  selectChannelState,
  type FeedTransport,
} from '@streams';
import { createBusyMeter, serveClientWorker } from '../workers/clientWorkerHost';
import { createNaiveFeedStore, naiveDelta, naiveSnapshot } from './naiveFeedStore';
import type { FromClients, ToClients, WindowFigures } from './clientMessages';

const post = serveClientWorker<ToClients, FromClients>('feedClients', {
  add,
  window: () => ({ type: 'window', ...takeWindow() }),
  stop: () => {
    for (const client of clients) client.close();
    clients.length = 0;
  },
});

interface Pending {
  channel: FeedChannel;
  seq: number;
  ts: number;
}

interface LoadClient {
  subscribed: number;
  wanted: number;
  lastSeq: Map<string, number>;
  close(): void;
}

const clients: LoadClient[] = [];
// One frame scheduler for every client of the worker, as one browser tab has one animation frame.
const frameScheduler = createTickScheduler(16);
const newHistogram = (): Histogram => build({ lowestDiscernibleValue: 1, highestTrackableValue: 600_000_000, numberOfSignificantValueDigits: 3 });
let window = freshWindow();
const busyMeter = createBusyMeter();

function freshWindow() {
  return {
    received: 0,
    applied: 0,
    lost: 0,
    outOfOrder: 0,
    histogram: newHistogram(),
    seconds: new Map<number, { applied: number; sumUs: number; maxUs: number }>(),
  };
}

const wallNow = (): number => performance.timeOrigin + performance.now();

function noteApplied(ts: number, at: number): void {
  const us = Math.max(1, Math.round((at - ts) * 1000));
  window.applied += 1;
  window.histogram.recordValue(us);
  const second = Math.floor(at / 1000);
  let bucket = window.seconds.get(second);
  if (!bucket) window.seconds.set(second, (bucket = { applied: 0, sumUs: 0, maxUs: 0 }));
  bucket.applied += 1;
  bucket.sumUs += us;
  if (us > bucket.maxUs) bucket.maxUs = us;
}

function noteReceived(client: LoadClient, delta: FeedDelta): void {
  window.received += 1;
  const last = client.lastSeq.get(delta.channel);
  if (last !== undefined) {
    if (delta.seq <= last) window.outOfOrder += 1;
    else if (delta.seq > last + 1) window.lost += delta.seq - last - 1;
  }
  if (last === undefined || delta.seq > last) client.lastSeq.set(delta.channel, delta.seq);
}

function connectSocket(url: string): Socket {
  return io(url, { transports: ['websocket'], forceNew: true, reconnection: true });
}

/** The real client: streams/ transport, store and epics, unchanged; the transport is only observed. */
function realClient(url: string, channels: FeedChannel[]): LoadClient {
  const client: LoadClient = { subscribed: 0, wanted: channels.length, lastSeq: new Map(), close: () => undefined };
  const transport = createFeedTransport({
    io: (address, options) => io(address, { ...options, forceNew: true }),
    url,
  });
  const pending: Pending[] = [];
  // Subscribed before the store's epics, so each delta is noted before the store can take it; a subscriber of
  // its own rather than a tap in the store's pipe, which would add an operator to the path being measured.
  transport.deltas$.subscribe((delta) => {
    noteReceived(client, delta);
    pending.push({ channel: delta.channel, seq: delta.seq, ts: delta.ts });
  });
  const observed: FeedTransport = {
    ...transport,
    subscribe: (channel) =>
      transport.subscribe(channel).pipe(
        tap((ack: SubscribeAck) => {
          if (!client.lastSeq.has(channel)) client.subscribed += 1;
          client.lastSeq.set(channel, ack.seq);
        }),
      ),
  };
  const store = createFeedStore({ feed: observed, frameScheduler, scheduler: asyncScheduler });
  store.subscribe(() => {
    if (pending.length === 0) return;
    const state = store.getState();
    const at = wallNow();
    let applied = 0;
    for (const entry of pending) {
      if ((selectChannelState(state, entry.channel)?.lastSeq ?? -1) < entry.seq) break;
      noteApplied(entry.ts, at);
      applied += 1;
    }
    if (applied > 0) pending.splice(0, applied);
  });
  for (const channel of channels) store.dispatch(feedChannelWanted({ channel }));
  client.close = () => transport.close();
  return client;
}

/** The naive baseline: a dispatch per message as it arrives. */
function naiveClient(url: string, channels: FeedChannel[]): LoadClient {
  const client: LoadClient = { subscribed: 0, wanted: channels.length, lastSeq: new Map(), close: () => undefined };
  const store = createNaiveFeedStore();
  const socket = connectSocket(`${url}/feed`);
  socket.on('connect', () => {
    for (const channel of channels)
      socket.emit('subscribe', { channel }, (ack: SubscribeAck) => {
        if (!client.lastSeq.has(channel)) client.subscribed += 1;
        client.lastSeq.set(channel, ack.seq);
        store.dispatch(naiveSnapshot(ack));
      });
  });
  socket.on('delta', (delta: FeedDelta) => {
    noteReceived(client, delta);
    store.dispatch(naiveDelta(delta));
    noteApplied(delta.ts, wallNow());
  });
  client.close = () => socket.disconnect();
  return client;
}

async function add(message: Extract<ToClients, { type: 'add' }>): Promise<void> {
  const make = message.mode === 'real' ? realClient : naiveClient;
  const target = clients.length + message.count;
  while (clients.length < target) {
    const wave = Math.min(message.wave, target - clients.length);
    const batch = Array.from({ length: wave }, () => make(message.url, message.channels));
    clients.push(...batch);
    const deadline = Date.now() + 60_000;
    while (batch.some((client) => client.subscribed < client.wanted)) {
      if (Date.now() > deadline) throw new Error('clients did not get their snapshots within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  post({ type: 'added', clients: clients.length, subscribed: subscribedCount(), heapUsed: getHeapStatistics().used_heap_size });
}

function subscribedCount(): number {
  return clients.filter((client) => client.subscribed >= client.wanted).length;
}

function takeWindow(): WindowFigures {
  const busyMs = busyMeter();
  const figures: WindowFigures = {
    clients: clients.length,
    subscribed: subscribedCount(),
    received: window.received,
    applied: window.applied,
    lost: window.lost,
    outOfOrder: window.outOfOrder,
    histogram: encodeIntoCompressedBase64(window.histogram),
    seconds: [...window.seconds].map(([second, bucket]) => ({ second, ...bucket })),
    busyMs,
    heapUsed: getHeapStatistics().used_heap_size,
  };
  window.histogram.destroy();
  window = freshWindow();
  return figures;
}
