import { describe, expect, it } from 'vitest';
import type { BrowserRun } from './browserRun';
import { smokeProblems } from './browserSmoke';

const working: BrowserRun = {
  rate: 600,
  throttle: 1,
  speed: 2,
  deliveredOpsPerSecond: 220,
  frames: 180,
  fps: 60,
  frameIntervalP99Ms: 17,
  longAnimationFrames: 0,
  longAnimationFrameMsTotal: 0,
  feedToPaintMs: { p50: 25, p95: 30, p99: 40, samples: 30 },
  feedToPaintMutationMs: { p50: 25, p95: 30, p99: 40, samples: 30 },
  feedToPaintHistogram: [0, 0, 30],
  heapIdleBytes: 9e6,
  heapStartBytes: 10e6,
  heapEndBytes: 10.2e6,
  heapChangePercent: 2,
  deltas: { sent: 50, received: 50, applied: 50, appliedOutsideFrame: 0, pending: 0, unparsed: 0, hookAttached: true },
  domNodes: 700,
  clickMs: { p50: 10, p98: 12, samples: 6, missed: 0, responded: 6 },
  fpsBySecond: [60, 60, 60],
  heapAfterGc: [[0, 10], [3, 10.2]],
  pageErrors: [],
  reloads: 0,
};

describe('browser smoke checks', () => {
  it('pass a run in which the pipeline worked, whatever its timings', () => {
    expect(smokeProblems(working)).toEqual([]);
    expect(smokeProblems({ ...working, fps: 3, feedToPaintMs: { p50: 900, p95: 4000, p99: 9000, samples: 2 } })).toEqual([]);
  });

  it('report a delta the store did not apply, a missing hook, no paint sample and no answered click', () => {
    const problems = smokeProblems({
      ...working,
      deltas: { ...working.deltas, applied: 49, pending: 1, hookAttached: false },
      feedToPaintMs: { p50: NaN, p95: NaN, p99: NaN, samples: 0 },
      clickMs: { ...working.clickMs, responded: 0 },
    });
    expect(problems).toEqual([
      'the app did not attach the feed bench hook (src/store/feedBench.ts)',
      'the store applied 49 deltas of 50 received',
      'no feed-to-paint sample (hook)',
      'no click answered by the bet slip (6 clicks, 0 without a price)',
    ]);
  });

  it('report deltas the store applied outside an animation frame (the feed flushes once per frame)', () => {
    expect(smokeProblems({ ...working, deltas: { ...working.deltas, appliedOutsideFrame: 3 } })).toEqual([
      'the store applied 3 deltas outside an animation frame',
    ]);
  });

  it('report deltas lost between the replay and the page, and a page that reloaded', () => {
    expect(smokeProblems({ ...working, deltas: { ...working.deltas, received: 48, applied: 48 }, reloads: 1 })).toEqual([
      'the page received 48 deltas of 50 sent',
      'the page reloaded 1 times while measured',
    ]);
  });
});
