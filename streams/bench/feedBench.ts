/**
 * `npm run bench:feed`: the feed's ingest cost, measured side by side in one run (DESIGN.md section 8).
 *
 * 0. The snapshot (subscribe ack) is delivered as JSON text too, as socket.io delivers it.
 * 1. Ingest per message: a delta frame as JSON text -> JSON.parse (what socket.io's parser does) ->
 *    the real transport -> the real epics (sequence check, conflation) -> one flush per animation
 *    frame (a manual frame scheduler, stepped every MESSAGES_PER_FRAME messages) -> the real store
 *    applied. Compared with JSON.parse alone of the same texts, in alternating rounds; medians.
 * 2. Batch dispatch: one feedBatchApplied of BATCH_SIZE price changes through the real store
 *    (middleware + reducer) with 20,000 odds in it; median and p95 over many batches. For
 *    reference, the same batches through an RTK entity adapter's updateMany (immer).
 * Costs are CPU time of this process (process.cpuUsage, GC threads included): the machines this runs
 * on are shared, and wall time mostly measures the neighbours. Wall figures are printed alongside.
 *
 * `--figures ingest [--figures-dir dir]`: also writes the figures' small JSON summary (scripts/figureSummary.ts;
 * load-tests/README.md, "Figures"). `--quick`: a few rounds only, to check that it runs; its figures mean nothing.
 */
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  configureStore,
  createEntityAdapter,
  createSlice,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { VirtualTimeScheduler, type SchedulerLike } from 'rxjs';
import { FEED_PROTOCOL_VERSION, type FeedChannel, type FeedSnapshot, type SubscribeAck } from '@src/contract';
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
import { commandLine, figuresRequest, recordFigures } from '../../scripts/figureSummary';
import { BenchWorld, type UpdateSpread } from './benchWorld';

const { values: options } = parseArgs({
  options: {
    figures: { type: 'string' },
    'figures-dir': { type: 'string' },
    quick: { type: 'boolean', default: false },
  },
});
const QUICK = options.quick;

const CHANNEL: FeedChannel = 'RB:FT';
const MATCHES = 5_000;
const LEAGUES = 250;
const FRAMES_PER_ROUND = QUICK ? 200 : 2_000;
const WARMUP_ROUNDS = QUICK ? 1 : 3;
const ROUNDS = QUICK ? 2 : 15;
/** 20,000 updates/s in frames of ~60 ops is ~330 messages/s: about 6 per 60 Hz animation frame. */
const MESSAGES_PER_FRAME = 6;
const BATCH_SIZE = 200;
const BATCHES = QUICK ? 300 : 3_000;
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

/** CPU time of this process (all its threads, GC included), µs: other processes on a shared machine barely move it. */
function cpuNow(): number {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
}

/** A full GC between sections, so one section's garbage is not collected on the next one's time. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  gc?.();
}

interface Cost {
  cpu: number;
  wall: number;
}

interface IngestResult {
  opsPerMessage: number;
  /** µs of CPU per message. */
  parse: number;
  ingest: number;
  ratio: number;
  ratioWall: number;
}

