import { describe, expect, it } from 'vitest';
import { headlessFigures, headlessFiguresSchema } from './headlessFigures';
import type { HeadlessResult } from './runHeadless';

const latencyMs = { p50: 69.3, p95: 117.2, p99: 138, max: 167.8, mean: 72.4 };

function result(overrides: Partial<HeadlessResult> = {}): HeadlessResult {
  return {
    mode: 'real',
    clients: 2000,
    connectionsHeld: 2000,
    channelsPerClient: 2,
    seconds: 71.46,
    sent: 116_000,
    received: 116_000,
    applied: 116_000,
    lost: 0,
    outOfOrder: 0,
    receivedPerSecond: 3053.2,
    appliedPerSecond: 3053.2,
    latencyMs,
    latencyBuckets: Array.from({ length: 14 }, (_, i) => ({ upToMs: 2 ** i, count: i * 100 })),
    timeline: Array.from({ length: 600 }, (_, second) => ({
      second,
      applied: 1900,
      meanMs: 70.1234,
      maxMs: 160.5,
      sentPerSecond: 1950,
    })),
    heapPerClientBytes: 131_072,
    busyUsPerMessage: 77.66,
    steps: [],
    loops: 0,
    chat: null,
    ...overrides,
  };
}

describe('the headless figure summary', () => {
  it("keeps a run's clients held, deliveries, losses and latency percentiles", () => {
    const figures = headlessFigures([result()], 32.719);
    expect(figures.parseFloorUs).toBe(32.72);
    expect(figures.runs).toHaveLength(1);
    expect(figures.runs[0]).toMatchObject({
      mode: 'real',
      clients: 2000,
      held: 2000,
      channelsPerClient: 2,
      sent: 116_000,
      applied: 116_000,
      lost: 0,
      outOfOrder: 0,
      messagesPerSecond: 3053,
      latencyMs: { p50: 69.3, p95: 117.2, p99: 138, max: 167.8 },
      heapPerClientKB: 128,
      busyUsPerMessage: 77.7,
      chat: null,
    });
  });

  it('leaves the per-second timeline and the histogram to the full report, so a summary stays a few KB', () => {
    const text = JSON.stringify(headlessFigures([result(), result({ mode: 'naive' })], 30));
    expect(text).not.toContain('timeline');
    expect(text).not.toContain('upToMs');
    expect(text.length).toBeLessThan(2_000);
  });

  it("keeps each step's clients and p95, and the chat clients' held, losses and latency", () => {
    const figures = headlessFigures(
      [
        result({
          steps: [
            { clients: 500, deliveriesPerSecond: 550.4, latencyMs: { ...latencyMs, p95: 56.9 } },
            { clients: 1000, deliveriesPerSecond: 1300, latencyMs: { ...latencyMs, p95: 57.4 } },
          ],
          chat: {
            clients: 2000,
            connectionsHeld: 1999,
            rooms: 6,
            sent: 61_736,
            received: 61_736,
            sentByType: { SendMessage: 55_064 },
            receivedByType: { SendMessage: 55_064 },
            messages: 55_064,
            applied: 55_064,
            lost: 0,
            outOfOrder: 0,
            receivedPerSecond: 1000,
            latencyMs: { p50: 17.1, p95: 62.2, p99: 341.8, max: 400, mean: 20 },
            latencyBuckets: [],
            heapPerClientBytes: 94_208,
            busyUsPerMessage: 40,
          },
        }),
      ],
      30,
    );
    expect(figures.runs[0]?.steps).toEqual([
      { clients: 500, deliveriesPerSecond: 550, p95Ms: 56.9 },
      { clients: 1000, deliveriesPerSecond: 1300, p95Ms: 57.4 },
    ]);
    expect(figures.runs[0]?.chat).toMatchObject({
      held: 1999,
      messages: 55_064,
      applied: 55_064,
      lost: 0,
      latencyMs: { p95: 62.2 },
      heapPerClientKB: 92,
    });
  });

  it('reads back through its schema after a trip through JSON', () => {
    const figures = headlessFigures([result()], 30);
    expect(headlessFiguresSchema.parse(JSON.parse(JSON.stringify(figures)))).toEqual(figures);
  });
});
