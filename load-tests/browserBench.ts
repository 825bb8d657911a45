/**
 * Browser benchmark: the built app (run `npx vite build` first) in headless Chromium against the replay server
 * (with the app: reference backend HTTP API, feed namespace replaced by the replay), on the in-play page
 * /game/sport/crty?show=RB&game=FT, logged in as a member registered through the API.
 *
 *   npx tsx load-tests/browserBench.ts --recording busy --rates 2000,5000,10000,20000 --throttles 1,4 --seconds 20
 *   npx tsx load-tests/browserBench.ts --smoke      # tiny recording, a few seconds, checks the pipeline (npm test)
 *
 * A rate is the recording's updates (ops) per second across all its channels: speed = rate / the recording's
 * mean; the page receives its own channels' share. Per run: fps, p99 frame interval, long animation frames,
 * feed-to-paint p50/p95/p99 through the app's hook and from outside (load-tests/browser/pageProbe.ts), JS heap
 * after forced GC idle, after `--heap-warmup-seconds` of streaming and at the end, DOM nodes, click-to-response
 * of "add to bet slip" while streaming, and deltas sent / received / applied. Report in load-tests/reports/; with
 * `--figures <target>`, also the figures' small JSON summary in load-tests/figures/<target>/ (or under
 * `--figures-dir`; README, "Figures").
 */
import { positiveList, positiveNumber, recordingOption } from './cliOptions';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readRecording } from '@mocks';
import { commandLine, figuresRequest, recordFigures } from '../scripts/figureSummary';
import { browserFigures, type BrowserFigures } from './browser/browserFigures';
import { browserReport, runBrowserBench } from './browser/browserRun';
import { runBrowserSmoke } from './browser/browserSmoke';
import { writeReport } from './report/writeReport';

const { values } = parseArgs({
  options: {
    recording: { type: 'string', default: 'busy' },
    rates: { type: 'string', default: '2000,5000,10000,20000' },
    throttles: { type: 'string', default: '1,4' },
    seconds: { type: 'string', default: '20' },
    'heap-warmup-seconds': { type: 'string', default: '30' },
    'heap-sample-seconds': { type: 'string', default: '30' },
    'click-every-ms': { type: 'string', default: '1000' },
    path: { type: 'string', default: '/game/sport/crty?show=RB&game=FT' },
    name: { type: 'string', default: 'browser' },
    dist: { type: 'string', default: fileURLToPath(new URL('../dist', import.meta.url)) },
    smoke: { type: 'boolean', default: false },
    figures: { type: 'string' },
    'figures-dir': { type: 'string' },
  },
});
const request = figuresRequest(values.figures, values['figures-dir']);

const clientDir = resolve(values.dist);
if (!existsSync(resolve(clientDir, 'index.html'))) throw new Error(`no ${clientDir}/index.html: run \`npx vite build\` first (or pass --dist)`);

if (values.smoke) {
  const problems = await runBrowserSmoke({ clientDir });
  for (const problem of problems) console.error(`browser smoke: ${problem}`);
  console.log(problems.length === 0 ? 'browser smoke: ok' : 'browser smoke: FAILED');
  process.exit(problems.length === 0 ? 0 : 1);
}

const recorder = request ? recordFigures<BrowserFigures>(request, commandLine(import.meta.url, process.argv.slice(2))) : null;
const result = await runBrowserBench({
  records: readRecording(recordingOption(values.recording)),
  rates: positiveList(values.rates, 'rates'),
  throttles: positiveList(values.throttles, 'throttles'),
  seconds: positiveNumber(values.seconds, 'seconds'),
  warmupSeconds: positiveNumber(values['heap-warmup-seconds'], 'heap-warmup-seconds', { allowZero: true }),
  heapSampleSeconds: positiveNumber(values['heap-sample-seconds'], 'heap-sample-seconds'),
  clickEveryMs: positiveNumber(values['click-every-ms'], 'click-every-ms'),
  path: values.path,
  clientDir,
});
if (recorder) console.log(`figures: ${recorder.finish(browserFigures(result))}`);
const written = await writeReport(
  browserReport(
    values.name,
    {
      command: `npx tsx load-tests/browserBench.ts ${process.argv.slice(2).join(' ')}`,
      recording: values.recording,
      loadavg: loadavg().map((l) => l.toFixed(2)).join(' '),
    },
    result,
  ),
);
console.log(`report: ${written.html}`);