/** What `--figures` keeps: the ratios and the batch dispatch, in µs of CPU unless named wall. */
interface IngestFigures {
  quick: boolean;
  rounds: number;
  messagesPerRound: number;
  spreads: Record<UpdateSpread, { opsPerMessage: number; parseUs: number; ingestUs: number; ratio: number; ratioWall: number }>;
  batch: { size: number; oddsInStore: number; batches: number; medianUs: number; p95Us: number; meanUs: number; wallMedianUs: number; wallP95Us: number; immerUs: number };
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

function spreadFigures(result: IngestResult): IngestFigures['spreads']['hot'] {
  return {
    opsPerMessage: round2(result.opsPerMessage),
    parseUs: round2(result.parse),
    ingestUs: round2(result.ingest),
    ratio: Math.round(result.ratio * 1000) / 1000,
    ratioWall: Math.round(result.ratioWall * 1000) / 1000,
  };
}

/** Runs `work` once; its CPU and wall time per `units`, in µs. */
function measure(units: number, work: () => void): Cost {
  const wallStart = performance.now();
  const cpuStart = cpuNow();
  work();
  const cpu = cpuNow() - cpuStart;
  const wall = (performance.now() - wallStart) * 1_000;
  return { cpu: cpu / units, wall: wall / units };
}

function main(): IngestFigures {
  const world = new BenchWorld({ matches: MATCHES, leagues: LEAGUES, channel: CHANNEL, seed: 20_000 });
  // The ack reaches a client as JSON text, so its strings are what JSON.parse makes of them (V8 interns
  // short ones, so a gameId in the store and one in a delta are the same string), as on the real path.
  // Handing the world's own objects over instead made every string comparison on the ingest path
  // compare characters.
  const snapshotText = JSON.stringify(world.snapshot);
  const socket = new BenchSocket((channel) => ({
    channel: channel as FeedChannel,
    seq: 0,
    snapshot: JSON.parse(snapshotText) as FeedSnapshot,
    v: FEED_PROTOCOL_VERSION,
  }));
  const frameScheduler = createManualFrameScheduler();
  const store = createFeedStore({
    feed: createFeedTransport({ io: () => socket, url: '' }),
    frameScheduler,
    scheduler: frozenTimers(),
  });
  store.dispatch(feedChannelWanted({ channel: CHANNEL }));
  const oddsInStore = store.getState().feed.odds.ids.length;
  if (oddsInStore !== world.oddsIds.length) throw new Error(`snapshot not applied: ${oddsInStore} odds in the store`);

  // ---- 1. Ingest vs JSON.parse, alternating rounds over the same texts, for each spread ----
  let sink = 0;
  let notifications = 0;
  const unsubscribe = store.subscribe(() => void notifications++);
  const ingestBySpread = (spread: UpdateSpread): IngestResult => {
    const parseCost: Cost[] = [];
    const ingestCost: Cost[] = [];
    let ops = 0;
    let messages = 0;
    for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
      const frames = world.frames(FRAMES_PER_ROUND, spread);
      const texts = frames.texts;
      const parse = (): Cost =>
        measure(texts.length, () => {
          for (const text of texts) sink += (JSON.parse(text) as { seq: number }).seq;
        });
      const ingest = (): Cost =>
        measure(texts.length, () => {
          for (let i = 0; i < texts.length; i++) {
            socket.deliver('delta', JSON.parse(texts[i]!));
            if ((i + 1) % MESSAGES_PER_FRAME === 0) frameScheduler.runFrame();
          }
          frameScheduler.runFrame();
        });
      // Parse first on even rounds, ingest first on odd ones, so neither always runs on a warmer cache;
      // a full GC before each, so neither pays for scavenging what the other left in the young
      // generation (ingest leaves the new entities, which JSON.parse alone would have had to copy).
      const first = round % 2 === 0 ? parse : ingest;
      const second = round % 2 === 0 ? ingest : parse;
      collectGarbage();
      const firstCost = first();
      collectGarbage();
      const secondCost = second();
      const [parsed, ingested] = round % 2 === 0 ? [firstCost, secondCost] : [secondCost, firstCost];
      if (round < WARMUP_ROUNDS) continue;
      parseCost.push(parsed);
      ingestCost.push(ingested);
      ops += frames.ops;
      messages += texts.length;
    }
    const lastSeq = store.getState().feed.channels[CHANNEL]?.lastSeq;
    if (lastSeq !== world.lastSeq) throw new Error(`ingest lost frames: store at seq ${String(lastSeq)}, sent ${world.lastSeq}`);
    return {
      opsPerMessage: ops / messages,
      parse: median(parseCost.map((cost) => cost.cpu)),
      ingest: median(ingestCost.map((cost) => cost.cpu)),
      ratio: median(ingestCost.map((cost, i) => cost.cpu / parseCost[i]!.cpu)),
      ratioWall: median(ingestCost.map((cost, i) => cost.wall / parseCost[i]!.wall)),
    };
  };
  const hot = ingestBySpread('hot');
  const uniform = ingestBySpread('uniform');
  unsubscribe();

  // ---- 2. Batch dispatch with 20,000 odds in the store ----
  // The batches are built the way the conflation buffer builds them, from strings that came out of
  // JSON.parse (V8 interns short ones, so equal prices share one string, as on the real path).
  const batchesToSend: FeedBatch[] = [];
  for (let i = 0; i < BATCHES; i++) {
    const ts = 1_800_000_000_000 + i;
    const parsed = JSON.parse(JSON.stringify(world.priceChanges(BATCH_SIZE))) as Array<{ oddsId: string; price: string }>;
    batchesToSend.push({
      membership: [],
      markets: [],
      odds: parsed.map(({ oddsId, price }) => ['o', oddsId, price, 'open'] as const),
      live: [],
      counts: [],
      progress: [{ channel: CHANNEL, seq: world.lastSeq }],
      ts,
      at: ts,
    });
  }
  // Each dispatch timed alone, in CPU time (less what reading the CPU clock itself costs) and wall time.
  const clockCost = median(Array.from({ length: 1_001 }, () => -cpuNow() + cpuNow()));
  collectGarbage();
  const dispatchCpu: number[] = [];
  const dispatchWall: number[] = [];
  for (let i = 0; i < BATCHES; i++) {
    const action = feedBatchApplied(batchesToSend[i]!);
    const wallStart = performance.now();
    const cpuStart = cpuNow();
    store.dispatch(action);
    const cpu = cpuNow() - cpuStart - clockCost;
    const wall = (performance.now() - wallStart) * 1_000;
    // The first tenth warms up.
    if (i < BATCHES / 10) continue;
    dispatchCpu.push(cpu);
    dispatchWall.push(wall);
  }
  const dispatchMean = dispatchCpu.reduce((sum, value) => sum + value, 0) / dispatchCpu.length;

