import type { z } from 'zod';
import { browserFiguresSchema, type BrowserFigures } from '../browser/browserFigures';
import { headlessFiguresSchema, type HeadlessFigures } from '../clients/headlessFigures';
import { ingestFiguresSchema, type IngestFigures } from './ingestFigures';
import type { Limit } from './spread';

/**
 * The targets of load-tests/RESULTS.md ("Targets"), each with the command that measures it (as RESULTS.md's
 * "Commands" ran it), the figures its verdict rests on, and the conditions a run must meet to count.
 * `npm run load:figures` runs them (load-tests/loadFigures.ts); the summaries are load-tests/figures/<id>/.
 */

/** What the commands need that load:figures prepares once per invocation. */
export interface RunSetup {
  /** Tiny durations and sizes: checks the pipeline end to end; the figures mean nothing. */
  quick: boolean;
  /** The built client the browser runs serve. */
  dist: string;
  /** The 5,000-live recording (RESULTS.md, "Commands": generated, 1.6 MB, not shipped); quick: a tiny one. */
  recording: string;
  /** quick: a rate twice the tiny recording's mean, as the browser smoke uses. */
  quickRate: number;
  /** The heap run's measured seconds (600: the target's 10 minutes). */
  heapSeconds: number;
}

export interface TargetCommand {
  /** From the repository root, run with `node --import tsx`. */
  script: string;
  args: string[];
}

export interface Check extends Limit {
  /** The figure, as the table names it. */
  figure: string;
  unit: string;
}

/** One summary read against its target. */
export interface RunReading {
  /** One per check, in order; null when the run has no such figure (no samples). */
  values: (number | null)[];
  /** Why this run is not under the target's conditions (fewer clients, another rate, shorter); null when it is. */
  offTarget: string | null;
  /** The run's conditions and context, for its line in the printout. */
  detail: string;
}

export interface Target {
  id: string;
  /** The target as RESULTS.md states it. */
  goal: string;
  checks: readonly Check[];
  /** Whether a real run plays the generated 5,000-live recording (quick runs of every browser target do, the tiny one). */
  needsRecording: boolean;
  /** Whether the command serves the built client. */
  needsBuild: boolean;
  command(setup: RunSetup): TargetCommand;
  /** Reads a summary's figures; throws when they are not this target's kind. */
  read(figures: unknown): RunReading;
}

interface TargetSpec<Figures> extends Omit<Target, 'checks' | 'read'> {
  schema: z.ZodType<Figures>;
  checks: readonly (Check & { read: (figures: Figures) => number | null })[];
  offTarget: (figures: Figures) => string | null;
  detail: (figures: Figures) => string;
}

function defineTarget<Figures>(spec: TargetSpec<Figures>): Target {
  const { schema, checks, offTarget, detail, ...rest } = spec;
  return {
    ...rest,
    checks: checks.map(({ read: _read, ...check }) => check),
    read(raw: unknown): RunReading {
      const figures = schema.parse(raw);
      return {
        values: checks.map((check) => check.read(figures)),
        offTarget: offTarget(figures),
        detail: detail(figures),
      };
    },
  };
}

const n = (value: number): string => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

// ---- ingest: npm run bench:feed ----

const ingest = defineTarget<IngestFigures>({
  id: 'ingest',
  goal: 'Ingest costs at most 3x `JSON.parse`; a batch dispatch of 200 odds changes at most 50 µs (median, issue 4)',
  schema: ingestFiguresSchema,
  needsRecording: false,
  needsBuild: false,
  checks: [
    {
      figure: 'ingest / JSON.parse, hot spread (CPU)',
      unit: 'x',
      limit: 3,
      better: 'lower',
      rule: 'median',
      read: (f) => f.spreads.hot.ratio,
    },
    {
      figure: 'ingest / JSON.parse, uniform spread (CPU)',
      unit: 'x',
      limit: 3,
      better: 'lower',
      rule: 'median',
      read: (f) => f.spreads.uniform.ratio,
    },
    {
      figure: 'batch dispatch median (CPU)',
      unit: 'µs',
      limit: 50,
      better: 'lower',
      rule: 'median',
      read: (f) => f.batch.medianUs,
    },
  ],
  offTarget: (f) => (f.quick ? `a quick run (${f.rounds} rounds of ${f.messagesPerRound} messages)` : null),
  detail: (f) =>
    `JSON.parse ${n(f.spreads.hot.parseUs)} µs a message; wall ${n(f.spreads.hot.ratioWall)}x / ${n(f.spreads.uniform.ratioWall)}x; batch p95 ${n(f.batch.p95Us)} µs, immer ${n(f.batch.immerUs)} µs`,
  command: (setup) => ({ script: 'streams/bench/feedBench.ts', args: setup.quick ? ['--quick'] : [] }),
});

