import { setTimeout as sleep } from 'node:timers/promises';
import { build, decodeFromCompressedBase64, type Histogram } from 'hdr-histogram-js';
import type { FeedChannel } from '@src/contract';
import { readRecording, type FeedRecord } from '@mocks';
import { splitRecording, type ChatRecord } from '../recording/splitRecording';
import { startReplayServer } from '../replay/replayServer';
import { ChatClientPool } from './chatClientPool';
import { ClientPool } from './clientPool';
import type { ChatWindowFigures, ClientMode, WindowFigures } from './clientMessages';

export interface HeadlessOptions {
  recording: string | readonly FeedRecord[];
  mode: ClientMode;
  clients: number;
  workers: number;
  /** Replay speed (Infinity: as fast as possible). */
  speed: number;
  loop?: boolean;
  /** Wall seconds of replay (default: the recording once). */
  seconds?: number;
  /** Channels each client holds (default: every channel the recording has deltas for). */
  channels?: FeedChannel[];
  wave?: number;
  /** Step mode: add `step.clients` at a time, `step.seconds` each, until p95 passes `step.p95BudgetMs` or `clients` are in. */
  step?: { clients: number; seconds: number; p95BudgetMs: number };
  drainMs?: number;
  /**
   * Also run one headless chat client (chatClients.ts) per feed client, in as many worker threads of their own,
   * against the replayed chat. Default: when the recording has chat lines.
   */
  chat?: boolean;
}

export interface LatencyFigures {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export interface StepFigures {
  clients: number;
  deliveriesPerSecond: number;
  latencyMs: LatencyFigures;
}

export interface HeadlessResult {
  mode: ClientMode;
  clients: number;
  connectionsHeld: number;
  channelsPerClient: number;
  seconds: number;
  /** Deliveries the server made (delta x socket) and what the clients saw. */
  sent: number;
  received: number;
  applied: number;
  lost: number;
  outOfOrder: number;
  receivedPerSecond: number;
  appliedPerSecond: number;
  latencyMs: LatencyFigures;
  /** Latency histogram: upper bound (ms) and count, for the report. */
  latencyBuckets: { upToMs: number; count: number }[];
  timeline: { second: number; applied: number; meanMs: number; maxMs: number; sentPerSecond: number }[];
  heapPerClientBytes: number;
  /** Client threads' busy time per delivered message (µs). */
  busyUsPerMessage: number;
  steps: StepFigures[];
  /** Times the replay started the recording again. */
  loops: number;
  /** The chat clients' figures, null when they did not run. */
  chat: ChatResult | null;
}

export interface ChatResult {
  clients: number;
  /** Clients joined to their room on an open link at the end. */
  connectionsHeld: number;
  rooms: number;
  /** Room broadcasts delivered by the chat replay (frame x socket in the room), and received by the clients. */
  sent: number;
  received: number;
  sentByType: Record<string, number>;
  receivedByType: Record<string, number>;
  /** Members' messages received, and found in the chat store. */
  messages: number;
  applied: number;
  /** By message id (consecutive per room). */
  lost: number;
  outOfOrder: number;
  receivedPerSecond: number;
  latencyMs: LatencyFigures;
  latencyBuckets: { upToMs: number; count: number }[];
  heapPerClientBytes: number;
  busyUsPerMessage: number;
}

function latencyOf(histogram: Histogram): LatencyFigures {
  const ms = (us: number): number => Math.round(us) / 1000;
  return {
    p50: ms(histogram.getValueAtPercentile(50)),
    p95: ms(histogram.getValueAtPercentile(95)),
    p99: ms(histogram.getValueAtPercentile(99)),
    max: ms(histogram.maxValue),
    mean: ms(histogram.mean),
  };
}

function merge(windows: readonly { histogram: string }[]): Histogram {
  const total = build({ lowestDiscernibleValue: 1, highestTrackableValue: 600_000_000, numberOfSignificantValueDigits: 3 });
  for (const window of windows) {
    const part = decodeFromCompressedBase64(window.histogram);
    total.add(part);
    part.destroy();
  }
  return total;
}

/** Histogram from the percentile distribution: each half-percent step stands for 0.5 % of the samples. */
function buckets(histogram: Histogram): { upToMs: number; count: number }[] {
  const bounds = [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, Infinity];
  const result = bounds.map((upToMs) => ({ upToMs, count: 0 }));
  const total = histogram.totalCount;
  if (total === 0) return result;
  for (let p = 0.25; p < 100; p += 0.5) {
    const ms = histogram.getValueAtPercentile(p) / 1000;
    const bucket = result.find((entry) => ms <= entry.upToMs);
    if (bucket) bucket.count += total / 200;
  }
  for (const bucket of result) bucket.count = Math.round(bucket.count);
  return result;
}

/** Every channel with at least one delta in the recording. */
export function movingChannels(records: readonly FeedRecord[]): FeedChannel[] {
  const channels = new Set<string>();
  for (const record of records) if (record.ev === 'delta' && record.ch !== null) channels.add(record.ch);
  return [...channels].sort() as FeedChannel[];
}

/** The rooms members chat in (SendMessage lines), busiest first: where the chat clients go, round robin. */
export function chattyRooms(chat: readonly ChatRecord[]): string[] {
  const counts = new Map<string, number>();
  for (const record of chat) if (record.data.msgId === 10003) counts.set(record.ch, (counts.get(record.ch) ?? 0) + 1);
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([rid]) => rid);
}

