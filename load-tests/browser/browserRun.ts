import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FeedRecord } from '@mocks';
import { recordingFigures } from '../recording/recordingFigures';
import { startReplayServer } from '../replay/replayServer';
import { launchChromium } from '../report/chromium';
import { barChart, lineChart } from '../report/svgCharts';
import type { ReportInput } from '../report/writeReport';
import { CLICK_TO_RESPONSE, PAGE_PROBE, READ_COUNTS, TAKE_PROBE, type ProbeCounts, type ProbeTake } from './pageProbe';

export interface BrowserBenchOptions {
  records: readonly FeedRecord[];
  /** Updates (ops) per second over all the recording's channels; speed = rate / the recording's mean. */
  rates: readonly number[];
  /** CPU throttling rates (1 = none). */
  throttles: readonly number[];
  /** Measured seconds of streaming per run (after the warm-up). */
  seconds: number;
  /** Seconds of streaming before the start heap and the measurement window. */
  warmupSeconds: number;
  /** A forced-GC heap sample every this many seconds of the window (0: start and end only). */
  heapSampleSeconds?: number;
  clickEveryMs: number;
  /** Page to open (default the in-play football list). */
  path?: string;
  /** The built client to serve (default dist/). */
  clientDir?: string;
  log?: (line: string) => void;
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  samples: number;
}

export interface BrowserRun {
  rate: number;
  throttle: number;
  speed: number;
  /** Ops per second the page's socket received in the measured window. */
  deliveredOpsPerSecond: number;
  /** Animation frames in the measured window. */
  frames: number;
  fps: number;
  frameIntervalP99Ms: number;
  longAnimationFrames: number;
  longAnimationFrameMsTotal: number;
  /** Feed-to-paint through the app's hook: server send time to the frame after the one that rendered the apply. */
  feedToPaintMs: Percentiles;
  /** The same from outside (first frame after the next DOM mutation): inflated for off-screen deltas. */
  feedToPaintMutationMs: Percentiles;
  /** Hook feed-to-paint samples by HISTOGRAM_BUCKET_MS bucket (the last bucket holds everything above). */
  feedToPaintHistogram: number[];
  /** Heap after a forced GC: before streaming (idle), after the warm-up (start) and at the end, still streaming. */
  heapIdleBytes: number;
  heapStartBytes: number;
  heapEndBytes: number;
  /** (end - start) / start, in %. */
  heapChangePercent: number;
  /** Deltas over the whole run (warm-up included): sent to the page, received by its socket, applied by its store. */
  deltas: { sent: number; received: number; applied: number; appliedOutsideFrame: number; pending: number; unparsed: number; hookAttached: boolean };
  domNodes: number;
  /** responded: clicks the bet slip showed as pressed; the others are click-to-next-frame (CLICK_TO_RESPONSE). */
  clickMs: { p50: number; p98: number; samples: number; missed: number; responded: number };
  fpsBySecond: number[];
  /** Heap after a forced GC every `heapSampleSeconds` of the measured window, start and end included: [s, MB]. */
  heapAfterGc: [number, number][];
  /** Uncaught errors on the page (pageerror), and document loads after the first (reloads). */
  pageErrors: string[];
  reloads: number;
}

export const HISTOGRAM_BUCKET_MS = 10;
/** A heap figure is the least of this many forced GCs, this far apart. */
export const HEAP_SAMPLES = 3;
export const HEAP_SAMPLE_GAP_MS = 500;
const HISTOGRAM_BUCKETS = 50;

function histogram(values: readonly number[]): number[] {
  const counts = new Array<number>(HISTOGRAM_BUCKETS).fill(0);
  for (const value of values) {
    const bucket = Math.min(HISTOGRAM_BUCKETS - 1, Math.max(0, Math.floor(value / HISTOGRAM_BUCKET_MS)));
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  return counts;
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN);
const round = (value: number): number => Math.round(value * 10) / 10;

function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)), samples: sorted.length };
}

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

/**
 * Runs the browser benchmark (load-tests/README.md, "Browser benchmark"): per throttle x rate, a replay server
 * with the app, a member logged in, the in-play page in headless Chromium; idle heap, `warmupSeconds` of
 * streaming, start heap, `seconds` measured with clicks, end heap (still streaming); then the replay stops and
 * the page drains, so the delta counts compare what was sent, received and applied.
 */
