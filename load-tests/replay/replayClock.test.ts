import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReplayClock } from './replayClock';

const entries = (...at: number[]) => at.map((offset, id) => ({ at: offset, id }));

describe('the replay clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('plays each entry when the wall time times the speed reaches it, in order', () => {
    const played: number[] = [];
    const clock = createReplayClock(entries(0, 1000, 2000), { speed: 10, loopMs: 3000 }, (entry) => played.push(entry.id));
    clock.start();
    expect(played).toEqual([0]);
    vi.advanceTimersByTime(98);
    expect(played).toEqual([0]);
    vi.advanceTimersByTime(4);
    expect(played).toEqual([0, 1]);
    vi.advanceTimersByTime(100);
    expect(played).toEqual([0, 1, 2]);
  });

  it('ends after the last entry without loop, and starts again with loop', async () => {
    const once: number[] = [];
    const single = createReplayClock(entries(0, 100), { speed: 1, loopMs: 200 }, (entry) => once.push(entry.id));
    single.start();
    vi.advanceTimersByTime(1000);
    await expect(single.finished).resolves.toBeUndefined();
    expect(once).toEqual([0, 1]);

    const looped: number[] = [];
    const looping = createReplayClock(entries(0, 100), { speed: 1, loop: true, loopMs: 200 }, (entry) => looped.push(entry.id));
    looping.start();
    vi.advanceTimersByTime(550);
    expect(looped).toEqual([0, 1, 0, 1, 0, 1]);
    // Three passes played to their end: the clock has gone back to the first entry three times.
    expect(looping.loops).toBe(3);
    looping.stop();
  });

  it('rises from the ramp speed to the full speed', () => {
    const played: number[] = [];
    // Speed 1 rising to 3 over 1 s: the recording position after 1 s of wall time is 2 s, not 3 s.
    const clock = createReplayClock(entries(0, 1900, 2100), { speed: 3, ramp: { from: 1, seconds: 1 }, loopMs: 3000 }, (entry) =>
      played.push(entry.id),
    );
    clock.start();
    vi.advanceTimersByTime(1000);
    expect(played).toEqual([0, 1]);
    vi.advanceTimersByTime(100);
    expect(played).toEqual([0, 1, 2]);
  });

  it('stops at maxSeconds of wall time', async () => {
    const played: number[] = [];
    const clock = createReplayClock(entries(0, 5000), { speed: 1, maxSeconds: 2, loopMs: 6000 }, (entry) => played.push(entry.id));
    clock.start();
    vi.advanceTimersByTime(2100);
    await expect(clock.finished).resolves.toBeUndefined();
    vi.advanceTimersByTime(5000);
    expect(played).toEqual([0]);
  });

  it('as fast as possible, hands out at most 200 entries a macrotask', () => {
    const played: number[] = [];
    const clock = createReplayClock(entries(...Array.from({ length: 450 }, (_, i) => i * 1000)), { speed: Infinity, loopMs: 0 }, (entry) =>
      played.push(entry.id),
    );
    clock.start();
    expect(played).toHaveLength(200);
    vi.advanceTimersToNextTimer();
    expect(played).toHaveLength(400);
    vi.advanceTimersToNextTimer();
    expect(played).toHaveLength(450);
    expect(played.at(-1)).toBe(449);
  });
});
