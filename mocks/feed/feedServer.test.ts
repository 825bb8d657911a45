import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  FEED_PROTOCOL_VERSION,
  type FeedDelta,
  type FeedHeartbeat,
  type FeedOp,
  type SubscribeAck,
  type SubscribeError,
} from '@src/contract';
import { readRecording } from './recorder';
import { startFeedTestServer, type FeedTestServer } from '../testing/feedTestServer';

let server: FeedTestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function subscribe(socket: Socket, channel: unknown): Promise<SubscribeAck | SubscribeError> {
  return (await socket.emitWithAck('subscribe', { channel })) as SubscribeAck | SubscribeError;
}

async function subscribed(socket: Socket, channel: string): Promise<SubscribeAck> {
  const answer = await subscribe(socket, channel);
  if ('error' in answer) throw new Error(answer.error);
  return answer;
}

/** Collects the deltas a socket receives, by channel. */
function collect(socket: Socket): Map<string, FeedDelta[]> {
  const byChannel = new Map<string, FeedDelta[]>();
  socket.on('delta', (delta: FeedDelta) => {
    const list = byChannel.get(delta.channel) ?? [];
    list.push(delta);
    byChannel.set(delta.channel, list);
  });
  return byChannel;
}

/** Resolves with the next delta of `channel` received by `socket`. */
function nextDelta(socket: Socket, channel: string): Promise<FeedDelta> {
  return new Promise((resolve) => {
    const listener = (delta: FeedDelta): void => {
      if (delta.channel !== channel) return;
      socket.off('delta', listener);
      resolve(delta);
    };
    socket.on('delta', listener);
  });
}

/** The arguments of the next `event` on a socket (client or server side). */
function once(emitter: { once(event: string, listener: (...args: unknown[]) => void): unknown }, event: string): Promise<unknown[]> {
  return new Promise((resolve) => emitter.once(event, (...args: unknown[]) => resolve(args)));
}

/** A round trip: everything the server emitted before has arrived once this resolves. */
async function barrier(socket: Socket): Promise<void> {
  await socket.emitWithAck('unsubscribe', { channel: 'none' });
}