export async function runBrowserBench(options: BrowserBenchOptions): Promise<{ runs: BrowserRun[]; meanOpsPerSecondAt1x: number }> {
  const log = options.log ?? ((line: string) => console.log(line));
  const clientDir = options.clientDir;
  if (clientDir !== undefined && !existsSync(join(clientDir, 'index.html'))) throw new Error(`no ${clientDir}/index.html: run \`npx vite build\` first`);
  const meanOps = recordingFigures(options.records).opsPerSecond.mean;
  const browser = await launchChromium();
  if (!browser) throw new Error('no Chromium: set CHROMIUM_PATH or install /usr/bin/chromium');
  const runs: BrowserRun[] = [];
  try {
    for (const throttle of options.throttles)
      for (const rate of options.rates) {
        const speed = rate / meanOps;
        const server = await startReplayServer({ recording: options.records, speed, loop: true, withApp: true, clientDir });
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
          const pageErrors: string[] = [];
          let loads = 0;
          page.on('pageerror', (error) => pageErrors.push(error.message));
          page.on('load', () => (loads += 1));
          const cdp = await context.newCDPSession(page);
          await page.goto(`${server.url}${options.path ?? '/game/sport/crty?show=RB&game=FT'}`);
          await page.locator('button.sp-odds').first().waitFor({ timeout: 60_000 });
          const collected = async (): Promise<number> => {
            await cdp.send('HeapProfiler.collectGarbage');
            return (await cdp.send('Runtime.getHeapUsage')).usedSize;
          };
          // While streaming, one forced GC still finds whatever is in flight (socket frames queued behind the GC
          // pause, the feed's unflushed buffer, a render in progress): back-to-back samples differed by up to 1 MB
          // (8 %) at 10,000 updates/s. The least of HEAP_SAMPLES forced GCs, HEAP_SAMPLE_GAP_MS apart, is the
          // estimate with the least of it.
          const heap = async (): Promise<number> => {
            let least = await collected();
            for (let i = 1; i < HEAP_SAMPLES; i += 1) {
              await sleep(HEAP_SAMPLE_GAP_MS);
              least = Math.min(least, await collected());
            }
            return least;
          };
          const heapIdleBytes = await heap();
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
          server.replay.start();
          await sleep(options.warmupSeconds * 1000);
          const heapStartBytes = await heap();
          const opsBefore = server.replay.stats().opsDelivered;
          await page.evaluate('window.__bench.reset()');
          const clicks: number[] = [];
          let missed = 0;
          let slipResponded = 0;
          const fpsBySecond: number[] = [];
          const heapAfterGc: [number, number][] = [[0, Math.round(heapStartBytes / 1e5) / 10]];
          const sampleEvery = (options.heapSampleSeconds ?? 0) * 1000;
          // The probe's lists, taken out of the page every period so they do not count in its heap.
          const probe: ProbeTake = { frames: [], loaf: [], latencies: [], hookLatencies: [] };
          const takeProbe = async (): Promise<number> => {
            const taken = await page.evaluate<ProbeTake>(TAKE_PROBE);
            for (const key of ['frames', 'loaf', 'latencies', 'hookLatencies'] as const) for (const value of taken[key]) probe[key].push(value);
            return taken.frames.length;
          };
          const started = Date.now();
          let lastAt = started;
          while (Date.now() - started < options.seconds * 1000) {
            const click = await page.evaluate<[number, boolean] | null>(CLICK_TO_RESPONSE);
            if (click === null) missed += 1;
            else {
              clicks.push(click[0]);
              if (click[1]) slipResponded += 1;
            }
            await sleep(options.clickEveryMs);
            const frames = await takeProbe();
            const at = Date.now();
            fpsBySecond.push(round((frames * 1000) / Math.max(1, at - lastAt)));
            lastAt = at;
            if (sampleEvery > 0 && at - started >= heapAfterGc.length * sampleEvery && at - started < options.seconds * 1000) {
              heapAfterGc.push([Math.round((at - started) / 1000), Math.round((await heap()) / 1e5) / 10]);
            }
          }
          const elapsed = (Date.now() - started) / 1000;
          const deliveredOpsPerSecond = (server.replay.stats().opsDelivered - opsBefore) / elapsed;
          await takeProbe();
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
          const domNodes = await page.evaluate<number>('document.getElementsByTagName("*").length');
          const heapEndBytes = await heap();
          heapAfterGc.push([Math.round(elapsed), Math.round(heapEndBytes / 1e5) / 10]);
          // Stop sending, then let the page take in what is on the way, so the counts can be compared.
          server.replay.close();
          const sent = server.replay.stats().deliveries;
          let counts = await page.evaluate<ProbeCounts>(READ_COUNTS);
          for (let waited = 0; waited < 5000 && (counts.received < sent || counts.pending > 0); waited += 50) {
            await sleep(50);
            counts = await page.evaluate<ProbeCounts>(READ_COUNTS);
          }
          const intervals = probe.frames.slice(1).map((t, i) => t - (probe.frames[i] ?? t)).sort((a, b) => a - b);
          const frameSpan = (probe.frames.at(-1) ?? 0) - (probe.frames[0] ?? 0);
          const sortedClicks = [...clicks].sort((a, b) => a - b);
          const run: BrowserRun = {
            rate,
            throttle,
            speed: round(speed),
            deliveredOpsPerSecond: Math.round(deliveredOpsPerSecond),
            frames: probe.frames.length,
            fps: round(frameSpan > 0 ? ((probe.frames.length - 1) * 1000) / frameSpan : 0),
            frameIntervalP99Ms: round(percentile(intervals, 99)),
            longAnimationFrames: probe.loaf.length,
            longAnimationFrameMsTotal: Math.round(probe.loaf.reduce((sum, d) => sum + d, 0)),
            feedToPaintMs: percentiles(probe.hookLatencies),
            feedToPaintMutationMs: percentiles(probe.latencies),
            feedToPaintHistogram: histogram(probe.hookLatencies),
            heapIdleBytes,
            heapStartBytes,
            heapEndBytes,
            heapChangePercent: round(((heapEndBytes - heapStartBytes) * 100) / heapStartBytes),
            deltas: { sent, received: counts.received, applied: counts.applied, appliedOutsideFrame: counts.appliedOutsideFrame, pending: counts.pending, unparsed: counts.unparsed, hookAttached: counts.attached },
            domNodes,
            clickMs: { p50: round(percentile(sortedClicks, 50)), p98: round(percentile(sortedClicks, 98)), samples: clicks.length, missed, responded: slipResponded },
            fpsBySecond,
            heapAfterGc,
            pageErrors,
            reloads: Math.max(0, loads - 1),
          };
          runs.push(run);
          const mb = (bytes: number): string => (bytes / 1e6).toFixed(1);
          log(
            `rate ${rate}/s x${throttle} CPU: page got ${run.deliveredOpsPerSecond} ops/s, ${run.fps} fps, frame p99 ${run.frameIntervalP99Ms} ms, LoAF ${run.longAnimationFrames}, ` +
              `feed-to-paint (hook) p50 ${run.feedToPaintMs.p50} p95 ${run.feedToPaintMs.p95} p99 ${run.feedToPaintMs.p99} ms (${run.feedToPaintMs.samples}), ` +
              `(mutation) p50 ${run.feedToPaintMutationMs.p50} p95 ${run.feedToPaintMutationMs.p95} p99 ${run.feedToPaintMutationMs.p99} ms, ` +
              `heap idle ${mb(heapIdleBytes)}, ${mb(heapStartBytes)} -> ${mb(heapEndBytes)} MB (${run.heapChangePercent} %), DOM ${domNodes}, ` +
              `click p50 ${run.clickMs.p50} p98 ${run.clickMs.p98} ms (${clicks.length}, pressed ${slipResponded}, missed ${missed}), ` +
              `deltas sent ${sent} received ${counts.received} applied ${counts.applied} (outside a frame ${counts.appliedOutsideFrame})${counts.attached ? '' : ' (no hook in this build)'}`,
          );
          if (run.reloads > 0 || pageErrors.length > 0) log(`  page reloaded ${run.reloads} times; errors: ${pageErrors.join(' | ') || 'none'}`);
        } finally {
          await context.close();
          await server.close();
        }
      }
  } finally {
    await browser.close();
  }
  return { runs, meanOpsPerSecondAt1x: meanOps };
}

