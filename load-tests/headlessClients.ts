/**
 * Headless feed and chat clients against the replay server, all in this process (clients in worker threads):
 *
 *   npx tsx load-tests/headlessClients.ts --recording quiet --clients 2000 --workers 1 --speed 1
 *   npx tsx load-tests/headlessClients.ts --recording busy --clients 20 --speed 10 --mode compare
 *   npx tsx load-tests/headlessClients.ts --recording quiet --clients 4000 --step 500 --step-seconds 10 --p95-budget-ms 100
 *   npx tsx load-tests/headlessClients.ts --recording quiet --clients 2000 --channels RB:FT,counts
 *
 * --mode real (streams/ store and epics), naive (a dispatch per message, immer entity adapters) or compare (both,
 * one after the other, same options). When the recording has chat, each feed client has a chat client too (the
 * streams/ chat transport, slice and epics, in worker threads of their own; --chat 0 or --no-chat: none). Every run also times JSON.parse of the same frames (the floor) and writes
 * load-tests/reports/<timestamp>-<name>/ (result.json, report.html, chart.png); with `--figures <target>`, also the
 * figures' small JSON summary in load-tests/figures/<target>/ (or under `--figures-dir`; README, "Figures").
 */
import { positiveInt, positiveNumber, recordingOption, speedOption } from './cliOptions';
import { parseArgs } from 'node:util';
import type { FeedChannel } from '@src/contract';
import { readRecording } from '@mocks';
import { commandLine, figuresRequest, recordFigures } from '../scripts/figureSummary';
import { headlessFigures, type HeadlessFigures } from './clients/headlessFigures';
import { headlessReport } from './clients/headlessReport';
import { jsonParseFloorUs } from './clients/parseFloor';
import { runHeadless, type HeadlessResult } from './clients/runHeadless';
import type { ClientMode } from './clients/clientMessages';
import { writeReport } from './report/writeReport';

const { values } = parseArgs({
  options: {
    recording: { type: 'string', default: 'quiet' },
    clients: { type: 'string', default: '100' },
    workers: { type: 'string', default: '1' },
    speed: { type: 'string', default: '1' },
    seconds: { type: 'string' },
    loop: { type: 'boolean', default: false },
    mode: { type: 'string', default: 'real' },
    step: { type: 'string' },
    'step-seconds': { type: 'string', default: '10' },
    'p95-budget-ms': { type: 'string', default: '100' },
    wave: { type: 'string', default: '50' },
    channels: { type: 'string', default: 'all' },
    name: { type: 'string' },
    png: { type: 'boolean', default: true },
    chat: { type: 'string', default: '1' },
    'no-chat': { type: 'boolean', default: false },
    figures: { type: 'string' },
    'figures-dir': { type: 'string' },
  },
});
const request = figuresRequest(values.figures, values['figures-dir']);

const modes: ClientMode[] = values.mode === 'compare' ? ['real', 'naive'] : [values.mode === 'naive' ? 'naive' : 'real'];
const path = recordingOption(values.recording);
// `all`: every channel with deltas (each client sees the whole recording, the worst case); otherwise a list,
// e.g. `RB:FT,counts`: what one open in-play football page subscribes to (sportsbook/page/SportPage.tsx).
const channels = values.channels === 'all' ? undefined : (values.channels.split(',').filter((channel) => channel !== '') as FeedChannel[]);
const records = readRecording(path);
const recorder = request ? recordFigures<HeadlessFigures>(request, commandLine(import.meta.url, process.argv.slice(2))) : null;
const results: HeadlessResult[] = [];
for (const mode of modes) {
  const result = await runHeadless({
    recording: records,
    mode,
    clients: positiveInt(values.clients, 'clients'),
    workers: positiveInt(values.workers, 'workers'),
    speed: speedOption(values.speed),
    loop: values.loop,
    ...(values.seconds !== undefined ? { seconds: positiveNumber(values.seconds, 'seconds') } : {}),
    wave: positiveInt(values.wave, 'wave'),
    ...(channels ? { channels } : {}),
    chat: values.chat !== '0' && values.chat !== 'false' && !values['no-chat'],
    ...(values.step !== undefined
      ? {
          step: {
            clients: positiveInt(values.step, 'step'),
            seconds: positiveNumber(values['step-seconds'], 'step-seconds'),
            p95BudgetMs: positiveNumber(values['p95-budget-ms'], 'p95-budget-ms'),
          },
        }
      : {}),
  });
  results.push(result);
  const { latencyMs: l } = result;
  console.log(
    `${mode}: ${result.connectionsHeld}/${result.clients} clients held (${result.channelsPerClient} channels each), sent ${result.sent}, received ${result.received}, applied ${result.applied}, ` +
      `lost ${result.lost}, out of order ${result.outOfOrder}, ${result.receivedPerSecond.toFixed(0)} msg/s, ` +
      `latency p50 ${l.p50} p95 ${l.p95} p99 ${l.p99} max ${l.max} ms, heap/client ${(result.heapPerClientBytes / 1024).toFixed(0)} KB, ` +
      `busy ${result.busyUsPerMessage.toFixed(1)} µs/msg`,
  );
  const chat = result.chat;
  if (chat)
    console.log(
      `${mode} chat: ${chat.connectionsHeld}/${chat.clients} clients held in ${chat.rooms} rooms, sent ${chat.sent}, received ${chat.received}, ` +
        `messages ${chat.messages}, applied ${chat.applied}, lost ${chat.lost}, out of order ${chat.outOfOrder}, ${chat.receivedPerSecond.toFixed(0)} frames/s, ` +
        `latency p50 ${chat.latencyMs.p50} p95 ${chat.latencyMs.p95} p99 ${chat.latencyMs.p99} max ${chat.latencyMs.max} ms, heap/client ${(chat.heapPerClientBytes / 1024).toFixed(0)} KB`,
    );
}
const floor = jsonParseFloorUs(records);
console.log(`JSON.parse floor: ${floor.toFixed(2)} µs/frame; ${results.map((r) => `${r.mode} ${(r.busyUsPerMessage / floor).toFixed(1)}x`).join(', ')}`);
if (recorder) console.log(`figures: ${recorder.finish(headlessFigures(results, floor))}`);
const name = values.name ?? `headless-${values.recording.replace(/.*\//, '').replace(/\..*$/, '')}-${values.mode}`;
const written = await writeReport(headlessReport(name, `npx tsx load-tests/headlessClients.ts ${process.argv.slice(2).join(' ')}`, results, floor), { png: values.png });
console.log(`report: ${written.html}${written.png ? ` (${written.png})` : ''}`);