  // ---- Reference: the same batches through an immer-based entity adapter ----
  const adapter = createEntityAdapter<OddsEntity, string>({ selectId: (odds) => odds.oddsId });
  const slice = createSlice({
    name: 'oddsReference',
    initialState: adapter.getInitialState(),
    reducers: {
      oddsUpdated: (state, action: PayloadAction<FeedBatch>) => {
        adapter.updateMany(
          state,
          action.payload.odds.map(([, oddsId, price, status]) => ({ id: oddsId, changes: { price, status } })),
        );
      },
    },
  });
  const reference = configureStore({
    reducer: { odds: slice.reducer },
    preloadedState: { odds: adapter.setAll(adapter.getInitialState(), Object.values(store.getState().feed.odds.entities)) },
    middleware: (getDefault) => getDefault({ immutableCheck: false, serializableCheck: false }),
  });
  collectGarbage();
  const immer = measure(IMMER_BATCHES, () => {
    for (let i = 0; i < IMMER_BATCHES; i++) reference.dispatch(slice.actions.oddsUpdated(batchesToSend[i]!));
  });

  const batchCpu = median(dispatchCpu);
  const n = (value: number): string => value.toLocaleString('en');
  const ingestLines = (label: string, result: IngestResult): string[] => [
    `  ${label}`,
    `    JSON.parse ${us(result.parse)} per message (${us(result.parse / result.opsPerMessage)} per op)`,
    `    ingest     ${us(result.ingest)} per message (${us(result.ingest / result.opsPerMessage)} per op)`,
    `    ratio      ingest / JSON.parse = ${result.ratio.toFixed(2)}x   [wall ${result.ratioWall.toFixed(2)}x]   target <= ${TARGET_RATIO}x: ${result.ratio <= TARGET_RATIO ? 'met' : 'MISSED'}`,
    `    per frame  at 20,000 updates/s and 60 fps (${(20_000 / 60).toFixed(0)} updates): ${us((20_000 / 60 / result.opsPerMessage) * result.ingest)} of ingest and store work (frame budget 16,667 µs)`,
  ];
  const lines = [
    `feed ingest bench (one run; CPU time of this process unless marked wall; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
    `  world        ${n(MATCHES)} matches, ${n(oddsInStore)} odds in the store; frames of 20-100 ops (mean ${hot.opsPerMessage.toFixed(1)}); a frame flush every ${MESSAGES_PER_FRAME} messages`,
    `  ingest       socket frame -> JSON.parse -> transport -> epics (seq check, merge) -> flush per frame -> store applied;`,
    `               ${ROUNDS} rounds x ${n(FRAMES_PER_ROUND)} messages after ${WARMUP_ROUNDS} warm-up rounds, parse alone and ingest alternating over the same texts, a full GC before each; medians`,
    ...ingestLines('hot spread: 80% of updates in a fifth of the matches (in-play)', hot),
    ...ingestLines('uniform spread: every odds equally likely (worst case: no conflation, cold entities)', uniform),
    `  batch        one dispatch of ${BATCH_SIZE} odds changes (uniform) with ${n(oddsInStore)} odds in the store: median ${us(batchCpu)}, p95 ${us(percentile(dispatchCpu, 95))}, mean ${us(dispatchMean)} (GC included) over ${n(dispatchCpu.length)} batches`,
    `               [wall: median ${us(median(dispatchWall))}, p95 ${us(percentile(dispatchWall, 95))}]   target <= ${TARGET_BATCH_US} µs (median): ${batchCpu <= TARGET_BATCH_US ? 'met' : 'MISSED'}`,
    `  reference    the same batches through an immer entity adapter (updateMany): ${us(immer.cpu)} per dispatch`,
    `  (${n(notifications)} store notifications during ingest; checksum ${sink % 10})`,
  ];
  console.log(lines.join('\n'));
  return {
    quick: QUICK,
    rounds: ROUNDS,
    messagesPerRound: FRAMES_PER_ROUND,
    spreads: { hot: spreadFigures(hot), uniform: spreadFigures(uniform) },
    batch: {
      size: BATCH_SIZE,
      oddsInStore,
      batches: dispatchCpu.length,
      medianUs: round2(batchCpu),
      p95Us: round2(percentile(dispatchCpu, 95)),
      meanUs: round2(dispatchMean),
      wallMedianUs: round2(median(dispatchWall)),
      wallP95Us: round2(percentile(dispatchWall, 95)),
      immerUs: round2(immer.cpu),
    },
  };
}

const request = figuresRequest(options.figures, options['figures-dir']);
const recorder = request ? recordFigures<IngestFigures>(request, commandLine(import.meta.url, process.argv.slice(2))) : null;
const figures = main();
if (recorder) console.log(`figures: ${recorder.finish(figures)}`);
