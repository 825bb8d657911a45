import type { FeedRecord } from '@mocks';
import { chatFrameName, splitRecording, type ChatRecord } from './splitRecording';

export interface ChatFigures {
  /** Chat lines: room broadcasts. */
  lines: number;
  /** Lines by frame type (the contract's names: SendMessage, ScorePush, JoinBroadcast, ...). */
  byType: Record<string, number>;
  rooms: number;
  /** Members' messages (SendMessage) per second. */
  messagesPerSecond: { mean: number; peak: number };
  /** Every room broadcast per second. */
  framesPerSecond: { mean: number; peak: number };
}

export interface RecordingFigures {
  durationMs: number;
  /** Feed lines (chat lines are counted under `chat`). */
  lines: number;
  /** Feed lines by event (delta, ack, hb). */
  byEvent: Record<string, number>;
  /** Delta operations by op code (o odds, m market, l live, a added, r removed, c count). */
  byOp: Record<string, number>;
  /** Feed channels. */
  channels: number;
  deltasPerSecond: { mean: number; peak: number };
  /** Feed updates (delta ops) per second; chat lines never count here. */
  opsPerSecond: { mean: number; peak: number };
  chat: ChatFigures;
}

function deltaOps(record: FeedRecord): readonly (readonly unknown[])[] {
  const ops = (record.data as { ops?: unknown }).ops;
  return Array.isArray(ops) ? (ops as (readonly unknown[])[]) : [];
}

const bump = (table: Map<number, number> | Record<string, number>, key: number | string, by = 1): void => {
  if (table instanceof Map) table.set(key as number, (table.get(key as number) ?? 0) + by);
  else table[key] = (table[key] ?? 0) + by;
};

function chatFigures(chat: readonly ChatRecord[], first: number, seconds: number): ChatFigures {
  const byType: Record<string, number> = {};
  const rooms = new Set<string>();
  const messagesBySecond = new Map<number, number>();
  const framesBySecond = new Map<number, number>();
  let messages = 0;
  for (const record of chat) {
    const type = chatFrameName(record.data.msgId);
    bump(byType, type);
    rooms.add(record.ch);
    const second = Math.floor((record.t - first) / 1000);
    bump(framesBySecond, second);
    if (type === 'SendMessage') {
      messages += 1;
      bump(messagesBySecond, second);
    }
  }
  return {
    lines: chat.length,
    byType,
    rooms: rooms.size,
    messagesPerSecond: { mean: messages / seconds, peak: Math.max(0, ...messagesBySecond.values()) },
    framesPerSecond: { mean: chat.length / seconds, peak: Math.max(0, ...framesBySecond.values()) },
  };
}

/**
 * Duration, counts by type and per-second rates (peak over whole one-second windows from the first line), the
 * feed's and the chat's apart. The duration is the feed's (first to last feed line) when it has lines.
 */
export function recordingFigures(records: readonly FeedRecord[]): RecordingFigures {
  const { feed, chat } = splitRecording(records);
  const timed = feed.length > 0 ? feed : chat;
  const byEvent: Record<string, number> = {};
  const byOp: Record<string, number> = {};
  const channels = new Set<string>();
  const first = timed[0]?.t ?? 0;
  const last = timed.at(-1)?.t ?? first;
  const deltasBySecond = new Map<number, number>();
  const opsBySecond = new Map<number, number>();
  let deltas = 0;
  let ops = 0;
  for (const record of feed) {
    bump(byEvent, record.ev);
    if (record.ch !== null) channels.add(record.ch);
    if (record.ev !== 'delta') continue;
    const second = Math.floor((record.t - first) / 1000);
    const recordOps = deltaOps(record);
    deltas += 1;
    ops += recordOps.length;
    bump(deltasBySecond, second);
    bump(opsBySecond, second, recordOps.length);
    for (const op of recordOps) bump(byOp, String(op[0]));
  }
  const seconds = Math.max(1, (last - first) / 1000);
  return {
    durationMs: last - first,
    lines: feed.length,
    byEvent,
    byOp,
    channels: channels.size,
    deltasPerSecond: { mean: deltas / seconds, peak: Math.max(0, ...deltasBySecond.values()) },
    opsPerSecond: { mean: ops / seconds, peak: Math.max(0, ...opsBySecond.values()) },
    chat: chatFigures(chat, first, seconds),
  };
}