// ---- headless clients: load-tests/headlessClients.ts on the quiet recording ----

function headlessCommand(setup: RunSetup, id: string, channels: string[]): TargetCommand {
  return {
    script: 'load-tests/headlessClients.ts',
    args: [
      ...[
        '--recording',
        'quiet',
        '--clients',
        setup.quick ? '20' : '2000',
        '--workers',
        '2',
        '--speed',
        setup.quick ? '20' : '1',
        '--wave',
        '100',
        '--no-chat',
      ],
      ...channels,
      ...['--name', `figures-${id}`],
    ],
  };
}

function onlyRealRun(f: HeadlessFigures): HeadlessFigures['runs'][number] {
  const [run] = f.runs;
  if (f.runs.length !== 1 || run?.mode !== 'real')
    throw new Error(`expected one real-mode run, got ${f.runs.map((r) => r.mode).join(', ') || 'none'}`);
  return run;
}

const headlessChecks = [
  {
    figure: 'clients held',
    unit: '',
    limit: 2000,
    better: 'higher',
    rule: 'every',
    read: (f: HeadlessFigures) => onlyRealRun(f).held,
  },
  {
    figure: 'messages lost',
    unit: '',
    limit: 0,
    better: 'lower',
    rule: 'every',
    read: (f: HeadlessFigures) => onlyRealRun(f).lost,
  },
  {
    figure: 'p95 send-to-applied',
    unit: 'ms',
    limit: 100,
    better: 'lower',
    rule: 'median',
    read: (f: HeadlessFigures) => onlyRealRun(f).latencyMs.p95,
  },
] as const;

const headlessDetail = (f: HeadlessFigures): string => {
  const run = onlyRealRun(f);
  return `${n(run.clients)} clients, ${run.channelsPerClient} channels each, ${n(run.applied)} of ${n(run.sent)} applied, p50 ${n(run.latencyMs.p50)} p99 ${n(run.latencyMs.p99)} ms, ${n(run.busyUsPerMessage)} µs CPU a message`;
};

const headlessGoal =
  'One Node process holds at least 2,000 headless clients of the quiet recording, with p95 send-to-applied at most 100 ms and no message lost';

const clientsPage = defineTarget<HeadlessFigures>({
  id: 'clients-page',
  goal: `${headlessGoal}: every client on one in-play page (\`RB:FT\`, \`counts\`)`,
  schema: headlessFiguresSchema,
  needsRecording: false,
  needsBuild: false,
  checks: headlessChecks,
  offTarget: (f) => {
    const run = onlyRealRun(f);
    if (run.clients < 2000) return `${run.clients} clients`;
    return run.channelsPerClient === 2
      ? null
      : `${run.channelsPerClient} channels a client, not one page's 2`;
  },
  detail: headlessDetail,
  command: (setup) => headlessCommand(setup, 'clients-page', ['--channels', 'RB:FT,counts']),
});

const clientsAll = defineTarget<HeadlessFigures>({
  id: 'clients-all',
  goal: `${headlessGoal}: every client on every moving channel (the worst case)`,
  schema: headlessFiguresSchema,
  needsRecording: false,
  needsBuild: false,
  checks: headlessChecks,
  offTarget: (f) => {
    const run = onlyRealRun(f);
    if (run.clients < 2000) return `${run.clients} clients`;
    return run.channelsPerClient > 2
      ? null
      : `${run.channelsPerClient} channels a client, not every moving channel`;
  },
  detail: headlessDetail,
  command: (setup) => headlessCommand(setup, 'clients-all', []),
});

// ---- the in-play page in Chromium: load-tests/browserBench.ts ----

interface BrowserShape {
  recording: string;
  rate: number;
  seconds: number;
  warmupSeconds: number;
  sampleSeconds: number;
  clickEveryMs: number;
}

function browserCommand(setup: RunSetup, id: string, shape: BrowserShape): TargetCommand {
  const real = !setup.quick;
  return {
    script: 'load-tests/browserBench.ts',
    args: [
      ...['--recording', real ? shape.recording : setup.recording],
      ...['--rates', String(real ? shape.rate : setup.quickRate), '--throttles', '1'],
      ...['--seconds', String(real ? shape.seconds : 3)],
      ...[
        '--heap-warmup-seconds',
        String(real ? shape.warmupSeconds : 1),
        '--heap-sample-seconds',
        String(real ? shape.sampleSeconds : 1),
      ],
      ...['--click-every-ms', String(real ? shape.clickEveryMs : 500)],
      ...['--dist', setup.dist, '--name', `figures-${id}`],
    ],
  };
}

