/**
 * Prints a recording's duration, message counts by type, and peak and mean rates, the feed's and the chat's apart:
 *
 *   npx tsx load-tests/inspectRecording.ts load-tests/recordings/busy.ndjson.gz [more.ndjson.gz ...]
 *   npx tsx load-tests/inspectRecording.ts --json load-tests/recordings/quiet.ndjson.gz
 */
import { recordingOption } from './cliOptions';
import { parseArgs } from 'node:util';
import { readRecording } from '@mocks';
import { recordingFigures } from './recording/recordingFigures';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { json: { type: 'boolean', default: false } } });

if (positionals.length === 0) {
  console.error('usage: npx tsx load-tests/inspectRecording.ts [--json] <recording.ndjson.gz>...');
  process.exitCode = 2;
}
for (const path of positionals) {
  const figures = recordingFigures(readRecording(recordingOption(path, 'recording')));
  if (values.json) {
    console.log(JSON.stringify({ path, ...figures }));
    continue;
  }
  const counts = (table: Record<string, number>): string =>
    Object.entries(table)
      .map(([key, count]) => `${key} ${count}`)
      .join(', ');
  console.log(path);
  console.log(`  duration      ${(figures.durationMs / 1000).toFixed(1)} s, ${figures.lines} lines, ${figures.channels} channels`);
  console.log(`  by event      ${counts(figures.byEvent)}`);
  console.log(`  by op         ${counts(figures.byOp)}`);
  console.log(`  deltas/s      mean ${figures.deltasPerSecond.mean.toFixed(1)}, peak ${figures.deltasPerSecond.peak}`);
  console.log(`  updates/s     mean ${figures.opsPerSecond.mean.toFixed(1)}, peak ${figures.opsPerSecond.peak} (ops)`);
  const { chat } = figures;
  console.log(`  chat          ${chat.lines} room broadcasts, ${chat.rooms} rooms`);
  if (chat.lines === 0) continue;
  console.log(`  chat by type  ${counts(chat.byType)}`);
  console.log(`  chat msgs/s   mean ${chat.messagesPerSecond.mean.toFixed(1)}, peak ${chat.messagesPerSecond.peak} (SendMessage)`);
  console.log(`  chat frames/s mean ${chat.framesPerSecond.mean.toFixed(1)}, peak ${chat.framesPerSecond.peak} (every broadcast)`);
}
