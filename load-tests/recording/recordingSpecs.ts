import { fileURLToPath } from 'node:url';
import type { RecordingSpec } from './generateRecording';

/** The three shipped recordings (load-tests/recordings/<name>.ndjson.gz). */
export const RECORDING_SPECS: readonly RecordingSpec[] = [
  // Afternoon in China: few live matches, slow trading.
  { name: 'quiet', seed: 101, live: 20, upcoming: 400, oddsRate: 0.3, seconds: 60, simSpeed: 1, tickMs: 200, startTime: Date.UTC(2026, 10, 21, 6, 0, 0) },
  // Evening: a few hundred live matches trading hard.
  { name: 'busy', seed: 202, live: 1000, upcoming: 1000, oddsRate: 4, seconds: 30, simSpeed: 1, tickMs: 200, startTime: Date.UTC(2026, 10, 21, 12, 0, 0) },
  // Goals, suspensions and reopenings packed together: the evening played 30x faster.
  { name: 'goals', seed: 303, live: 200, upcoming: 400, oddsRate: 0.5, seconds: 20, simSpeed: 30, tickMs: 200, startTime: Date.UTC(2026, 10, 21, 13, 0, 0) },
];

export function recordingPath(name: string): string {
  return fileURLToPath(new URL(`../recordings/${name}.ndjson.gz`, import.meta.url));
}
