/**
 * `npm run bench:feed`: the feed's ingest cost, measured side by side in one run (DESIGN.md section 8).
 *
 * 1. Ingest per message: a delta frame as JSON text -> JSON.parse (what socket.io's parser does) ->
 *    the real transport -> the real epics (sequence check, conflation) -> one flush per animation
 *    frame (a manual frame scheduler, stepped every MESSAGES_PER_FRAME messages) -> the real store
 *    applied. Compared with JSON.parse alone of the same texts, in alternating rounds; medians.
 * 2. Batch dispatch: one feedBatchApplied of BATCH_SIZE price changes through the real store
 *    (middleware + reducer) with 20,000 odds in it; median and p95 over many batches. For
 *    reference, the same batches through an RTK entity adapter's updateMany (immer).
 */
import { performance } from 'node:perf_hooks';
import {
  configureStore,
  createEntityAdapter,
  createSlice,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { VirtualTimeScheduler, type SchedulerLike } from 'rxjs';
import type { FeedChannel, SubscribeAck } from '@src/contract';
import {
  createFeedStore,
  createFeedTransport,
  createManualFrameScheduler,
  feedBatchApplied,
  feedChannelWanted,
  type FeedBatch,
  type FeedSocket,
  type OddsEntity,
} from '../feed';
import { BenchWorld } from './benchWorld';

const CHANNEL: FeedChannel = 'RB:FT';
const MATCHES = 5_000;
const LEAGUES = 250;
const FRAMES_PER_ROUND = 2_000;
const WARMUP_ROUNDS = 3;
const ROUNDS = 9;
/** 20,000 updates/s in frames of ~60 ops is ~330 messages/s: about 6 per 60 Hz animation frame. */
const MESSAGES_PER_FRAME = 6;
const BATCH_SIZE = 200;
const BATCHES = 3_000;
const IMMER_BATCHES = 200;
const TARGET_RATIO = 3;
const TARGET_BATCH_US = 50;

/** A socket.io socket stand-in: the transport listens on it as on a real one; the bench delivers frames. */
class BenchSocket implements FeedSocket {
  connected = true;
  recovered = false;
  private readonly listeners = new Map<string, (payload: unknown) => void>();

  constructor(private readonly answer: (channel: string) => SubscribeAck) {}

  on(event: string, listener: (...args: never[]) => void): void {
    this.listeners.set(event, listener as unknown as (payload: unknown) => void);
  }

  emit(event: string, ...args: unknown[]): void {
    const [request, callback] = args as [{ channel: string }, ((ack: unknown) => void) | undefined];
    if (event === 'subscribe' && callback !== undefined) callback(this.answer(request.channel));
  }

  disconnect(): void {
    this.connected = false;
  }

  deliver(event: string, payload: unknown): void {
    this.listeners.get(event)?.(payload);
  }
}

/** Timers that never fire (the watchdog and ack timeout are not what is measured); `now` is the wall clock. */
function frozenTimers(): SchedulerLike {
  const timers = new VirtualTimeScheduler();
  timers.now = () => Date.now();
  return timers;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

function us(value: number): string {
  return `${value.toFixed(2)} µs`;
}

function main(): void {
  const world = new BenchWorld({ matches: MATCHES, leagues: LEAGUES, channel: CHANNEL, seed: 20_000 });
  const socket = new BenchSocket((channel) => ({ channel: channel as FeedChannel, seq: 0, snapshot: world.snapshot, v: 1 }));
  const frameScheduler = createManualFrameScheduler();
  const store = createFeedStore({
    feed: createFeedTransport({ io: () => socket, url: '' }),
    frameScheduler,
    scheduler: frozenTimers(),
  });
  store.dispatch(feedChannelWanted({ channel: CHANNEL }));
  const oddsInStore = store.getState().feed.odds.ids.length;
  if (oddsInStore !== world.oddsIds.length) throw new Error(`snapshot not applied: ${oddsInStore} odds in the store`);

  // ---- 1. Ingest vs JSON.parse, alternating rounds over the same texts ----
  const parseUs: number[] = [];
  const ingestUs: number[] = [];
  let opsPerMessage = 0;
  let sink = 0;
  let batches = 0;
  const unsubscribe = store.subscribe(() => void batches++);
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    const { texts, ops } = world.frames(FRAMES_PER_ROUND);
    opsPerMessage = ops / texts.length;

    const parse = (): number => {
      const start = performance.now();
      for (const text of texts) sink += (JSON.parse(text) as { seq: number }).seq;
      return ((performance.now() - start) * 1_000) / texts.length;
    };
    const ingest = (): number => {
      const start = performance.now();
      for (let i = 0; i < texts.length; i++) {
        socket.deliver('delta', JSON.parse(texts[i]!));
        if ((i + 1) % MESSAGES_PER_FRAME === 0) frameScheduler.runFrame();
      }
      frameScheduler.runFrame();
      return ((performance.now() - start) * 1_000) / texts.length;
    };
    // Parse first on even rounds, ingest first on odd ones, so neither always runs on a warmer cache.
    let parsed: number;
    let ingested: number;
    if (round % 2 === 0) {
      parsed = parse();
      ingested = ingest();
    } else {
      ingested = ingest();
      parsed = parse();
    }
    if (round >= WARMUP_ROUNDS) {
      parseUs.push(parsed);
      ingestUs.push(ingested);
    }
  }
  unsubscribe();
  const lastSeq = store.getState().feed.channels[CHANNEL]?.lastSeq;
  if (lastSeq !== world.lastSeq) throw new Error(`ingest lost frames: store at seq ${String(lastSeq)}, sent ${world.lastSeq}`);

  // ---- 2. Batch dispatch with 20,000 odds in the store ----
  const batchesToSend: FeedBatch[] = [];
  for (let i = 0; i < BATCHES; i++) {
    const ts = 1_800_000_000_000 + i;
    batchesToSend.push({
      membership: [],
      markets: [],
      odds: world.priceChanges(BATCH_SIZE).map(({ oddsId, price }, order) => ({ oddsId, price, status: 'open', statusOrder: order, ts })),
      live: [],
      counts: [],
      progress: [{ channel: CHANNEL, seq: world.lastSeq }],
      at: ts,
    });
  }
  const dispatchUs: number[] = [];
  for (let i = 0; i < BATCHES; i++) {
    const action = feedBatchApplied(batchesToSend[i]!);
    const start = performance.now();
    store.dispatch(action);
    const elapsed = (performance.now() - start) * 1_000;
    if (i >= BATCHES / 10) dispatchUs.push(elapsed);
  }
  const dispatchMedian = median(dispatchUs);

  // ---- Reference: the same batches through an immer-based entity adapter ----
  const adapter = createEntityAdapter<OddsEntity, string>({ selectId: (odds) => odds.oddsId });
  const slice = createSlice({
    name: 'oddsReference',
    initialState: adapter.getInitialState(),
    reducers: {
      oddsUpdated: (state, action: PayloadAction<FeedBatch>) => {
        adapter.updateMany(
          state,
          action.payload.odds.map((change) => ({ id: change.oddsId, changes: { price: change.price, status: change.status } })),
        );
      },
    },
  });
  const reference = configureStore({
    reducer: { odds: slice.reducer },
    preloadedState: { odds: adapter.setAll(adapter.getInitialState(), Object.values(store.getState().feed.odds.entities)) },
    middleware: (getDefault) => getDefault({ immutableCheck: false, serializableCheck: false }),
  });
  const immerUs: number[] = [];
  for (let i = 0; i < IMMER_BATCHES; i++) {
    const action = slice.actions.oddsUpdated(batchesToSend[i]!);
    const start = performance.now();
    reference.dispatch(action);
    immerUs.push((performance.now() - start) * 1_000);
  }

  const parseMedian = median(parseUs);
  const ingestMedian = median(ingestUs);
  const ratio = ingestMedian / parseMedian;
  const perFrameAtTarget = (20_000 / 60 / opsPerMessage) * ingestMedian;
  const lines = [
    `feed ingest bench: ${ROUNDS} rounds of ${FRAMES_PER_ROUND.toLocaleString('en')} frames after ${WARMUP_ROUNDS} warm-up rounds; medians`,
    `  world        ${MATCHES.toLocaleString('en')} matches, ${oddsInStore.toLocaleString('en')} odds in the store; frames of 20-100 ops (mean ${opsPerMessage.toFixed(1)}), ${MESSAGES_PER_FRAME} messages per animation frame`,
    `  JSON.parse   ${us(parseMedian)} per message (${us(parseMedian / opsPerMessage)} per op)`,
    `  ingest       ${us(ingestMedian)} per message (${us(ingestMedian / opsPerMessage)} per op): socket frame -> parse -> epics -> per-frame flush -> store applied`,
    `  ratio        ingest / JSON.parse = ${ratio.toFixed(2)}x   (target <= ${TARGET_RATIO}x: ${ratio <= TARGET_RATIO ? 'met' : 'MISSED'})`,
    `  batch        dispatch of ${BATCH_SIZE} odds changes with ${oddsInStore.toLocaleString('en')} odds in the store: median ${us(dispatchMedian)}, p95 ${us(percentile(dispatchUs, 95))} over ${dispatchUs.length.toLocaleString('en')} batches   (target <= ${TARGET_BATCH_US} µs: ${dispatchMedian <= TARGET_BATCH_US ? 'met' : 'MISSED'})`,
    `  reference    the same batches through an immer entity adapter (updateMany): median ${us(median(immerUs))}`,
    `  at target    20,000 updates/s at 60 fps = ${(20_000 / 60).toFixed(0)} updates per frame -> ${us(perFrameAtTarget)} of ingest and store work per frame (frame budget 16,667 µs)`,
    `  (${batches.toLocaleString('en')} store notifications during ingest; checksum ${sink % 10})`,
  ];
  console.log(lines.join('\n'));
}

main();
