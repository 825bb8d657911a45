/**
 * Browser benchmark: the built app (run `npx vite build` first) in headless Chromium against the replay server
 * (with the app: reference backend HTTP API, feed namespace replaced by the replay), on the in-play page
 * /game/sport/crty?show=RB&game=FT, logged in as a member registered through the API.
 *
 *   npx tsx load-tests/browserBench.ts --recording busy --rates 2000,5000,10000,20000 --throttles 1,4 --seconds 20
 *
 * A rate is the recording's updates (ops) per second across all its channels: speed = rate / the recording's
 * mean; the page receives its own channels' share. Per run: fps, p99 frame interval, long animation frames,
 * feed-to-paint p50/p95/p99 (load-tests/browser/pageProbe.ts), JS heap after forced GC at start and end, DOM
 * nodes, and click-to-response of "add to bet slip" while streaming. Report in load-tests/reports/.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadavg } from 'node:os';
import { readRecording } from '@mocks';
import { PAGE_PROBE, CLICK_TO_RESPONSE } from './browser/pageProbe';
import { recordingFigures } from './recording/recordingFigures';
import { resolveRecording } from './recording/resolveRecording';
import { startReplayServer } from './replay/replayServer';
import { launchChromium } from './report/chromium';
import { barChart, lineChart } from './report/svgCharts';
import { writeReport } from './report/writeReport';

const { values } = parseArgs({
  options: {
    recording: { type: 'string', default: 'busy' },
    rates: { type: 'string', default: '2000,5000,10000,20000' },
    throttles: { type: 'string', default: '1,4' },
    seconds: { type: 'string', default: '20' },
    'click-every-ms': { type: 'string', default: '1000' },
    path: { type: 'string', default: '/game/sport/crty?show=RB&game=FT' },
    name: { type: 'string', default: 'browser' },
  },
});

interface BrowserRun {
  rate: number;
  throttle: number;
  speed: number;
  /** Ops per second the page's socket received. */
  deliveredOpsPerSecond: number;
  fps: number;
  frameIntervalP99Ms: number;
  longAnimationFrames: number;
  longAnimationFrameMsTotal: number;
  feedToPaintMs: { p50: number; p95: number; p99: number; samples: number };
  heapStartBytes: number;
  heapEndBytes: number;
  domNodes: number;
  /** responded: clicks the bet slip showed as pressed; the others are click-to-next-frame (CLICK_TO_RESPONSE). */
  clickMs: { p50: number; p98: number; samples: number; missed: number; responded: number };
  fpsBySecond: number[];
}

interface ProbeData {
  frames: number[];
  loaf: number[];
  latencies: number[];
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN);
const round = (value: number): number => Math.round(value * 10) / 10;

const dist = fileURLToPath(new URL('../dist/index.html', import.meta.url));
if (!existsSync(dist)) throw new Error('no dist/: run `npx vite build` first');
const records = readRecording(resolveRecording(values.recording));
const meanOps = recordingFigures(records).opsPerSecond.mean;
const rates = values.rates.split(',').map(Number);
const throttles = values.throttles.split(',').map(Number);
const seconds = Number(values.seconds);
const browser = await launchChromium();
if (!browser) throw new Error('no Chromium: set CHROMIUM_PATH or install /usr/bin/chromium');
const runs: BrowserRun[] = [];

