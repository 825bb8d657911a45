import type { BrowserFigures } from '../browser/browserFigures';
import type { HeadlessFigures } from '../clients/headlessFigures';
import type { IngestFigures } from './ingestFigures';
import type { Summary } from './summaryFiles';

/** Figure summaries as the commands write them, for the tests of reading and judging them. */
export function summary(target: string, figures: unknown, overrides: Partial<Summary> = {}): Summary {
  return {
    schema: 1,
    target,
    command: `npx tsx load-tests/some.ts --figures ${target}`,
    commit: '0123456789abcdef0123456789abcdef01234567',
    dirty: false,
    startedAt: '2026-11-22T06:27:03.123Z',
    endedAt: '2026-11-22T06:28:13.456Z',
    seconds: 70.3,
    machine: { cores: 2, model: 'AMD EPYC', memoryGiB: 23, node: 'v20.20.2', os: 'linux 6.1' },
    loadavg: { before: [0.62, 0.7, 0.81], after: [1.9, 1.2, 0.95] },
    figures,
    ...overrides,
  };
}

export function headless(overrides: Partial<HeadlessFigures['runs'][number]> = {}): HeadlessFigures {
  return {
    parseFloorUs: 32.7,
    runs: [
      {
        mode: 'real',
        clients: 2000,
        held: 2000,
        channelsPerClient: 2,
        seconds: 71.5,
        sent: 116_000,
        received: 116_000,
        applied: 116_000,
        lost: 0,
        outOfOrder: 0,
        messagesPerSecond: 3053,
        latencyMs: { p50: 69.3, p95: 117.2, p99: 138, max: 167.8 },
        heapPerClientKB: 128,
        busyUsPerMessage: 77.7,
        steps: [],
        chat: null,
        ...overrides,
      },
    ],
  };
}

export function browser(overrides: Partial<BrowserFigures['runs'][number]> = {}): BrowserFigures {
  return {
    meanOpsPerSecondAt1x: 2310,
    runs: [
      {
        rate: 20_000,
        throttle: 1,
        speed: 8.7,
        seconds: 30,
        pageOpsPerSecond: 8604,
        fps: 59.5,
        frameP99Ms: 16.8,
        longAnimationFrames: 6,
        feedToPaintMs: { p50: 27.5, p95: 35.7, p99: 37.7, samples: 1600 },
        feedToPaintMutationMs: { p50: 60, p95: 147, p99: 200, samples: 1600 },
        heapMB: { idle: 14.8, start: 15.2, end: 15.9, changePercent: 4.2 },
        heapAfterGcMB: [
          [0, 15.2],
          [30, 15.9],
        ],
        domNodes: 794,
        clickMs: { p50: 5.7, p98: 12.6, samples: 28, responded: 28, missed: 0 },
        deltas: { sent: 1700, received: 1700, applied: 1700, appliedOutsideFrame: 0, hookAttached: true },
        pageErrors: 0,
        reloads: 0,
        ...overrides,
      },
    ],
  };
}

export function ingest(overrides: Partial<IngestFigures> = {}): IngestFigures {
  const spread = { opsPerMessage: 60, parseUs: 43.38, ingestUs: 113.48, ratio: 2.66, ratioWall: 2.63 };
  return {
    quick: false,
    rounds: 15,
    messagesPerRound: 2000,
    spreads: { hot: spread, uniform: { ...spread, ratio: 2.63, ratioWall: 2.49 } },
    batch: {
      size: 200,
      oddsInStore: 20_000,
      batches: 2700,
      medianUs: 57,
      p95Us: 87,
      meanUs: 70,
      wallMedianUs: 60,
      wallP95Us: 95,
      immerUs: 35_180,
    },
    ...overrides,
  };
}
