import { z } from 'zod';
import type { BrowserRun, Percentiles } from './browserRun';

/**
 * What a browser benchmark keeps in its figure summary (`browserBench.ts --figures <target>`): per run, the
 * rate, fps, feed-to-paint percentiles, heap (idle, start, end, change and the forced-GC samples), clicks, DOM
 * size and the delta counts; not the per-second fps and the histogram, which stay in the full report.
 */
/** A percentile of no samples is null (NaN, which JSON cannot hold). */
const percentile = z.number().nullable();
const percentilesSchema = z.object({
  p50: percentile,
  p95: percentile,
  p99: percentile,
  samples: z.number(),
});

const browserRunSchema = z.object({
  rate: z.number(),
  throttle: z.number(),
  speed: z.number(),
  /** The measured window (after the warm-up), seconds. */
  seconds: z.number(),
  pageOpsPerSecond: z.number(),
  fps: z.number(),
  frameP99Ms: percentile,
  longAnimationFrames: z.number(),
  feedToPaintMs: percentilesSchema,
  feedToPaintMutationMs: percentilesSchema,
  heapMB: z.object({ idle: z.number(), start: z.number(), end: z.number(), changePercent: z.number() }),
  /** [seconds into the measured window, MB after forced GC]. */
  heapAfterGcMB: z.array(z.tuple([z.number(), z.number()])),
  domNodes: z.number(),
  clickMs: z.object({
    p50: percentile,
    p98: percentile,
    samples: z.number(),
    responded: z.number(),
    missed: z.number(),
  }),
  deltas: z.object({
    sent: z.number(),
    received: z.number(),
    applied: z.number(),
    appliedOutsideFrame: z.number(),
    hookAttached: z.boolean(),
  }),
  pageErrors: z.number(),
  reloads: z.number(),
});

export const browserFiguresSchema = z.object({
  /** The recording's mean updates per second at 1x (a rate is a multiple of it). */
  meanOpsPerSecondAt1x: z.number(),
  runs: z.array(browserRunSchema),
});

export type BrowserFigures = z.infer<typeof browserFiguresSchema>;

const mb = (bytes: number): number => Math.round(bytes / 1e4) / 100;
const finite = (value: number): number | null => (Number.isFinite(value) ? value : null);
const percentiles = ({ p50, p95, p99, samples }: Percentiles): z.infer<typeof percentilesSchema> => ({
  p50: finite(p50),
  p95: finite(p95),
  p99: finite(p99),
  samples,
});

export function browserFigures(result: {
  runs: readonly BrowserRun[];
  meanOpsPerSecondAt1x: number;
}): BrowserFigures {
  return {
    meanOpsPerSecondAt1x: Math.round(result.meanOpsPerSecondAt1x),
    runs: result.runs.map((run) => ({
      rate: run.rate,
      throttle: run.throttle,
      speed: run.speed,
      seconds: run.heapAfterGc.at(-1)?.[0] ?? 0,
      pageOpsPerSecond: run.deliveredOpsPerSecond,
      fps: run.fps,
      frameP99Ms: finite(run.frameIntervalP99Ms),
      longAnimationFrames: run.longAnimationFrames,
      feedToPaintMs: percentiles(run.feedToPaintMs),
      feedToPaintMutationMs: percentiles(run.feedToPaintMutationMs),
      heapMB: {
        idle: mb(run.heapIdleBytes),
        start: mb(run.heapStartBytes),
        end: mb(run.heapEndBytes),
        changePercent: run.heapChangePercent,
      },
      heapAfterGcMB: run.heapAfterGc,
      domNodes: run.domNodes,
      clickMs: { ...run.clickMs, p50: finite(run.clickMs.p50), p98: finite(run.clickMs.p98) },
      deltas: {
        sent: run.deltas.sent,
        received: run.deltas.received,
        applied: run.deltas.applied,
        appliedOutsideFrame: run.deltas.appliedOutsideFrame,
        hookAttached: run.deltas.hookAttached,
      },
      pageErrors: run.pageErrors.length,
      reloads: run.reloads,
    })),
  };
}
