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
  type FeedErrorCode,
  type FeedHeartbeat,
  type SubscribeAck,
  type SubscribeError,
  type SubscribeHeld,
} from '@src/contract';
import type { TrustProxy } from '../config';
import { clientAddress } from '../http/clientAddress';
import { Simulator, simConfigFromEnv, startSimDriver, type SimDriver } from '../sim';
import { textIn } from '../http/serverText';
import { ChannelHub } from './channelHub';
import { channelOfRoom, roomOf, snapshotIn, socketLanguage } from './feedLanguage';
import { createRecorder, type FeedRecorder } from './recorder';
import { EMPTY_SNAPSHOT, listSnapshot, matchSnapshot } from './snapshot';
import { DEFAULT_FEED_LIMITS, SubscribeLimits, type FeedLimits } from './subscribeLimits';

export { createRecorder, readRecording, type FeedRecorder, type FeedRecord, type RecordedEvent } from './recorder';
export { DEFAULT_FEED_LIMITS, type FeedLimits } from './subscribeLimits';

/** A socket may hold this many channels at once. */
export const MAX_CHANNELS_PER_SOCKET = 200;

export const FEED_ERRORS: Record<FeedErrorCode, string> = {
  badRequest: '订阅请求格式错误',
  unknownChannel: '频道不存在',
  matchGone: '赛事不存在或已结束',
  tooManyChannels: `订阅的频道过多（最多 ${MAX_CHANNELS_PER_SOCKET} 个）`,
  rateLimited: '订阅过于频繁，请稍后再试',
};

/**
 * Answers of 16 KB and more (in practice: snapshots; deltas and heartbeats are smaller) go compressed
 * (websocket per-message deflate; a FT:FT snapshot of 420 KB leaves as about 35 KB). A 4 KB window and memLevel 7
 * keep the zlib state near 80 KB a socket, against 256 KB by default, for about 3% more bytes. socket.io sets this
 * for its whole server, which carries only the feed: mocks/server.ts passes it.
 */
export const FEED_PER_MESSAGE_DEFLATE = {
  threshold: 16 * 1024,
  serverMaxWindowBits: 12,
  zlibDeflateOptions: { memLevel: 7 },
};

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
  /** Wall clock for send times and the subscribe limits; default Date.now. */
  now?: () => number;
  /** Subscribe and snapshot limits per socket and per client address; DEFAULT_FEED_LIMITS for what is not given. */
  limits?: Partial<FeedLimits>;
  /** TRUST_PROXY: a socket's client address is the one X-Forwarded-For names (per-address limits). */
  trustProxy?: TrustProxy;
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

  const limits = new SubscribeLimits({ ...DEFAULT_FEED_LIMITS, ...deps.limits }, now, (socket) =>
    clientAddress(socket.request, deps.trustProxy ?? false),
  );

  const onConnection = (socket: Socket): void => {
    limits.connected(socket);
    socket.on('subscribe', (request: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      const reply = ack as (answer: SubscribeAck | SubscribeHeld | SubscribeError) => void;
      const answer = subscribe(socket, request);
      reply(answer);
      recorder?.record('ack', answer.channel, 'seq' in answer ? answer.seq : null, answer, socket.id);
    });
    socket.on('unsubscribe', (request: unknown, ack: unknown) => {
      const channel = channelOf(request);
      const room = channel === null ? null : roomOf(channel, socketLanguage(socket.handshake.auth));
      if (room !== null && socket.rooms.has(room) && room !== socket.id) void socket.leave(room);
      if (typeof ack === 'function') (ack as (answer: { channel: string }) => void)({ channel: channel ?? '' });
    });
    socket.on('disconnecting', () => {
      for (const room of socket.rooms) if (room !== socket.id) hub.noteDisconnect(channelOfRoom(room));
    });
  };

  const refuse = (socket: Socket, channel: string, code: FeedErrorCode, retryAfterMs?: number): SubscribeError => ({
    channel,
    error: textIn(socketLanguage(socket.handshake.auth), FEED_ERRORS[code]),
    code,
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  });

  const subscribe = (socket: Socket, request: unknown): SubscribeAck | SubscribeHeld | SubscribeError => {
    const channel = channelOf(request);
    const subscribeWait = limits.takeSubscribe(socket);
    if (subscribeWait !== null) return refuse(socket, channel ?? '', 'rateLimited', subscribeWait);
    if (channel === null) return refuse(socket, '', 'badRequest');
    const parsed = parseChannel(channel);
    if (parsed === null) return refuse(socket, channel, 'unknownChannel');
    const language = socketLanguage(socket.handshake.auth);
    const room = roomOf(channel, language);
    const held = socket.rooms.has(room);
    if (!held && socket.rooms.size - 1 >= MAX_CHANNELS_PER_SOCKET) return refuse(socket, channel, 'tooManyChannels');
    const match = parsed.kind === 'match' ? sim.match(parsed.gameId) : undefined;
    if (parsed.kind === 'match' && !match) return refuse(socket, channel, 'matchGone');
    const state =
      parsed.kind === 'list'
        ? hub.listState(listChannel(parsed.showType, parsed.gameType))
        : parsed.kind === 'match'
          ? hub.matchState(parsed.gameId)
          : hub.countsChannel;
    // Held and in sync: the socket already has every delta since its snapshot, so the seq is all it needs.
    if (held && !wantsResync(request)) return { channel: channel as SubscribeHeld['channel'], seq: state.seq, held: true, v: FEED_PROTOCOL_VERSION };
    const snapshotWait = limits.takeSnapshot(socket);
    if (snapshotWait !== null) return refuse(socket, channel, 'rateLimited', snapshotWait);
    let ack: SubscribeAck;
    // Snapshot, seq and room join in one synchronous step: no delta can be emitted in between.
    if (parsed.kind === 'list') {
      const name = listChannel(parsed.showType, parsed.gameType);
      const snapshot = snapshotIn(language, listSnapshot(sim, parsed.showType, parsed.gameType));
      ack = { channel: name, seq: state.seq, snapshot, v: FEED_PROTOCOL_VERSION };
    } else if (match) {
      ack = {
        channel: matchChannel(match.gameId),
        seq: state.seq,
        snapshot: snapshotIn(language, matchSnapshot(match)),
        events: [...match.events],
        history: match.priceHistory(),
        v: FEED_PROTOCOL_VERSION,
      };
    } else {
      ack = { channel: 'counts', seq: state.seq, snapshot: EMPTY_SNAPSHOT, counts: sim.counts(), v: FEED_PROTOCOL_VERSION };
    }
    void socket.join(room);
    return ack;
  };

  nsp.on('connection', onConnection);

  const heartbeatMs = deps.heartbeatMs ?? FEED_HEARTBEAT_MS;
  const heartbeat = setInterval(() => {
    const hb: FeedHeartbeat = { ts: now() };
    nsp.emit('hb', hb);
    recorder?.record('hb', null, null, hb);
    limits.prune();
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

function wantsResync(request: unknown): boolean {
  return typeof request === 'object' && request !== null && (request as { resync?: unknown }).resync === true;
}

function channelOf(request: unknown): string | null {
  if (typeof request !== 'object' || request === null) return null;
  const channel = (request as { channel?: unknown }).channel;
  return typeof channel === 'string' && channel.length <= 64 ? channel : null;
}
