import { describe, expect, it } from 'vitest';
import { browserFigures, browserFiguresSchema } from './browserFigures';
import type { BrowserRun } from './browserRun';

function run(overrides: Partial<BrowserRun> = {}): BrowserRun {
  return {
    rate: 20_000,
    throttle: 1,
    speed: 8.7,
    deliveredOpsPerSecond: 8604,
    frames: 1785,
    fps: 59.5,
    frameIntervalP99Ms: 16.8,
    longAnimationFrames: 6,
    longAnimationFrameMsTotal: 420,
    feedToPaintMs: { p50: 27.5, p95: 35.7, p99: 37.7, samples: 1600 },
    feedToPaintMutationMs: { p50: 60, p95: 147, p99: 200, samples: 1600 },
    feedToPaintHistogram: new Array<number>(50).fill(32),
    heapIdleBytes: 14_812_345,
    heapStartBytes: 15_210_000,
    heapEndBytes: 15_850_000,
    heapChangePercent: 4.2,
    deltas: {
      sent: 1700,
      received: 1700,
      applied: 1700,
      appliedOutsideFrame: 0,
      pending: 0,
      unparsed: 0,
      hookAttached: true,
    },
    domNodes: 794,
    clickMs: { p50: 5.7, p98: 12.6, samples: 28, missed: 0, responded: 28 },
    fpsBySecond: new Array<number>(600).fill(59.5),
    heapAfterGc: [
      [0, 15.2],
      [10, 15.5],
      [20, 15.7],
      [30, 15.9],
    ],
    pageErrors: [],
    reloads: 0,
    ...overrides,
  };
}

describe('the browser figure summary', () => {
  it("keeps a run's rate, fps, feed-to-paint, heap and clicks", () => {
    const figures = browserFigures({ runs: [run()], meanOpsPerSecondAt1x: 2310.4 });
    expect(figures.meanOpsPerSecondAt1x).toBe(2310);
    expect(figures.runs[0]).toMatchObject({
      rate: 20_000,
      throttle: 1,
      pageOpsPerSecond: 8604,
      fps: 59.5,
      feedToPaintMs: { p50: 27.5, p95: 35.7, p99: 37.7, samples: 1600 },
      heapMB: { idle: 14.81, start: 15.21, end: 15.85, changePercent: 4.2 },
      clickMs: { p50: 5.7, p98: 12.6, samples: 28, responded: 28 },
      deltas: { sent: 1700, received: 1700, applied: 1700, appliedOutsideFrame: 0 },
      domNodes: 794,
    });
  });

  it('the measured window is as long as its last heap sample says', () => {
    expect(browserFigures({ runs: [run()], meanOpsPerSecondAt1x: 1 }).runs[0]?.seconds).toBe(30);
  });

  it('leaves the fps per second and the histogram to the full report, so a summary stays a few KB', () => {
    const text = JSON.stringify(
      browserFigures({ runs: [run(), run({ throttle: 4 })], meanOpsPerSecondAt1x: 1 }),
    );
    expect(text).not.toContain('fpsBySecond');
    expect(text).not.toContain('Histogram');
    expect(text.length).toBeLessThan(3_000);
  });

  it('a run without samples has null percentiles, which survive JSON and read back', () => {
    const empty = run({
      feedToPaintMs: { p50: NaN, p95: NaN, p99: NaN, samples: 0 },
      clickMs: { p50: NaN, p98: NaN, samples: 0, missed: 6, responded: 0 },
      frameIntervalP99Ms: NaN,
      pageErrors: ['boom'],
    });
    const figures = browserFigures({ runs: [empty], meanOpsPerSecondAt1x: 1 });
    const back = browserFiguresSchema.parse(JSON.parse(JSON.stringify(figures)));
    expect(back.runs[0]?.feedToPaintMs).toEqual({ p50: null, p95: null, p99: null, samples: 0 });
    expect(back.runs[0]?.clickMs.p98).toBeNull();
    expect(back.runs[0]?.frameP99Ms).toBeNull();
    expect(back.runs[0]?.pageErrors).toBe(1);
  });
});