function addCounts(into: Record<string, number>, from: Record<string, number>): Record<string, number> {
  for (const [key, count] of Object.entries(from)) into[key] = (into[key] ?? 0) + count;
  return into;
}

function busyPerMessage(running: readonly ChatWindowFigures[]): number {
  const received = running.reduce((total, window) => total + window.received, 0);
  return received > 0 ? (running.reduce((total, window) => total + window.busyMs, 0) * 1000) / received : 0;
}

function chatResult(
  clients: number,
  rooms: number,
  windows: readonly ChatWindowFigures[],
  /** The windows after connecting: busy time per message. */
  running: readonly ChatWindowFigures[],
  workers: number,
  sent: { deliveries: number; deliveriesByType: Record<string, number> },
  heapBytes: number,
  activeSeconds: number,
): ChatResult {
  const sum = (pick: (window: ChatWindowFigures) => number): number => windows.reduce((total, window) => total + pick(window), 0);
  const histogram = merge(windows);
  const latencyMs = latencyOf(histogram);
  const latencyBuckets = buckets(histogram);
  histogram.destroy();
  const received = sum((w) => w.received);
  return {
    clients,
    connectionsHeld: windows.slice(-workers).reduce((total, window) => total + window.joined, 0),
    rooms,
    sent: sent.deliveries,
    received,
    sentByType: sent.deliveriesByType,
    receivedByType: windows.reduce((into, window) => addCounts(into, window.receivedByType), {}),
    messages: sum((w) => w.messages),
    applied: sum((w) => w.applied),
    lost: sum((w) => w.lost),
    outOfOrder: sum((w) => w.outOfOrder),
    receivedPerSecond: received / Math.max(1, activeSeconds),
    latencyMs,
    latencyBuckets,
    heapPerClientBytes: Math.round(heapBytes / Math.max(1, clients)),
    busyUsPerMessage: busyPerMessage(running),
  };
}

/**
 * One headless run: a replay server in this thread, `clients` clients spread over `workers` worker threads,
 * all subscribed before the replay starts; then the replay, a drain, and the figures.
 */
