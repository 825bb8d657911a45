import type { Namespace, Socket } from 'socket.io';
import {
  FEED_HEARTBEAT_MS,
  type FeedChannel,
  type FeedDelta,
  type FeedHeartbeat,
  type FeedOp,
  type SubscribeAck,
  type SubscribeError,
} from '@src/contract';
import type { FeedRecord } from '@mocks';
import { createReplayClock, type ReplayClockOptions } from './replayClock';
import { ReplayChannel } from './replayChannel';

export interface ReplayOptions extends ReplayClockOptions {
  heartbeatMs?: number;
}

export interface ReplayStats {
  /** Deltas emitted (one per channel message), deliveries (deltas x sockets in the channel) and ops delivered. */
  deltas: number;
  deliveries: number;
  opsDelivered: number;
  loops: number;
  /** Deliveries per wall second since start (index = second). */
  deliveriesBySecond: number[];
  opsBySecond: number[];
}

export interface FeedReplay {
  /** Starts playing (subscriptions are answered before that, with the recording's first state). */
  start(): void;
  /** Resolves when the playback ended (end of the recording without loop, or maxSeconds). */
  readonly finished: Promise<void>;
  stats(): ReplayStats;
  readonly channels: ReadonlyMap<string, ReplayChannel>;
  close(): void;
}

/**
 * Serves a feed recording on a socket.io namespace with the real protocol (src/contract/FEED_PROTOCOL.md): acks with a
 * snapshot rebuilt from the recorded first snapshot plus every delta replayed so far, deltas with consecutive
 * per-channel seq (across loops too) and `ts` rewritten to the send time, and heartbeats. The unchanged client
 * cannot tell it from the reference backend, except that `match:` channels are refused (not recorded).
 */
export function attachFeedReplay(nsp: Namespace, records: readonly FeedRecord[], options: ReplayOptions): FeedReplay {
  const now = options.now ?? Date.now;
  const channels = new Map<string, ReplayChannel>();
  const deltas: { at: number; channel: ReplayChannel; ops: FeedOp[] }[] = [];
  for (const record of records) {
    if (record.ev === 'ack' && record.ch !== null && !channels.has(record.ch) && isAck(record.data))
      channels.set(record.ch, new ReplayChannel(record.ch as FeedChannel, record.data));
  }
  const firstAt = records.find((record) => record.ev === 'delta')?.t ?? 0;
  for (const record of records) {
    if (record.ev !== 'delta' || record.ch === null) continue;
    const channel = channels.get(record.ch);
    if (channel) deltas.push({ at: record.t - firstAt, channel, ops: (record.data as FeedDelta).ops });
  }
  // One tick's gap between the last delta and the first one of the next loop.
  const loopLengthMs = (deltas.at(-1)?.at ?? 0) + (deltas.length > 1 ? (deltas.at(-1)?.at ?? 0) / Math.max(1, deltas.length - 1) : 200);

  const stats: ReplayStats = { deltas: 0, deliveries: 0, opsDelivered: 0, loops: 0, deliveriesBySecond: [], opsBySecond: [] };

  const emit = (entry: (typeof deltas)[number], second: number): void => {
    const { channel, ops } = entry;
    channel.seq += 1;
    channel.apply(ops);
    const delta: FeedDelta = { channel: channel.channel, seq: channel.seq, ts: now(), ops };
    const sockets = nsp.adapter.rooms.get(channel.channel)?.size ?? 0;
    stats.deltas += 1;
    stats.deliveries += sockets;
    stats.opsDelivered += sockets * ops.length;
    stats.deliveriesBySecond[second] = (stats.deliveriesBySecond[second] ?? 0) + sockets;
    stats.opsBySecond[second] = (stats.opsBySecond[second] ?? 0) + sockets * ops.length;
    if (sockets > 0) nsp.to(channel.channel).emit('delta', delta);
  };
  const clock = createReplayClock(deltas, { ...options, loopMs: loopLengthMs }, emit);

  const onConnection = (socket: Socket): void => {
    socket.on('subscribe', (request: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      const reply = ack as (answer: SubscribeAck | SubscribeError) => void;
      const name = (request as { channel?: unknown } | null)?.channel;
      if (typeof name !== 'string' || name.length > 64) return reply({ channel: '', error: '订阅请求格式错误', code: 'badRequest' });
      const channel = channels.get(name);
      if (!channel) {
        const gone = name.startsWith('match:');
        return reply({ channel: name, error: gone ? '赛事不存在或已结束' : '频道不存在', code: gone ? 'matchGone' : 'unknownChannel' });
      }
      // Snapshot, seq and room join in one synchronous step, as the real feed does.
      const answer = channel.ack();
      void socket.join(name);
      reply(answer);
    });
    socket.on('unsubscribe', (request: unknown, ack: unknown) => {
      const name = (request as { channel?: unknown } | null)?.channel;
      if (typeof name === 'string' && name !== socket.id) void socket.leave(name);
      if (typeof ack === 'function') (ack as (answer: { channel: string }) => void)({ channel: typeof name === 'string' ? name : '' });
    });
  };
  nsp.on('connection', onConnection);
  const heartbeat = setInterval(() => {
    const hb: FeedHeartbeat = { ts: now() };
    nsp.emit('hb', hb);
  }, options.heartbeatMs ?? FEED_HEARTBEAT_MS);
  heartbeat.unref();

  return {
    channels,
    finished: clock.finished,
    start: () => clock.start(),
    stats() {
      stats.loops = clock.loops;
      return stats;
    },
    close() {
      clock.stop();
      clearInterval(heartbeat);
      nsp.off('connection', onConnection);
    },
  };
}

function isAck(data: unknown): data is SubscribeAck {
  return typeof data === 'object' && data !== null && 'snapshot' in data && 'seq' in data;
}