describe('feed subscriptions', () => {
  it('answers a list subscription with a snapshot of its matches, their main lines and leagues, and the seq', async () => {
    server = await startFeedTestServer();
    const socket = await server.connect();
    const ack = await subscribed(socket, 'RB:FT');
    expect(ack).toMatchObject({ channel: 'RB:FT', v: FEED_PROTOCOL_VERSION });
    expect(typeof ack.seq).toBe('number');
    const live = [...server.sim.listMembers('RB', 'FT')];
    expect(ack.snapshot.matches.map((m) => m.gameId).sort()).toEqual(live.map((m) => m.gameId).sort());
    expect(ack.snapshot.matches.every((m) => m.gameType === 'FT' && m.isLive)).toBe(true);
    // Main lines: 1X2 (3), one handicap (2), one total (2), odd/even (2).
    expect(ack.snapshot.odds).toHaveLength(9 * live.length);
    const leagueIds = new Set(ack.snapshot.leagues.map((l) => l.league_id));
    expect(ack.snapshot.matches.every((m) => leagueIds.has(m.league_id))).toBe(true);
    expect(ack.snapshot.odds.every((o) => /^\d+\.\d{2}$/.test(o.price))).toBe(true);
  });

  it('sends deltas numbered from the snapshot seq + 1, one after the other, with the server time', async () => {
    server = await startFeedTestServer();
    const socket = await server.connect();
    const received = collect(socket);
    const ack = await subscribed(socket, 'RB:FT');
    for (let i = 0; i < 5; i++) {
      const next = nextDelta(socket, 'RB:FT');
      server.sim.advance(1000);
      const delta = await next;
      expect(delta.ops.length).toBeGreaterThan(0);
      expect(delta.ts).toBeGreaterThan(0);
    }
    expect(received.get('RB:FT')?.map((d) => d.seq)).toEqual([1, 2, 3, 4, 5].map((k) => ack.seq + k));
  });

  it('gives a later subscriber its own snapshot and the deltas that follow it', async () => {
    server = await startFeedTestServer();
    const first = await server.connect();
    await subscribed(first, 'RB:BK');
    const next = nextDelta(first, 'RB:BK');
    server.sim.advance(2000);
    await next;
    const second = await server.connect();
    const ack = await subscribed(second, 'RB:BK');
    expect(ack.seq).toBeGreaterThan(0);
    const delta = nextDelta(second, 'RB:BK');
    server.sim.advance(2000);
    expect((await delta).seq).toBe(ack.seq + 1);
  });

  it('stops sending a channel after unsubscribe', async () => {
    server = await startFeedTestServer();
    const socket = await server.connect();
    const received = collect(socket);
    await subscribed(socket, 'RB:FT');
    await subscribed(socket, 'RB:BK');
    const both = Promise.all([nextDelta(socket, 'RB:FT'), nextDelta(socket, 'RB:BK')]);
    server.sim.advance(1000);
    await both;
    expect(await socket.emitWithAck('unsubscribe', { channel: 'RB:FT' })).toEqual({ channel: 'RB:FT' });
    const before = received.get('RB:FT')?.length;
    for (let i = 0; i < 3; i++) {
      const next = nextDelta(socket, 'RB:BK');
      server.sim.advance(1000);
      await next;
    }
    await barrier(socket);
    expect(received.get('RB:FT')?.length).toBe(before);
  });

  it('refuses unknown channels, bad requests and finished matches with a Chinese message', async () => {
    server = await startFeedTestServer();
    const socket = await server.connect();
    const chinese = /[\u4e00-\u9fff]/;
    for (const channel of ['XX:FT', 'RB:XX', 'RB:FT:1', 'match:', 'match:a b', '']) {
      const answer = await subscribe(socket, channel);
      expect(answer).toMatchObject({ channel });
      expect('error' in answer && chinese.test(answer.error)).toBe(true);
    }
    const gone = await subscribe(socket, 'match:999999999');
    expect(gone).toEqual({ channel: 'match:999999999', error: '赛事不存在或已结束', code: 'matchGone' });
    const bad = (await socket.emitWithAck('subscribe', 42)) as SubscribeError;
    expect(chinese.test(bad.error)).toBe(true);
    // The socket still works after bad requests.
    expect('error' in (await subscribe(socket, 'FT:FT'))).toBe(false);
  });

  it('serves live counts per show type and game type, updated as matches move between lists', async () => {
    server = await startFeedTestServer();
    const socket = await server.connect();
    const ack = await subscribed(socket, 'counts');
    expect(ack.counts).toEqual(server.sim.counts());
    expect(ack.snapshot).toEqual({ leagues: [], matches: [], odds: [] });
    const next = nextDelta(socket, 'counts');
    server.sim.advance(15 * 60_000);
    const delta = await next;
    expect(delta.seq).toBe(ack.seq + 1);
    const latest = new Map<string, number>();
    for (const op of delta.ops) {
      expect(op[0]).toBe('c');
      if (op[0] === 'c') latest.set(`${op[1]}:${op[2]}`, op[3]);
    }
    expect(latest.size).toBeGreaterThan(0);
    const counts = server.sim.counts();
    for (const [cell, count] of latest) {
      const [showType, gameType] = cell.split(':') as ['RB', 'FT'];
      expect(count).toBe(counts[showType]?.[gameType]);
    }
  });

  it('serves one match with every line of every market, and only that match in its deltas', async () => {
    server = await startFeedTestServer();
    const socket = await server.connect();
    const match = [...server.sim.listMembers('RB', 'FT')].find((m) => m.feed.gameStatus === 'live');
    if (!match) throw new Error('no live football');
    const channel = `match:${match.gameId}`;
    const ack = await subscribed(socket, channel);
    expect(ack.snapshot.matches).toEqual([match.wireMatch()]);
    expect(ack.snapshot.leagues.map((l) => l.league_id)).toEqual([match.feed.league_id]);
    expect(ack.snapshot.odds).toHaveLength(match.odds.length);
    expect(new Set(ack.snapshot.odds.filter((o) => o.playType === 'R').map((o) => o.line)).size).toBe(7);
    const received = collect(socket);
    for (let i = 0; i < 20 && !received.has(channel); i++) server.sim.advance(5000);
    const next = received.has(channel) ? Promise.resolve(received.get(channel)?.[0]) : nextDelta(socket, channel);
    server.sim.advance(5000);
    const delta = await next;
    if (!delta) throw new Error('no delta');
    expect(delta.seq).toBe(ack.seq + 1);
    const about = (op: FeedOp): string => (op[0] === 'o' ? op[1].split('.')[0] ?? '' : op[0] === 'a' ? op[1].gameId : op[0] === 'c' ? '' : op[1]);
    expect(delta.ops.every((op) => about(op) === match.gameId)).toBe(true);
  });

  it('tells a match channel its events as e ops, never a list, and gives a new subscriber the events and 1X2 prices so far', async () => {
    server = await startFeedTestServer();
    const socket = await server.connect();
    const match = [...server.sim.listMembers('RB', 'FT')].find((m) => m.feed.gameStatus === 'live');
    if (!match) throw new Error('no live football');
    const channel = `match:${match.gameId}`;
    await subscribed(socket, channel);
    await subscribed(socket, 'RB:FT');
    const received = collect(socket);
    const before = match.events.length;
    for (let i = 0; i < 60 && match.events.length < before + 2 && match.showType === 'RB'; i++) server.sim.advance(30_000);
    await barrier(socket);
    const eventOps = (name: string) => (received.get(name) ?? []).flatMap((delta) => delta.ops.filter((op) => op[0] === 'e'));
    expect(eventOps(channel).length).toBeGreaterThan(0);
    expect(eventOps(channel).every((op) => op[1] === match.gameId)).toBe(true);
    expect(eventOps('RB:FT')).toEqual([]);

    const late = await server.connect();
    const ack = await subscribed(late, channel);
    expect(ack.events?.map((event) => event.id)).toEqual(match.events.map((event) => event.id));
    const main = match.odds.filter((o) => o.wire.playType === 'M').map((o) => o.wire.oddsId);
    expect(ack.history?.map((line) => line.oddsId)).toEqual(main);
    expect(ack.history?.every((line) => line.points.length > 0)).toBe(true);
  });

  it('beats a heartbeat at the configured interval', async () => {
    server = await startFeedTestServer({ feed: { heartbeatMs: 25 } });
    const socket = await server.connect();
    const [hb] = (await once(socket, 'hb')) as [FeedHeartbeat];
    expect(typeof hb.ts).toBe('number');
    const [again] = (await once(socket, 'hb')) as [FeedHeartbeat];
    expect(again.ts).toBeGreaterThanOrEqual(hb.ts);
  });
});