function onlyRun(f: BrowserFigures): BrowserFigures['runs'][number] {
  const [run] = f.runs;
  if (f.runs.length !== 1 || run === undefined)
    throw new Error(`expected one browser run, got ${f.runs.length}`);
  return run;
}

function atRate(f: BrowserFigures, rate: number, minSeconds = 0): string | null {
  const run = onlyRun(f);
  if (run.rate !== rate || run.throttle !== 1) return `${n(run.rate)} updates/s at x${run.throttle} CPU`;
  return run.seconds < minSeconds ? `${run.seconds} s measured` : null;
}

const browserDetail = (f: BrowserFigures): string => {
  const run = onlyRun(f);
  const deltas = run.deltas;
  return (
    `${n(run.rate)}/s x${run.throttle}: ${n(run.pageOpsPerSecond)} ops/s on the page, ${run.seconds} s, heap ${n(run.heapMB.start)} -> ${n(run.heapMB.end)} MB, ` +
    `${run.clickMs.samples} clicks, deltas ${n(deltas.sent)} sent ${n(deltas.applied)} applied (${deltas.appliedOutsideFrame} outside a frame)`
  );
};

const paint = defineTarget<BrowserFigures>({
  id: 'paint-5000',
  goal: 'In-play page at 20,000 updates/s over 5,000 live matches: at least 55 fps, p95 feed-to-paint at most 50 ms',
  schema: browserFiguresSchema,
  needsRecording: true,
  needsBuild: true,
  checks: [
    {
      figure: 'frame rate',
      unit: 'fps',
      limit: 55,
      better: 'higher',
      rule: 'median',
      read: (f) => onlyRun(f).fps,
    },
    {
      figure: 'p95 feed-to-paint (hook)',
      unit: 'ms',
      limit: 50,
      better: 'lower',
      rule: 'median',
      read: (f) => onlyRun(f).feedToPaintMs.p95,
    },
  ],
  offTarget: (f) => atRate(f, 20_000),
  detail: browserDetail,
  command: (setup) =>
    browserCommand(setup, 'paint-5000', {
      recording: setup.recording,
      rate: 20_000,
      seconds: 30,
      warmupSeconds: 10,
      sampleSeconds: 10,
      clickEveryMs: 1000,
    }),
});

const click = defineTarget<BrowserFigures>({
  id: 'click-10k',
  goal: '"Add to bet slip" within 100 ms at p98 while streaming 10,000 updates/s (5,000 live matches)',
  schema: browserFiguresSchema,
  needsRecording: true,
  needsBuild: true,
  checks: [
    {
      figure: 'p98 click to pressed',
      unit: 'ms',
      limit: 100,
      better: 'lower',
      rule: 'median',
      read: (f) => onlyRun(f).clickMs.p98,
    },
    {
      figure: 'clicks the slip did not show pressed',
      unit: '',
      limit: 0,
      better: 'lower',
      rule: 'every',
      read: (f) => onlyRun(f).clickMs.samples - onlyRun(f).clickMs.responded,
    },
  ],
  offTarget: (f) => atRate(f, 10_000),
  detail: browserDetail,
  command: (setup) =>
    browserCommand(setup, 'click-10k', {
      recording: setup.recording,
      rate: 10_000,
      seconds: 30,
      warmupSeconds: 10,
      sampleSeconds: 10,
      clickEveryMs: 500,
    }),
});

export const HEAP_SECONDS = 600;

const heap = defineTarget<BrowserFigures>({
  id: 'heap-10min',
  goal: 'Heap within 10 % over a 10-minute replay at 10x (busy recording, 23,100 updates/s)',
  schema: browserFiguresSchema,
  needsRecording: false,
  needsBuild: true,
  checks: [
    {
      figure: 'heap after GC, end against start',
      unit: '%',
      limit: 10,
      better: 'lower',
      rule: 'median',
      read: (f) => onlyRun(f).heapMB.changePercent,
    },
  ],
  offTarget: (f) => atRate(f, 23_100, HEAP_SECONDS),
  detail: (f) => {
    const samples = onlyRun(f).heapAfterGcMB.map(([, mb]) => mb);
    return `${browserDetail(f)}; ${samples.length} heap samples ${n(Math.min(...samples))}-${n(Math.max(...samples))} MB`;
  },
  command: (setup) =>
    browserCommand(setup, 'heap-10min', {
      recording: 'busy',
      rate: 23_100,
      seconds: setup.heapSeconds,
      warmupSeconds: 30,
      sampleSeconds: 30,
      clickEveryMs: 5000,
    }),
});

/** In the order RESULTS.md lists them, which is also the order of each round. */
export const TARGETS: readonly Target[] = [paint, heap, click, ingest, clientsPage, clientsAll];

export function targetById(id: string): Target | undefined {
  return TARGETS.find((target) => target.id === id);
}
