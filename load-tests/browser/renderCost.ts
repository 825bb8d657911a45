/**
 * Render cost of the in-play page, builds side by side in one run (the machine is shared and noisy, so two
 * builds are only compared when measured alternately in the same process).
 *
 *   npx vite build --outDir /tmp/dist-before           # on the old tree
 *   npx vite build                                     # on the new tree (dist/)
 *   npx tsx load-tests/browser/renderCost.ts --recording /tmp/big5000.ndjson.gz --builds before=/tmp/dist-before,after=dist \
 *     --rate 20000 --throttles 1,4 --seconds 15 --rounds 3
 *
 * For each round, throttle and build (alternating): a replay server with the app serving that build, a member
 * logged in, the page opened and streaming for `--warmup` seconds, then `--seconds` measured: main-thread time
 * from CDP Performance.getMetrics (ScriptDuration, TaskDuration, LayoutDuration, RecalcStyleDuration deltas) per
 * 1,000 updates the page's socket received, fps, long animation frames and feed-to-paint (pageProbe.ts: the
 * mutation figure for any build, the hook figure for builds with the app's feed bench hook).
 * `--profile <dir>` also writes one CPU profile per build and throttle (the first round) and prints the functions
 * with the most self time (build with `--minify false` for readable names). `--trace` also traces 3 s of the
 * renderer (devtools.timeline) per build and throttle in the first round and prints where the main thread went
 * (style recalculation with the number of elements, layout, paint, pre-paint, script, GC).
 */
import { createHash } from 'node:crypto';
import { writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import type { Browser, CDPSession } from 'playwright-core';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { FEED_NAMESPACE } from '@src/contract';
import { readRecording, startServer } from '@mocks';
import { recordingFigures } from '../recording/recordingFigures';
import { resolveRecording } from '../recording/resolveRecording';
import { attachFeedReplay } from '../replay/feedReplay';
import { launchChromium } from '../report/chromium';
import { writeReport } from '../report/writeReport';
import { PAGE_PROBE } from './pageProbe';

const { values } = parseArgs({
  options: {
    recording: { type: 'string', default: 'busy' },
    builds: { type: 'string', default: 'current=dist' },
    rate: { type: 'string', default: '20000' },
    throttles: { type: 'string', default: '1,4' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '2' },
    path: { type: 'string', default: '/game/sport/crty?show=RB&game=FT' },
    profile: { type: 'string' },
    trace: { type: 'boolean', default: false },
    name: { type: 'string', default: 'render-cost' },
  },
});

const METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;
type MetricName = (typeof METRICS)[number];

interface Sample {
  build: string;
  throttle: number;
  round: number;
  opsDelivered: number;
  /** Main-thread ms per 1,000 updates received, by metric. */
  msPer1000: Record<MetricName, number>;
  fps: number;
  frameP99Ms: number;
  longAnimationFrames: number;
  /** Mutation figure (pageProbe `latencies`): any build. */
  feedToPaintP50Ms: number;
  feedToPaintP95Ms: number;
  /** Hook figure (pageProbe `hookLatencies`): builds with the app's feed bench hook only, else NaN. */
  feedToPaintHookP50Ms: number;
  feedToPaintHookP95Ms: number;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const builds = values.builds.split(',').map((entry) => {
  const [name, dir] = entry.includes('=') ? entry.split('=') : [entry, entry];
  const clientDir = resolve(dir!);
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`no ${clientDir}/index.html: build it first`);
  return { name: name!, clientDir };
});
const records = readRecording(resolveRecording(values.recording));
const meanOps = recordingFigures(records).opsPerSecond.mean;
const rate = Number(values.rate);
const throttles = values.throttles.split(',').map(Number);
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const rounds = Number(values.rounds);
const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN);
const round1 = (value: number): number => Math.round(value * 10) / 10;
const median = (list: readonly number[]): number => percentile([...list].sort((a, b) => a - b), 50);

process.env.SIM_LIVE ??= '0';
process.env.SIM_UPCOMING ??= '0';

/** Self time by function (name, file, line) of a CPU profile, largest first. */
function selfTimes(profile: CpuProfile): { name: string; ms: number }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (frame === undefined) return;
    const file = frame.url.split('/').pop() ?? '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { elementCount?: number }; elementCount?: number; name?: string };
}