describe('connection state recovery', () => {
  it('replays the deltas missed while disconnected, in sequence, and keeps the subscriptions', async () => {
    server = await startFeedTestServer();
    const socket = await server.connect();
    const received = collect(socket);
    const ack = await subscribed(socket, 'RB:FT');
    const first = nextDelta(socket, 'RB:FT');
    server.sim.advance(1000);
    await first;

    const serverSide = server.io.of('/feed').sockets.get(socket.id ?? '');
    if (!serverSide) throw new Error('no server socket');
    const gone = once(serverSide, 'disconnect');
    socket.io.engine.close();
    await gone;
    // While the client is away, the channel keeps going.
    server.sim.advance(1000);
    server.sim.advance(1000);
    const back = once(socket, 'connect');
    socket.connect();
    await back;
    expect(socket.recovered).toBe(true);
    const after = nextDelta(socket, 'RB:FT');
    server.sim.advance(1000);
    await after;
    expect(received.get('RB:FT')?.map((d) => d.seq)).toEqual([1, 2, 3, 4].map((k) => ack.seq + k));
  });
});

describe('feed recorder', () => {
  it('writes every emitted delta, heartbeat and ack to gzipped NDJSON with its send time, event, channel and seq', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'feed-')), 'record.ndjson.gz');
    server = await startFeedTestServer({ feed: { record: path, heartbeatMs: 30 } });
    const socket = await server.connect();
    const received = collect(socket);
    const ack = await subscribed(socket, 'RB:TN');
    const bad = await subscribe(socket, 'nope');
    for (let i = 0; i < 3; i++) {
      const next = nextDelta(socket, 'RB:TN');
      server.sim.advance(2000);
      await next;
    }
    await once(socket, 'hb');
    await server.close();
    server = undefined;

    const records = readRecording(path);
    expect(records.every((r) => typeof r.t === 'number' && r.t > 0)).toBe(true);
    const acks = records.filter((r) => r.ev === 'ack');
    expect(acks.map((r) => r.data)).toEqual([ack, bad]);
    expect(acks[0]).toMatchObject({ ch: 'RB:TN', seq: ack.seq, sid: expect.any(String) as unknown });
    const deltas = records.filter((r) => r.ev === 'delta' && r.ch === 'RB:TN');
    expect(deltas.map((r) => r.data)).toEqual(received.get('RB:TN'));
    expect(deltas.map((r) => r.seq)).toEqual(received.get('RB:TN')?.map((d) => d.seq));
    const beats = records.filter((r) => r.ev === 'hb');
    expect(beats.length).toBeGreaterThan(0);
    expect(beats.every((r) => r.ch === null && r.seq === null)).toBe(true);
  });
});
