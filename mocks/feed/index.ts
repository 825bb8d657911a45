import type { Server, Socket } from 'socket.io';
import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import {
  FEED_HEARTBEAT_MS,
  FEED_NAMESPACE,
  FEED_PROTOCOL_VERSION,
  listChannel,
  matchChannel,
  parseChannel,
  type FeedHeartbeat,
  type SubscribeAck,
  type SubscribeError,
} from '@src/contract';
import { Simulator, simConfigFromEnv, startSimDriver, type SimDriver } from '../sim';
import { ChannelHub, type ChannelState } from './channelHub';
import { createRecorder, type FeedRecorder } from './recorder';
import { EMPTY_SNAPSHOT, listSnapshot, matchSnapshot } from './snapshot';

export { createRecorder, readRecording, type FeedRecorder, type FeedRecord, type RecordedEvent } from './recorder';

/** A socket may hold this many channels at once. */
export const MAX_CHANNELS_PER_SOCKET = 200;

export const FEED_ERRORS = {
  badRequest: '订阅请求格式错误',
  unknownChannel: '频道不存在',
  matchGone: '赛事不存在或已结束',
  tooMany: `订阅的频道过多（最多 ${MAX_CHANNELS_PER_SOCKET} 个）`,
} as const;

export interface FeedDeps {
  io: Server;
  db: Database;
  logger: FastifyBaseLogger;
  /** The simulator to serve; default: one configured from the environment (SIM_*). */
  simulator?: Simulator;
  /** Play the simulator in real time (SIM_SPEED, SIM_TICK_MS). Default: only when the feed created it. */
  drive?: boolean;
  /** Heartbeat interval; default FEED_HEARTBEAT_MS. */
  heartbeatMs?: number;
  /** Record every emitted message: a gzipped NDJSON path or a recorder. Default: env FEED_RECORD when set. */
  record?: string | FeedRecorder;
  /** Environment for SIM_* and FEED_RECORD; default process.env. */
  env?: Record<string, string | undefined>;
  /** Wall clock for send times; default Date.now. */
  now?: () => number;
}

export interface FeedService {
  close(): Promise<void>;
  readonly simulator: Simulator;
  readonly recorder: FeedRecorder | null;
  /** Deltas and ops emitted so far. */
  stats(): { deltas: number; ops: number; sockets: number };
}

/**
 * The live feed on socket.io namespace `/feed` (DESIGN.md section 4, src/contract/FEED_PROTOCOL.md): subscribe with
 * an ack carrying a snapshot and the channel's seq, then one `delta` per channel per simulator tick, and `hb`.
 * Subscriptions are socket.io rooms, so connection state recovery restores them with the missed deltas.
 */
export function attachFeed(deps: FeedDeps): FeedService {
  const { io, logger } = deps;
  const env = deps.env ?? process.env;
  const now = deps.now ?? Date.now;
  const nsp = io.of(FEED_NAMESPACE);

  let simulator = deps.simulator;
  let driver: SimDriver | null = null;
  if (!simulator) {
    const { config, warnings } = simConfigFromEnv(env, now());
    for (const warning of warnings) logger.warn(warning);
    simulator = new Simulator(config);
  }
  const sim = simulator;
  if (deps.drive ?? !deps.simulator) {
    driver = startSimDriver(sim, {
      speed: sim.config.speed,
      tickMs: sim.config.tickMs,
      now,
      onError: (error) => logger.error({ err: error }, 'simulator tick failed'),
    });
  }

  const recordTarget = deps.record ?? env.FEED_RECORD;
  const ownsRecorder = typeof recordTarget === 'string' && recordTarget !== '';
  const recorder: FeedRecorder | null =
    typeof recordTarget === 'string' ? (ownsRecorder ? createRecorder(recordTarget, { now }) : null) : (recordTarget ?? null);

  const hub = new ChannelHub(nsp, (showType, gameType) => sim.listMembers(showType, gameType).size, {
    recoveryWindowMs: io._opts.connectionStateRecovery?.maxDisconnectionDuration ?? 0,
    now,
    recorder,
  });
  const removeListener = sim.addListener(hub);

  const onConnection = (socket: Socket): void => {
    socket.on('subscribe', (request: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      const reply = ack as (answer: SubscribeAck | SubscribeError) => void;
      const answer = subscribe(socket, request);
      reply(answer);
      recorder?.record('ack', answer.channel, 'seq' in answer ? answer.seq : null, answer, socket.id);
    });
    socket.on('unsubscribe', (request: unknown, ack: unknown) => {
      const channel = channelOf(request);
      if (channel !== null && socket.rooms.has(channel) && channel !== socket.id) void socket.leave(channel);
      if (typeof ack === 'function') (ack as (answer: { channel: string }) => void)({ channel: channel ?? '' });
    });
    socket.on('disconnecting', () => {
      for (const room of socket.rooms) if (room !== socket.id) hub.noteDisconnect(room);
    });
  };

  const subscribe = (socket: Socket, request: unknown): SubscribeAck | SubscribeError => {
    const channel = channelOf(request);
    if (channel === null) return { channel: '', error: FEED_ERRORS.badRequest };
    const parsed = parseChannel(channel);
    if (parsed === null) return { channel, error: FEED_ERRORS.unknownChannel };
    if (!socket.rooms.has(channel) && socket.rooms.size - 1 >= MAX_CHANNELS_PER_SOCKET) return { channel, error: FEED_ERRORS.tooMany };
    let state: ChannelState;
    let ack: SubscribeAck;
    // Snapshot, seq and room join in one synchronous step: no delta can be emitted in between.
    if (parsed.kind === 'list') {
      const name = listChannel(parsed.showType, parsed.gameType);
      state = hub.listState(name);
      ack = { channel: name, seq: state.seq, snapshot: listSnapshot(sim, parsed.showType, parsed.gameType), v: FEED_PROTOCOL_VERSION };
    } else if (parsed.kind === 'match') {
      const m = sim.match(parsed.gameId);
      if (!m) return { channel, error: FEED_ERRORS.matchGone };
      state = hub.matchState(parsed.gameId);
      ack = { channel: matchChannel(parsed.gameId), seq: state.seq, snapshot: matchSnapshot(m), v: FEED_PROTOCOL_VERSION };
    } else {
      state = hub.countsChannel;
      ack = { channel: 'counts', seq: state.seq, snapshot: EMPTY_SNAPSHOT, counts: sim.counts(), v: FEED_PROTOCOL_VERSION };
    }
    void socket.join(channel);
    return ack;
  };

  nsp.on('connection', onConnection);

  const heartbeatMs = deps.heartbeatMs ?? FEED_HEARTBEAT_MS;
  const heartbeat = setInterval(() => {
    const hb: FeedHeartbeat = { ts: now() };
    nsp.emit('hb', hb);
    recorder?.record('hb', null, null, hb);
  }, heartbeatMs);
  heartbeat.unref();

  let closing: Promise<void> | undefined;
  return {
    simulator: sim,
    recorder,
    stats: () => ({ deltas: hub.deltas, ops: hub.ops, sockets: nsp.sockets.size }),
    close: () =>
      (closing ??= (async () => {
        clearInterval(heartbeat);
        driver?.stop();
        removeListener();
        nsp.off('connection', onConnection);
        if (ownsRecorder) await recorder?.close();
      })()),
  };
}

function channelOf(request: unknown): string | null {
  if (typeof request !== 'object' || request === null) return null;
  const channel = (request as { channel?: unknown }).channel;
  return typeof channel === 'string' && channel.length <= 64 ? channel : null;
}