async function logIn(url: string): Promise<{ token: string; userId: string }> {
  const name = `lt${Date.now().toString(36).slice(-6)}a1`.slice(0, 11);
  const password = createHash('md5').update('abc12345').digest('hex');
  const response = await fetch(`${url}/site/api/v1/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', timestamp: String(Date.now()), uuid: 'load-test-device' },
    body: JSON.stringify({ name, password, secondPassword: password, kaptchcate: 0 }),
  });
  const envelope = (await response.json()) as { status_code: number; data: { token: string; userId: string } };
  if (envelope.status_code !== 6000) throw new Error(`register failed: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

try {
  for (const throttle of throttles)
    for (const rate of rates) {
      const speed = rate / meanOps;
      const server = await startReplayServer({ recording: records, speed, loop: true, withApp: true });
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const { token, userId } = await logIn(server.url);
        await context.addInitScript(
          ([token, userId]) => {
            localStorage.setItem('token', token);
            localStorage.setItem('userId', userId);
            localStorage.setItem('uuid', 'load-test-device');
          },
          [token, userId] as const,
        );
        await context.addInitScript(PAGE_PROBE);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await page.goto(`${server.url}${values.path}`);
        await page.locator('button.sp-odds').first().waitFor({ timeout: 60_000 });
        const heap = async (): Promise<number> => {
          await cdp.send('HeapProfiler.collectGarbage');
          return (await cdp.send('Runtime.getHeapUsage')).usedSize;
        };
        const heapStartBytes = await heap();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
        const opsBefore = server.replay.stats().opsDelivered;
        server.replay.start();
        await page.evaluate('window.__bench.reset()');
        const clicks: number[] = [];
        let missed = 0;
        let slipResponded = 0;
        const fpsBySecond: number[] = [];
        const started = Date.now();
        let lastFrames = 0;
        let lastAt = started;
        while (Date.now() - started < seconds * 1000) {
          const click = await page.evaluate<[number, boolean] | null>(CLICK_TO_RESPONSE);
          if (click === null) missed += 1;
          else {
            clicks.push(click[0]);
            if (click[1]) slipResponded += 1;
          }
          await sleep(Number(values['click-every-ms']));
          const frames = await page.evaluate<number>('window.__bench.frames.length');
          const at = Date.now();
          fpsBySecond.push(round(((frames - lastFrames) * 1000) / Math.max(1, at - lastAt)));
          lastFrames = frames;
          lastAt = at;
        }
        const elapsed = (Date.now() - started) / 1000;
        const deliveredOpsPerSecond = (server.replay.stats().opsDelivered - opsBefore) / elapsed;
        const probe = await page.evaluate<ProbeData>('({ frames: window.__bench.frames, loaf: window.__bench.loaf, latencies: window.__bench.latencies })');
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        const domNodes = await page.evaluate<number>('document.getElementsByTagName("*").length');
        const heapEndBytes = await heap();
        const intervals = probe.frames.slice(1).map((t, i) => t - (probe.frames[i] ?? t)).sort((a, b) => a - b);
        const frameSpan = (probe.frames.at(-1) ?? 0) - (probe.frames[0] ?? 0);
        const latencies = [...probe.latencies].sort((a, b) => a - b);
        const sortedClicks = [...clicks].sort((a, b) => a - b);
        const run: BrowserRun = {
          rate,
          throttle,
          speed: round(speed),
          deliveredOpsPerSecond: Math.round(deliveredOpsPerSecond),
          fps: round(frameSpan > 0 ? ((probe.frames.length - 1) * 1000) / frameSpan : 0),
          frameIntervalP99Ms: round(percentile(intervals, 99)),
          longAnimationFrames: probe.loaf.length,
          longAnimationFrameMsTotal: Math.round(probe.loaf.reduce((sum, d) => sum + d, 0)),
          feedToPaintMs: { p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)), p99: round(percentile(latencies, 99)), samples: latencies.length },
          heapStartBytes,
          heapEndBytes,
          domNodes,
          clickMs: { p50: round(percentile(sortedClicks, 50)), p98: round(percentile(sortedClicks, 98)), samples: clicks.length, missed, responded: slipResponded },
          fpsBySecond,
        };
        runs.push(run);
        console.log(
          `rate ${rate}/s x${throttle} CPU: page got ${run.deliveredOpsPerSecond} ops/s, ${run.fps} fps, frame p99 ${run.frameIntervalP99Ms} ms, ` +
            `LoAF ${run.longAnimationFrames}, feed-to-paint p50 ${run.feedToPaintMs.p50} p95 ${run.feedToPaintMs.p95} p99 ${run.feedToPaintMs.p99} ms, ` +
            `heap ${(heapStartBytes / 1e6).toFixed(1)} -> ${(heapEndBytes / 1e6).toFixed(1)} MB, DOM ${domNodes}, click p50 ${run.clickMs.p50} p98 ${run.clickMs.p98} ms (${clicks.length}, pressed ${slipResponded}, missed ${missed})`,
        );
      } finally {
        await context.close();
        await server.close();
      }
    }
} finally {
  await browser.close();
}

const header = ['rate/s', 'CPU', 'page ops/s', 'fps', 'frame p99 ms', 'LoAF', 'paint p50', 'p95', 'p99', 'heap start MB', 'heap end MB', 'DOM', 'click p50', 'click p98'];
const written = await writeReport({
  name: values.name,
  title: 'Browser benchmark: in-play page on the replay server',
  context: { command: `npx tsx load-tests/browserBench.ts ${process.argv.slice(2).join(' ')}`, recording: values.recording, loadavg: loadavg().map((l) => l.toFixed(2)).join(' ') },
  tables: [
    {
      caption: 'Runs',
      rows: [
        header,
        ...runs.map((r) => [
          r.rate,
          `x${r.throttle}`,
          r.deliveredOpsPerSecond,
          r.fps,
          r.frameIntervalP99Ms,
          r.longAnimationFrames,
          r.feedToPaintMs.p50,
          r.feedToPaintMs.p95,
          r.feedToPaintMs.p99,
          (r.heapStartBytes / 1e6).toFixed(1),
          (r.heapEndBytes / 1e6).toFixed(1),
          r.domNodes,
          r.clickMs.p50,
          r.clickMs.p98,
        ]),
      ],
    },
  ],
  charts: [
    lineChart(
      'fps-over-time',
      'Frames per second over time (one sample per click period)',
      'sample',
      'fps',
      runs.map((r, i) => ({
        name: `${r.rate}/s x${r.throttle}`,
        color: ['#3a6fd8', '#d8573a', '#3aa85a', '#a83aa8', '#d8b23a', '#3ab2d8', '#777', '#222'][i % 8] ?? '#222',
        points: r.fpsBySecond.map((fps, s) => ({ x: s, y: fps })),
      })),
    ),
    barChart('feed-to-paint-p95', 'Feed-to-paint p95 by run (ms)', 'run', 'ms', runs.map((r) => ({ label: `${r.rate / 1000}k x${r.throttle}`, value: r.feedToPaintMs.p95 }))),
  ],
  result: { runs, meanOpsPerSecondAt1x: meanOps },
});
console.log(`report: ${written.html}`);
