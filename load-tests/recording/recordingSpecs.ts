import { fileURLToPath } from 'node:url';
import type { ChatSpec } from './chatTraffic';
import type { RecordingSpec } from './generateRecording';

// Chat of each recording: a few messages a second in the afternoon, tens in the evening, bursts after goals.
const QUIET_CHAT: ChatSpec = { rate: 3, lobbyShare: 0.6, matchRooms: 5, senders: 20, goalBurst: 5, burstMs: 3000 };
const BUSY_CHAT: ChatSpec = { rate: 40, lobbyShare: 0.4, matchRooms: 20, senders: 120, goalBurst: 10, burstMs: 3000 };
const GOALS_CHAT: ChatSpec = { rate: 10, lobbyShare: 0.3, matchRooms: 30, senders: 90, goalBurst: 25, burstMs: 2000 };

/** The three shipped recordings (load-tests/recordings/<name>.ndjson.gz). */
export const RECORDING_SPECS: readonly RecordingSpec[] = [
  // Afternoon in China: few live matches, slow trading.
  { name: 'quiet', seed: 101, live: 20, upcoming: 400, oddsRate: 0.3, seconds: 60, simSpeed: 1, tickMs: 200, startTime: Date.UTC(2026, 10, 21, 6, 0, 0), chat: QUIET_CHAT },
  // Evening: a few hundred live matches trading hard.
  { name: 'busy', seed: 202, live: 1000, upcoming: 1000, oddsRate: 4, seconds: 30, simSpeed: 1, tickMs: 200, startTime: Date.UTC(2026, 10, 21, 12, 0, 0), chat: BUSY_CHAT },
  // Goals, suspensions and reopenings packed together: the evening played 30x faster.
  { name: 'goals', seed: 303, live: 200, upcoming: 400, oddsRate: 0.5, seconds: 20, simSpeed: 30, tickMs: 200, startTime: Date.UTC(2026, 10, 21, 13, 0, 0), chat: GOALS_CHAT },
];

export function recordingPath(name: string): string {
  return fileURLToPath(new URL(`../recordings/${name}.ndjson.gz`, import.meta.url));
}
