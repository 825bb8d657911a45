/**
 * Regenerates the recordings shipped in load-tests/recordings/ (deterministic: seeded simulator, virtual clock):
 *
 *   npx tsx load-tests/recordRecordings.ts            # all three
 *   npx tsx load-tests/recordRecordings.ts busy       # one by name
 *   npx tsx load-tests/recordRecordings.ts --out /tmp/x.ndjson.gz --live 50 --seconds 10 --odds-rate 1 [--chat-rate 5]
 *
 * --chat-rate: chat messages a second (lobby and 5 match rooms, 30 members, bursts of 10 after goals); 0: no chat.
 */
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { generateRecording, type RecordingSpec } from './recording/generateRecording';
import { RECORDING_SPECS, recordingPath } from './recording/recordingSpecs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    live: { type: 'string', default: '20' },
    upcoming: { type: 'string', default: '100' },
    'odds-rate': { type: 'string', default: '1' },
    seconds: { type: 'string', default: '10' },
    'sim-speed': { type: 'string', default: '1' },
    seed: { type: 'string', default: '7' },
    'chat-rate': { type: 'string', default: '0' },
  },
});

async function main(): Promise<void> {
  if (values.out !== undefined) {
    const spec: RecordingSpec = {
      name: 'custom',
      seed: Number(values.seed),
      live: Number(values.live),
      upcoming: Number(values.upcoming),
      oddsRate: Number(values['odds-rate']),
      seconds: Number(values.seconds),
      simSpeed: Number(values['sim-speed']),
      tickMs: 200,
      startTime: Date.UTC(2026, 10, 21, 12, 0, 0),
      ...(Number(values['chat-rate']) > 0
        ? { chat: { rate: Number(values['chat-rate']), lobbyShare: 0.5, matchRooms: 5, senders: 30, goalBurst: 10, burstMs: 3000 } }
        : {}),
    };
    const { lines } = await generateRecording(spec, values.out);
    console.log(`${values.out}: ${lines} lines, ${statSync(values.out).size} bytes`);
    return;
  }
  const wanted = positionals.length > 0 ? RECORDING_SPECS.filter((s) => positionals.includes(s.name)) : RECORDING_SPECS;
  for (const spec of wanted) {
    const path = recordingPath(spec.name);
    const { lines } = await generateRecording(spec, path);
    console.log(`${path}: ${lines} lines, ${statSync(path).size} bytes`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
