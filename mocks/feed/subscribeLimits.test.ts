import { afterEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { SubscribeAck, SubscribeError, SubscribeHeld } from '@src/contract';
import { startFeedTestServer, TEST_START, type FeedTestServer } from '../testing/feedTestServer';
import { DEFAULT_FEED_LIMITS, type FeedLimits } from './subscribeLimits';
import { FEED_ERRORS } from './index';

type Answer = SubscribeAck | SubscribeHeld | SubscribeError;

let server: FeedTestServer | undefined;
let clock = TEST_START;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(limits: Partial<FeedLimits> = {}): Promise<FeedTestServer> {
  clock = TEST_START;
  server = await startFeedTestServer({ feed: { now: () => clock, limits } });
  return server;
}

async function subscribe(socket: Socket, channel: string, resync?: boolean): Promise<Answer> {
  return (await socket.emitWithAck('subscribe', resync === undefined ? { channel } : { channel, resync })) as Answer;
}

const isSnapshot = (answer: Answer): answer is SubscribeAck => 'snapshot' in answer;
const isRefused = (answer: Answer): answer is SubscribeError => 'error' in answer;

describe('feed subscribe limits (issue 13 item 6)', () => {
  it('answers a repeated subscribe to a channel the socket holds with the current seq only, and a resync with a fresh snapshot', async () => {
    const feed = await start();
    const socket = await feed.connect();
    const first = await subscribe(socket, 'RB:FT');
    expect(isSnapshot(first)).toBe(true);

    const repeats = await Promise.all(Array.from({ length: 100 }, () => subscribe(socket, 'RB:FT')));
    expect(repeats.filter(isSnapshot)).toHaveLength(0);
    expect(repeats[99]).toEqual({ channel: 'RB:FT', seq: (first as SubscribeAck).seq, held: true, v: 2 });

    feed.sim.advance(1_000);
    const resync = await subscribe(socket, 'RB:FT', true);
    expect(isSnapshot(resync) && resync.seq).toBeGreaterThan((first as SubscribeAck).seq);
  });

  it('sends one socket no more snapshots than its burst, then one a second, refusing the rest with a code and a wait', async () => {
    const feed = await start();
    const socket = await feed.connect();
    const answers = await Promise.all(Array.from({ length: 100 }, () => subscribe(socket, 'FT:FT', true)));
    expect(answers.filter(isSnapshot)).toHaveLength(DEFAULT_FEED_LIMITS.snapshotBurst);
    const refused = answers.filter(isRefused);
    expect(refused).toHaveLength(100 - DEFAULT_FEED_LIMITS.snapshotBurst);
    expect(refused[0]).toEqual({ channel: 'FT:FT', error: FEED_ERRORS.rateLimited, code: 'rateLimited', retryAfterMs: 1_000 });

    clock += 1_000;
    expect(isSnapshot(await subscribe(socket, 'FT:FT', true))).toBe(true);
    expect(isRefused(await subscribe(socket, 'FT:FT', true))).toBe(true);
  });

  it('sends all the sockets of one client address together no more snapshots than the address may have', async () => {
    const feed = await start({ snapshotBurst: 4, addressSnapshotBurst: 10, addressSnapshotsPerSecond: 1 });
    const sockets = await Promise.all(Array.from({ length: 5 }, () => feed.connect()));
    const answers = (
      await Promise.all(sockets.map((socket) => Promise.all(['RB:FT', 'FT:FT', 'FU:FT'].map((c) => subscribe(socket, c)))))
    ).flat();
    expect(answers.filter(isSnapshot)).toHaveLength(10);
    expect(answers.filter(isRefused).every((answer) => answer.code === 'rateLimited')).toBe(true);

    const late = await feed.connect();
    expect(await subscribe(late, 'RB:BK')).toMatchObject({ code: 'rateLimited' });
    clock += 1_000;
    expect(isSnapshot(await subscribe(late, 'RB:BK'))).toBe(true);
  });

  it('limits the subscribe requests of a socket, cheap ones and bad ones too', async () => {
    const feed = await start({ subscribeBurst: 10, subscribesPerSecond: 2 });
    const socket = await feed.connect();
    await subscribe(socket, 'RB:FT');
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => subscribe(socket, 'RB:FT')),
      ...Array.from({ length: 6 }, () => subscribe(socket, 'XX:FT')),
    ]);
    expect(answers.filter((answer) => 'held' in answer)).toHaveLength(6);
    expect(answers.filter((answer) => isRefused(answer) && answer.code === 'unknownChannel')).toHaveLength(3);
    expect(answers.filter((answer) => isRefused(answer) && answer.code === 'rateLimited')).toHaveLength(3);
    clock += 500;
    expect(await subscribe(socket, 'RB:FT')).toMatchObject({ held: true });
  });
});
