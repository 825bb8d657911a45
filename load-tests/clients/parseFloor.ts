import { performance } from 'node:perf_hooks';
import type { FeedRecord } from '@mocks';

/** The floor (DESIGN.md section 8): µs to JSON.parse one delta frame of the recording, as it travels. */
export function jsonParseFloorUs(records: readonly FeedRecord[], minMs = 300): number {
  const frames = records.filter((record) => record.ev === 'delta').map((record) => JSON.stringify(record.data));
  if (frames.length === 0) return 0;
  let parsed = 0;
  let sink = 0;
  const started = performance.now();
  while (performance.now() - started < minMs) {
    for (const frame of frames) sink += (JSON.parse(frame) as { seq: number }).seq;
    parsed += frames.length;
  }
  const us = ((performance.now() - started) * 1000) / parsed;
  if (sink <= 0) throw new Error('JSON.parse floor went wrong');
  return us;
}