export async function runHeadless(options: HeadlessOptions): Promise<HeadlessResult> {
  const records = typeof options.recording === 'string' ? readRecording(options.recording) : options.recording;
  const channels = options.channels ?? movingChannels(records);
  const chatRooms = chattyRooms(splitRecording(records).chat);
  const withChat = (options.chat ?? true) && chatRooms.length > 0;
  const step = options.step;
  const server = await startReplayServer({
    recording: records,
    speed: options.speed,
    loop: options.loop ?? step !== undefined,
    ...(options.seconds !== undefined && !step ? { maxSeconds: options.seconds } : {}),
  });
  const workerCount = Math.max(1, Math.min(options.workers, options.clients));
  const pools = Array.from({ length: workerCount }, () => new ClientPool());
  const chatPools = withChat ? Array.from({ length: workerCount }, () => new ChatClientPool()) : [];
  const chatWindows: ChatWindowFigures[] = [];
  const chatRunning: ChatWindowFigures[] = [];
  let chatHeapBefore = 0;
  let chatHeapAfter = 0;
  const wave = options.wave ?? 50;
  const windows: WindowFigures[] = [];
  const steps: StepFigures[] = [];
  const connecting: WindowFigures[] = [];
  let heapBefore = 0;
  let heapAfter = 0;
  const startedAt = Date.now();
  try {
    for (const pool of pools) heapBefore += (await pool.ask({ type: 'window' }, 'window', 30_000)).heapUsed;
    for (const pool of chatPools) chatHeapBefore += (await pool.ask({ type: 'window' }, 'window', 30_000)).heapUsed;
    const addClients = async (count: number): Promise<void> => {
      const share = (i: number): number => Math.floor(count / workerCount) + (i < count % workerCount ? 1 : 0);
      const [added, chatAdded] = await Promise.all([
        Promise.all(pools.map((pool, i) => pool.ask({ type: 'add', count: share(i), url: server.url, channels, mode: options.mode, wave }, 'added', 600_000))),
        Promise.all(chatPools.map((pool, i) => pool.ask({ type: 'add', count: share(i), chatUrl: server.chatUrl, rooms: chatRooms, wave }, 'added', 600_000))),
      ]);
      heapAfter = added.reduce((sum, answer) => sum + answer.heapUsed, 0);
      chatHeapAfter = chatAdded.reduce((sum, answer) => sum + answer.heapUsed, 0);
    };
    const collectChat = async (connectingPhase: boolean): Promise<ChatWindowFigures[]> => {
      const answers = await Promise.all(chatPools.map((pool) => pool.ask({ type: 'window' }, 'window', 60_000)));
      chatWindows.push(...answers);
      if (!connectingPhase) chatRunning.push(...answers);
      return answers;
    };
    /** Both kinds of clients' windows; the feed's are returned, the chat's kept. Connecting windows count no busy time. */
    const collect = async (connectingPhase = false): Promise<WindowFigures[]> => {
      const [answers] = await Promise.all([Promise.all(pools.map((pool) => pool.ask({ type: 'window' }, 'window', 60_000))), collectChat(connectingPhase)]);
      return answers;
    };

    if (step) {
      let clients = 0;
      server.replay.start();
      while (clients < options.clients) {
        const more = Math.min(step.clients, options.clients - clients);
        await addClients(more);
        clients += more;
        connecting.push(...(await collect(true))); // counted, but kept out of the step's latency
        const before = server.replay.stats().deliveries;
        await sleep(step.seconds * 1000);
        const stepWindows = await collect();
        windows.push(...stepWindows);
        const histogram = merge(stepWindows);
        const latencyMs = latencyOf(histogram);
        histogram.destroy();
        steps.push({ clients, deliveriesPerSecond: (server.replay.stats().deliveries - before) / step.seconds, latencyMs });
        console.log(`step: ${clients} clients, ${steps.at(-1)?.deliveriesPerSecond.toFixed(0)} deliveries/s, p95 ${latencyMs.p95} ms`);
        if (latencyMs.p95 > step.p95BudgetMs) break;
      }
      server.replay.close();
    } else {
      await addClients(options.clients);
      connecting.push(...(await collect(true))); // snapshots are not deltas
      server.replay.start();
      await server.replay.finished;
      await server.chat.finished; // on the same clock: ends with the feed (or at maxSeconds)
    }
    // Drain: until every delivery is seen, or nothing more arrives for drainMs (slow clients lag far behind).
    const sent = server.replay.stats().deliveries;
    const chatSent = server.chat.stats().deliveries;
    const drainMs = options.drainMs ?? 3000;
    let quietSince = Date.now();
    for (;;) {
      await sleep(250);
      const before = chatWindows.length;
      const drained = await collect();
      windows.push(...drained);
      if (
        drained.some((window) => window.received > 0 || window.applied > 0) ||
        chatWindows.slice(before).some((window) => window.received > 0)
      )
        quietSince = Date.now();
      // Done when every delivery has arrived AND been applied: a starved worker may hold the last frames a while.
      const all = [...connecting, ...windows];
      const feedReceived = all.reduce((sum, window) => sum + window.received, 0);
      const feedDone = feedReceived >= sent && all.reduce((sum, window) => sum + window.applied, 0) >= feedReceived;
      const chatDone = chatWindows.reduce((sum, window) => sum + window.received, 0) >= chatSent;
      if ((feedDone && chatDone) || Date.now() - quietSince > drainMs) break;
    }
    const heldAtEnd = windows.slice(-workerCount).reduce((sum, window) => sum + window.subscribed, 0);
    const seconds = (Date.now() - startedAt) / 1000;
    const stats = server.replay.stats();
    const histogram = merge(windows);
    const latencyMs = latencyOf(histogram);
    const latencyBuckets = buckets(histogram);
    histogram.destroy();
    const bySecond = new Map<number, { applied: number; sumUs: number; maxUs: number }>();
    for (const window of windows)
      for (const bucket of window.seconds) {
        const entry = bySecond.get(bucket.second) ?? { applied: 0, sumUs: 0, maxUs: 0 };
        entry.applied += bucket.applied;
        entry.sumUs += bucket.sumUs;
        entry.maxUs = Math.max(entry.maxUs, bucket.maxUs);
        bySecond.set(bucket.second, entry);
      }
    const firstSecond = Math.min(...bySecond.keys());
    const replayStartSecond = Math.floor(startedAt / 1000);
    const timeline = [...bySecond]
      .sort(([a], [b]) => a - b)
      .map(([second, entry]) => ({
        second: second - firstSecond,
        applied: entry.applied,
        meanMs: entry.applied > 0 ? entry.sumUs / entry.applied / 1000 : 0,
        maxMs: entry.maxUs / 1000,
        sentPerSecond: stats.deliveriesBySecond[second - replayStartSecond] ?? 0,
      }));
    const counted = [...connecting, ...windows];
    const received = counted.reduce((sum, window) => sum + window.received, 0);
    const applied = counted.reduce((sum, window) => sum + window.applied, 0);
    const busyMs = windows.reduce((sum, window) => sum + window.busyMs, 0);
    const busyReceived = windows.reduce((sum, window) => sum + window.received, 0);
    const activeSeconds = Math.max(1, timeline.length);
    return {
      mode: options.mode,
      clients: options.clients,
      connectionsHeld: heldAtEnd,
      channelsPerClient: channels.length,
      seconds,
      sent: stats.deliveries,
      received,
      applied,
      lost: counted.reduce((sum, window) => sum + window.lost, 0),
      outOfOrder: counted.reduce((sum, window) => sum + window.outOfOrder, 0),
      receivedPerSecond: received / activeSeconds,
      appliedPerSecond: applied / activeSeconds,
      latencyMs,
      latencyBuckets,
      timeline,
      heapPerClientBytes: Math.round((heapAfter - heapBefore) / Math.max(1, options.clients)),
      busyUsPerMessage: busyReceived > 0 ? (busyMs * 1000) / busyReceived : 0,
      steps,
      loops: stats.loops,
      chat: withChat
        ? chatResult(options.clients, chatRooms.length, chatWindows, chatRunning, workerCount, server.chat.stats(), chatHeapAfter - chatHeapBefore, activeSeconds)
        : null,
    };
  } finally {
    for (const pool of [...pools, ...chatPools]) await pool.ask({ type: 'stop' }, 'stopped', 30_000).catch(() => undefined);
    await Promise.all([...pools, ...chatPools].map((pool) => pool.terminate()));
    await server.close();
  }
}
