/**
 * Throughput figures of the simulator and of the feed's per-channel batching (not a test):
 *   npx tsx mocks/sim/simBench.ts [live] [oddsRate] [simSeconds]
 * Prints, side by side in one run: set-up time, simulator cost per sim second, the odds updates it produces,
 * and the cost of routing them into channel deltas and JSON-encoding them (every list channel subscribed).
 */
import type { Namespace } from 'socket.io';
import { GAME_TYPES, SHOW_TYPES, listChannel } from '@src/contract';
import { ChannelHub } from '../feed/channelHub';
import { Simulator, type SimListener } from './index';

const live = Number(process.argv[2] ?? 300);
const oddsRate = Number(process.argv[3] ?? 0.6);
const simSeconds = Number(process.argv[4] ?? 120);
const startTime = Date.UTC(2026, 10, 22, 4, 0, 0);

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

function counter(): SimListener & { odds: () => void; count: { odds: number; other: number } } {
  const count = { odds: 0, other: 0 };
  const other = (): void => {
    count.other += 1;
  };
  return {
    count,
    odds: () => {
      count.odds += 1;
    },
    market: other,
    live: other,
    listed: other,
    unlisted: other,
    removed: other,
    flush: () => undefined,
  };
}

/** A namespace where every list channel has a subscriber and emitting means JSON-encoding once. */
function encodingNamespace(): { nsp: Namespace; bytes: () => number } {
  let bytes = 0;
  const rooms = new Map<string, Set<string>>();
  for (const showType of SHOW_TYPES) for (const gameType of GAME_TYPES) rooms.set(listChannel(showType, gameType), new Set(['bench']));
  rooms.set('counts', new Set(['bench']));
  const nsp = {
    adapter: { rooms },
    to: () => ({
      emit: (_event: string, data: unknown) => {
        bytes += JSON.stringify(data).length;
        return true;
      },
    }),
    in: () => ({ socketsLeave: () => undefined }),
  } as unknown as Namespace;
  return { nsp, bytes: () => bytes };
}

const t0 = performance.now();
const sim = new Simulator({ live, upcoming: Math.max(1000, live * 2), oddsRate, startTime, seed: 20261122 });
const setUpMs = performance.now() - t0;
const stats = sim.stats();
print(`set-up: ${setUpMs.toFixed(0)} ms for ${stats.live} live, ${stats.upcoming} upcoming, ${stats.odds} odds (heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB)`);

// Warm-up, then the simulator alone.
const plain = counter();
const removePlain = sim.addListener(plain);
for (let i = 0; i < 20; i++) sim.advance(1000);
plain.count.odds = 0;
plain.count.other = 0;
let t = performance.now();
for (let i = 0; i < simSeconds; i++) sim.advance(1000);
const simMs = performance.now() - t;
removePlain();
const oddsPerSimSecond = plain.count.odds / simSeconds;
print(
  `simulator: ${(simMs / simSeconds).toFixed(2)} ms per sim second; ${oddsPerSimSecond.toFixed(0)} odds updates and ` +
    `${(plain.count.other / simSeconds).toFixed(0)} other changes per sim second (${(oddsPerSimSecond / stats.live).toFixed(2)} per live match)`,
);

// The same with the feed's batching and encoding.
const { nsp, bytes } = encodingNamespace();
const hub = new ChannelHub(nsp, (s, g) => sim.listMembers(s, g).size, { recoveryWindowMs: 0, now: Date.now, recorder: null });
for (const showType of SHOW_TYPES) for (const gameType of GAME_TYPES) hub.listState(listChannel(showType, gameType));
sim.addListener(hub);
const deltas0 = hub.deltas;
const ops0 = hub.ops;
t = performance.now();
for (let i = 0; i < simSeconds; i++) sim.advance(1000);
const feedMs = performance.now() - t;
const ops = hub.ops - ops0;
print(
  `with feed batching + JSON: ${(feedMs / simSeconds).toFixed(2)} ms per sim second; ${(ops / simSeconds).toFixed(0)} list ops in ` +
    `${((hub.deltas - deltas0) / simSeconds).toFixed(1)} deltas per sim second, ${(bytes() / simSeconds / 1024).toFixed(0)} KiB/s`,
);
print(`=> one core sustains about ${((1000 * ops) / feedMs).toFixed(0)} list ops/s (${(1000 / (feedMs / simSeconds)).toFixed(1)}x real time at this size)`);