const COLORS = ['#3a6fd8', '#d8573a', '#3aa85a', '#a83aa8', '#d8b23a', '#3ab2d8', '#777', '#222'];

/** The report of a browser benchmark run (writeReport). */
export function browserReport(name: string, context: Record<string, string | number>, result: { runs: BrowserRun[]; meanOpsPerSecondAt1x: number }): ReportInput {
  const { runs } = result;
  const mb = (bytes: number): string => (bytes / 1e6).toFixed(1);
  const header = [
    'rate/s', 'CPU', 'page ops/s', 'fps', 'frame p99 ms', 'LoAF', 'paint p50', 'p95', 'p99', 'mutation p50', 'p95', 'p99',
    'heap idle MB', 'start MB', 'end MB', 'heap %', 'DOM', 'click p50', 'click p98', 'deltas sent', 'applied',
  ];
  const label = (r: BrowserRun): string => `${r.rate / 1000}k x${r.throttle}`;
  return {
    name,
    title: 'Browser benchmark: in-play page on the replay server',
    context,
    tables: [
      {
        caption: 'Runs (paint = feed-to-paint through the app hook; mutation = the same from outside, first frame after the next DOM change)',
        rows: [
          header,
          ...runs.map((r) => [
            r.rate, `x${r.throttle}`, r.deliveredOpsPerSecond, r.fps, r.frameIntervalP99Ms, r.longAnimationFrames,
            r.feedToPaintMs.p50, r.feedToPaintMs.p95, r.feedToPaintMs.p99,
            r.feedToPaintMutationMs.p50, r.feedToPaintMutationMs.p95, r.feedToPaintMutationMs.p99,
            mb(r.heapIdleBytes), mb(r.heapStartBytes), mb(r.heapEndBytes), r.heapChangePercent, r.domNodes, r.clickMs.p50, r.clickMs.p98,
            r.deltas.sent, r.deltas.applied,
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
        runs.map((r, i) => ({ name: `${r.rate}/s x${r.throttle}`, color: COLORS[i % COLORS.length] ?? '#222', points: r.fpsBySecond.map((fps, s) => ({ x: s, y: fps })) })),
      ),
      barChart('feed-to-paint-p95', 'Feed-to-paint p95 by run, app hook (ms)', 'run', 'ms', runs.map((r) => ({ label: label(r), value: r.feedToPaintMs.p95 }))),
      barChart('feed-to-paint-mutation-p95', 'Feed-to-paint p95 by run, from outside: next DOM mutation (ms)', 'run', 'ms', runs.map((r) => ({ label: label(r), value: r.feedToPaintMutationMs.p95 })), '#d8573a'),
      lineChart(
        'feed-to-paint-histogram',
        `Feed-to-paint histogram, app hook (% of samples per ${HISTOGRAM_BUCKET_MS} ms; the last point: all above)`,
        'ms',
        '%',
        runs.map((r, i) => ({
          name: `${r.rate}/s x${r.throttle}`,
          color: COLORS[i % COLORS.length] ?? '#222',
          points: r.feedToPaintHistogram.map((count, b) => ({ x: b * HISTOGRAM_BUCKET_MS, y: r.feedToPaintMs.samples > 0 ? round((count * 100) / r.feedToPaintMs.samples) : 0 })),
        })),
      ),
      lineChart(
        'heap-over-time',
        'JS heap after forced GC over the measured window (MB)',
        's',
        'MB',
        runs.map((r, i) => ({ name: `${r.rate}/s x${r.throttle}`, color: COLORS[i % COLORS.length] ?? '#222', points: r.heapAfterGc.map(([x, y]) => ({ x, y })) })),
      ),
      barChart('heap-end', 'Heap at the end as % of the warmed-up start, after forced GC (100 = flat)', 'run', '%', runs.map((r) => ({ label: label(r), value: round((r.heapEndBytes * 100) / r.heapStartBytes) })), '#3aa85a'),
    ],
    result,
  };
}
