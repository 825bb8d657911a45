/**
 * Records the real feed server (attachFeed from @mocks over a loopback socket.io) playing a seeded simulator on a
 * virtual clock, so the same spec always gives the same recording: every list channel and `counts` subscribed by
 * one socket (their acks with snapshots come first), then one delta per channel per tick, and a heartbeat every
 * FEED_HEARTBEAT_MS of recorded time.
 *
 * With `chat`, the real chat server (the chat of @mocks on its own, loopback websockets) records into the same
 * file: members log in and join the lobby or a match room, then send the seeded plan of chatTraffic.ts, each
 * message at its own recorded time before the tick's feed deltas, one at a time (the next is sent when the last
 * came back), so the order and the server's message ids are the same on every run. The simulator's score
 * changes reach the match rooms as the backend sends them (connectScoresToChat), and a goal in a room with
 * chatters starts a burst. The chat has its own seeded generator: the feed lines are the same with or without it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { FEED_HEARTBEAT_MS, FEED_NAMESPACE, GAME_TYPES, SHOW_TYPES, listChannel, matchRoomId, type FeedChannel } from '@src/contract';
import { Simulator, attachFeed, connectScoresToChat, createRecorder, startChatTestServer, type ChatTestClient, type FeedRecorder } from '@mocks';
import { ChatPlan, sendersByRoom, type ChatSpec, type PlannedMessage } from './chatTraffic';

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
  /** Chat traffic recorded alongside (none without). */
  chat?: ChatSpec;
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
    // One socket takes every list channel at once on a clock that stands still: a recording, not a flood to refuse.
    limits: { snapshotBurst: ALL_CHANNELS.length, addressSnapshotBurst: ALL_CHANNELS.length },
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const socket = connect(`http://127.0.0.1:${port}${FEED_NAMESPACE}`, { transports: ['websocket'] });
  let chat: RecordedChat | null = null;
  try {
    for (const channel of ALL_CHANNELS) await socket.timeout(10_000).emitWithAck('subscribe', { channel });
    if (spec.chat) chat = await startRecordedChat(spec, spec.chat, simulator, recorder, now);
    const ticks = Math.round((spec.seconds * 1000) / spec.tickMs);
    let sinceHeartbeat = 0;
    for (let i = 0; i < ticks; i += 1) {
      if (chat) {
        for (const message of chat.plan.tick(clock, clock + spec.tickMs)) {
          clock = message.at;
          await chat.send(message);
        }
      }
      clock = spec.startTime + (i + 1) * spec.tickMs;
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
    await chat?.close();
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

interface RecordedChat {
  plan: ChatPlan;
  send(message: PlannedMessage): Promise<void>;
  close(): Promise<void>;
}

/** The chat server recording into `recorder`, its senders logged in and in their rooms. */
async function startRecordedChat(
  spec: RecordingSpec,
  chatSpec: ChatSpec,
  simulator: Simulator,
  recorder: FeedRecorder,
  now: () => number,
): Promise<RecordedChat> {
  const server = await startChatTestServer({
    now,
    record: recorder,
    // A load of chatters, not a flood to refuse; no sweep timer (it runs on the wall clock).
    limits: { sendsPerWindow: 1_000_000, framesPerSecond: 1_000_000, frameBurst: 1_000_000, sweepMs: 2 ** 30 },
  });
  const gameIds = [...simulator.listMembers('RB', 'FT')].slice(0, chatSpec.matchRooms).map((match) => match.feed.gameId);
  const rooms = sendersByRoom(chatSpec, gameIds);
  const plan = new ChatPlan(chatSpec, spec.seed * 7919 + 1, rooms);
  const senders = new Map<string, ChatTestClient[]>();
  let member = 0;
  for (const [rid, count] of rooms) {
    const clients: ChatTestClient[] = [];
    for (let i = 0; i < count; i += 1) {
      member += 1;
      const client = await server.connect();
      const token = await server.memberToken({ userId: String(20_000 + member), username: `球迷${String(member).padStart(3, '0')}`, vipLevel: member % 7 });
      await client.loginMember(token);
      await client.join(rid);
      clients.push(client);
    }
    senders.set(rid, clients);
  }
  connectScoresToChat(simulator, {
    pushScore(gameId, score) {
      server.chat.pushScore(gameId, score);
      if (score.event === 'goal') plan.goal(matchRoomId(gameId), now());
    },
  });
  let cmid = 0;
  return {
    plan,
    async send(message) {
      const client = senders.get(message.rid)?.[message.sender];
      if (!client) throw new Error(`no sender ${message.sender} in ${message.rid}`);
      cmid += 1;
      const id = `rec-${cmid}`;
      client.send({ msgId: 10003, msgData: { rid: message.rid, msg: message.text, cmid: id } });
      // Its echo: the server stored and broadcast it (and recorded it) before the next one is sent.
      await client.next(10003, (frame) => frame.msgData.body.cmid === id);
    },
    close: () => server.close(),
  };
}
