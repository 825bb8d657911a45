/**
 * Records the real feed server (attachFeed from @mocks over a loopback socket.io) playing a seeded simulator on a
 * virtual clock, so the same spec always gives the same recording: every list channel and `counts` subscribed by
 * one socket (their acks with snapshots come first), then one delta per channel per tick, and a heartbeat every
 * FEED_HEARTBEAT_MS of recorded time.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { FEED_HEARTBEAT_MS, FEED_NAMESPACE, GAME_TYPES, SHOW_TYPES, listChannel, type FeedChannel } from '@src/contract';
import { Simulator, attachFeed, createRecorder } from '@mocks';

export interface RecordingSpec {
  name: string;
  seed: number;
  live: number;
  upcoming: number;
  /** Trading-noise price changes per live match per sim second. */
  oddsRate: number;
  /** Recorded (wall) seconds. */
  seconds: number;
  /** Sim ms per recorded ms: above 1 packs more match events (goals, suspensions) into the recording. */
  simSpeed: number;
  tickMs: number;
  /** Sim start (ms since epoch): fixed, so the schedule of matches is the same on every run. */
  startTime: number;
}

type FeedDeps = Parameters<typeof attachFeed>[0];

const silentLogger = { warn: () => undefined, error: () => undefined, info: () => undefined } as unknown as FeedDeps['logger'];

export const ALL_CHANNELS: readonly FeedChannel[] = [
  ...SHOW_TYPES.flatMap((showType) => GAME_TYPES.map((gameType) => listChannel(showType, gameType))),
  'counts',
];

export async function generateRecording(spec: RecordingSpec, path: string): Promise<{ lines: number }> {
  let clock = spec.startTime;
  const now = (): number => clock;
  const http = createServer();
  const io = new Server(http);
  const recorder = createRecorder(path, { now });
  const simulator = new Simulator({
    seed: spec.seed,
    live: spec.live,
    upcoming: spec.upcoming,
    oddsRate: spec.oddsRate,
    tickMs: spec.tickMs,
    startTime: spec.startTime,
  });
  // The recording tool has no database; the feed does not touch it.
  const feed = attachFeed({
    io,
    db: undefined as unknown as FeedDeps['db'],
    logger: silentLogger,
    simulator,
    drive: false,
    record: recorder,
    heartbeatMs: 2 ** 30,
    now,
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const socket = connect(`http://127.0.0.1:${port}${FEED_NAMESPACE}`, { transports: ['websocket'] });
  try {
    for (const channel of ALL_CHANNELS) await socket.timeout(10_000).emitWithAck('subscribe', { channel });
    const ticks = Math.round((spec.seconds * 1000) / spec.tickMs);
    let sinceHeartbeat = 0;
    for (let i = 0; i < ticks; i += 1) {
      clock += spec.tickMs;
      simulator.advance(spec.tickMs * spec.simSpeed);
      sinceHeartbeat += spec.tickMs;
      if (sinceHeartbeat >= FEED_HEARTBEAT_MS) {
        sinceHeartbeat = 0;
        recorder.record('hb', null, null, { ts: clock });
      }
      // Let the socket drain now and then, so the loopback client does not pile up the whole recording.
      if (i % 10 === 9) await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    socket.disconnect();
    await feed.close();
    await new Promise<void>((resolve) => {
      void io.close(() => resolve());
    });
  }
  const lines = recorder.count;
  await recorder.close();
  return { lines };
}