/** Traces 3 s and prints the renderer main thread's time by event name (nested events counted in their parents too). */
async function traceSummary(cdp: CDPSession, label: string): Promise<void> {
  const events: TraceEvent[] = [];
  // The protocol types trace events as string maps; they are JSON objects of this shape.
  const onData = (data: { value: object[] }): void => void events.push(...(data.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', onData);
  const done = new Promise<void>((resolveDone) => cdp.once('Tracing.tracingComplete', () => resolveDone()));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8', transferMode: 'ReportEvents' });
  await sleep(3000);
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', onData);
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const totals = new Map<string, { ms: number; count: number; elements: number }>();
  for (const event of events) {
    if (event.ph !== 'X' || main === undefined || event.tid !== main.tid || event.pid !== main.pid) continue;
    const entry = totals.get(event.name) ?? { ms: 0, count: 0, elements: 0 };
    entry.ms += (event.dur ?? 0) / 1000;
    entry.count += 1;
    entry.elements += event.args?.elementCount ?? event.args?.data?.elementCount ?? 0;
    totals.set(event.name, entry);
  }
  console.log(`trace ${label}, renderer main thread over 3 s (ms, count, elements):`);
  for (const [name, entry] of [...totals].sort((a, b) => b[1].ms - a[1].ms).slice(0, 22)) {
    console.log(`  ${entry.ms.toFixed(0).padStart(7)} ms ${String(entry.count).padStart(6)}x ${entry.elements > 0 ? String(entry.elements).padStart(8) + ' el' : '           '}  ${name}`);
  }
}

async function measure(build: { name: string; clientDir: string }, throttle: number, roundIndex: number, browser: Browser): Promise<Sample> {
  const running = await startServer({ port: 0, host: '127.0.0.1', dataDir: ':memory:', logLevel: 'silent', captchaMode: 'off', clientDir: build.clientDir, serveClient: true });
  await running.feed.close();
  const replay = attachFeedReplay(running.io.of(FEED_NAMESPACE), records, { speed: rate / meanOps, loop: true });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const name = `rc${Date.now().toString(36).slice(-6)}a1`.slice(0, 11);
    const password = createHash('md5').update('abc12345').digest('hex');
    const response = await fetch(`${running.url}/site/api/v1/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', timestamp: String(Date.now()), uuid: 'load-test-device' },
      body: JSON.stringify({ name, password, secondPassword: password, kaptchcate: 0 }),
    });
    const envelope = (await response.json()) as { status_code: number; data: { token: string; userId: string } };
    if (envelope.status_code !== 6000) throw new Error(`register failed: ${JSON.stringify(envelope)}`);
    await context.addInitScript(
      ([token, userId]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('userId', userId);
        localStorage.setItem('uuid', 'load-test-device');
      },
      [envelope.data.token, envelope.data.userId] as const,
    );
    await context.addInitScript(PAGE_PROBE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${running.url}${values.path}`);
    await page.locator('button.sp-odds').first().waitFor({ timeout: 60_000 });
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    replay.start();
    await sleep(warmup * 1000);
    const profiling = values.profile !== undefined && roundIndex === 0;
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const metrics = async (): Promise<Record<string, number>> =>
      Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    if (values.trace && roundIndex === 0) await traceSummary(cdp, `${build.name} x${throttle}`);
    await page.evaluate('window.__bench.reset()');
    const before = await metrics();
    const opsBefore = replay.stats().opsDelivered;
    await sleep(seconds * 1000);
    const after = await metrics();
    const ops = replay.stats().opsDelivered - opsBefore;
    const probe = await page.evaluate<{ frames: number[]; loaf: number[]; latencies: number[]; hookLatencies?: number[] }>(
      '({ frames: window.__bench.frames, loaf: window.__bench.loaf, latencies: window.__bench.latencies, hookLatencies: window.__bench.hookLatencies })',
    );
    if (profiling) {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      mkdirSync(values.profile!, { recursive: true });
      const file = join(values.profile!, `${build.name}-x${throttle}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      const top = selfTimes(profile).slice(0, 25);
      const total = profile.timeDeltas.reduce((sum, d) => sum + d, 0) / 1000;
      console.log(`profile ${file} (${Math.round(total)} ms sampled); self time:`);
      for (const entry of top) console.log(`  ${entry.ms.toFixed(0).padStart(7)} ms  ${entry.name}`);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const per1000 = (metric: MetricName): number => round1((((after[metric] ?? 0) - (before[metric] ?? 0)) * 1000 * 1000) / Math.max(1, ops));
    const intervals = probe.frames.slice(1).map((t, i) => t - (probe.frames[i] ?? t)).sort((a, b) => a - b);
    const span = (probe.frames.at(-1) ?? 0) - (probe.frames[0] ?? 0);
    const latencies = [...probe.latencies].sort((a, b) => a - b);
    const hookLatencies = [...(probe.hookLatencies ?? [])].sort((a, b) => a - b);
    return {
      build: build.name,
      throttle,
      round: roundIndex,
      opsDelivered: ops,
      msPer1000: Object.fromEntries(METRICS.map((m) => [m, per1000(m)])) as Record<MetricName, number>,
      fps: round1(span > 0 ? ((probe.frames.length - 1) * 1000) / span : 0),
      frameP99Ms: round1(percentile(intervals, 99)),
      longAnimationFrames: probe.loaf.length,
      feedToPaintP50Ms: round1(percentile(latencies, 50)),
      feedToPaintP95Ms: round1(percentile(latencies, 95)),
      feedToPaintHookP50Ms: round1(percentile(hookLatencies, 50)),
      feedToPaintHookP95Ms: round1(percentile(hookLatencies, 95)),
    };
  } finally {
    await context.close();
    replay.close();
    await running.close();
  }
}

const browser = await launchChromium();
if (!browser) throw new Error('no Chromium: set CHROMIUM_PATH or install /usr/bin/chromium');
const samples: Sample[] = [];
try {
  for (let r = 0; r < rounds; r++)
    for (const throttle of throttles)
      // Alternate the order each round, so neither build always runs first.
      for (const build of r % 2 === 0 ? builds : [...builds].reverse()) {
        const sample = await measure(build, throttle, r, browser);
        samples.push(sample);
        const m = sample.msPer1000;
        console.log(
          `round ${r + 1} x${throttle} ${build.name}: ${sample.opsDelivered} updates, per 1,000: task ${m.TaskDuration} ms, script ${m.ScriptDuration}, ` +
            `layout ${m.LayoutDuration}, style ${m.RecalcStyleDuration}; ${sample.fps} fps, frame p99 ${sample.frameP99Ms} ms, LoAF ${sample.longAnimationFrames}, ` +
            `feed-to-paint p50 ${sample.feedToPaintP50Ms} p95 ${sample.feedToPaintP95Ms} ms, hook p50 ${sample.feedToPaintHookP50Ms} p95 ${sample.feedToPaintHookP95Ms} ms (load ${loadavg()[0]!.toFixed(2)})`,
        );
      }
} finally {
  await browser.close();
}

const header = ['CPU', 'build', 'updates/s', 'task ms/1k', 'script ms/1k', 'layout ms/1k', 'style ms/1k', 'fps', 'frame p99 ms', 'LoAF', 'mutation p50', 'mutation p95', 'hook p50', 'hook p95', 'task x first build'];
const rows: (string | number)[][] = [header];
for (const throttle of throttles) {
  const firstTask = median(samples.filter((s) => s.throttle === throttle && s.build === builds[0]!.name).map((s) => s.msPer1000.TaskDuration));
  for (const build of builds) {
    const mine = samples.filter((s) => s.throttle === throttle && s.build === build.name);
    const med = (pick: (s: Sample) => number): number => round1(median(mine.map(pick)));
    const task = med((s) => s.msPer1000.TaskDuration);
    rows.push([
      `x${throttle}`,
      build.name,
      Math.round(median(mine.map((s) => s.opsDelivered)) / seconds),
      task,
      med((s) => s.msPer1000.ScriptDuration),
      med((s) => s.msPer1000.LayoutDuration),
      med((s) => s.msPer1000.RecalcStyleDuration),
      med((s) => s.fps),
      med((s) => s.frameP99Ms),
      med((s) => s.longAnimationFrames),
      med((s) => s.feedToPaintP50Ms),
      med((s) => s.feedToPaintP95Ms),
      med((s) => s.feedToPaintHookP50Ms),
      med((s) => s.feedToPaintHookP95Ms),
      (task / firstTask).toFixed(2),
    ]);
  }
}
console.log(`\nmedians of ${rounds} rounds, ${seconds} s each, rate ${rate}/s (load ${loadavg().map((l) => l.toFixed(2)).join(' ')}):`);
for (const row of rows) console.log(row.map((cell) => String(cell).padStart(12)).join(''));
const written = await writeReport(
  {
    name: values.name,
    title: 'Render cost of the in-play page, builds side by side',
    context: { command: `npx tsx load-tests/browser/renderCost.ts ${process.argv.slice(2).join(' ')}`, loadavg: loadavg().map((l) => l.toFixed(2)).join(' ') },
    tables: [{ caption: 'Medians over rounds', rows }],
    charts: [],
    result: { samples, rate, meanOpsPerSecondAt1x: meanOps },
  },
  { png: false },
);
console.log(`report: ${written.html}`);
