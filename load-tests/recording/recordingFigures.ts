import type { FeedRecord } from '@mocks';

export interface RecordingFigures {
  durationMs: number;
  lines: number;
  /** Lines by event (delta, ack, hb, and chat frames by msgId when present). */
  byEvent: Record<string, number>;
  /** Delta operations by op code (o odds, m market, l live, a added, r removed, c count). */
  byOp: Record<string, number>;
  channels: number;
  deltasPerSecond: { mean: number; peak: number };
  opsPerSecond: { mean: number; peak: number };
}

function deltaOps(record: FeedRecord): readonly (readonly unknown[])[] {
  const ops = (record.data as { ops?: unknown }).ops;
  return Array.isArray(ops) ? (ops as (readonly unknown[])[]) : [];
}

/** Duration, counts by type and per-second rates (peak over whole one-second windows from the first line). */
export function recordingFigures(records: readonly FeedRecord[]): RecordingFigures {
  const byEvent: Record<string, number> = {};
  const byOp: Record<string, number> = {};
  const channels = new Set<string>();
  const first = records[0]?.t ?? 0;
  const last = records.at(-1)?.t ?? first;
  const deltasBySecond = new Map<number, number>();
  const opsBySecond = new Map<number, number>();
  let deltas = 0;
  let ops = 0;
  for (const record of records) {
    byEvent[record.ev] = (byEvent[record.ev] ?? 0) + 1;
    if (record.ch !== null) channels.add(record.ch);
    if (record.ev !== 'delta') continue;
    const second = Math.floor((record.t - first) / 1000);
    const recordOps = deltaOps(record);
    deltas += 1;
    ops += recordOps.length;
    deltasBySecond.set(second, (deltasBySecond.get(second) ?? 0) + 1);
    opsBySecond.set(second, (opsBySecond.get(second) ?? 0) + recordOps.length);
    for (const op of recordOps) {
      const code = String(op[0]);
      byOp[code] = (byOp[code] ?? 0) + 1;
    }
  }
  const seconds = Math.max(1, (last - first) / 1000);
  return {
    durationMs: last - first,
    lines: records.length,
    byEvent,
    byOp,
    channels: channels.size,
    deltasPerSecond: { mean: deltas / seconds, peak: Math.max(0, ...deltasBySecond.values()) },
    opsPerSecond: { mean: ops / seconds, peak: Math.max(0, ...opsBySecond.values()) },
  };
}
