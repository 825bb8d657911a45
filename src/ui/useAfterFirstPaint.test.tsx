import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterPaintWhenIdle,
  IDLE_TIMEOUT_MS,
  useAfterFirstPaint,
  type PaintClock,
} from './useAfterFirstPaint';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

/** One frame (16 ms): its frame callbacks run, then the paint. */
const nextFrame = () => vi.advanceTimersToNextFrame();
/** The task a 0 ms timer queues (the fake clock runs it a millisecond on). */
const nextTask = () => vi.advanceTimersByTime(1);

/** A browser with idle callbacks: the main thread falls idle `idleAfterMs` after asked, or at the timeout. */
function browser(idleAfterMs: number, visibilityState: DocumentVisibilityState = 'visible') {
  const asked: { timeout?: number }[] = [];
  const clock: PaintClock = {
    requestAnimationFrame: (callback) => requestAnimationFrame(callback),
    cancelAnimationFrame: (id) => cancelAnimationFrame(id),
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
    requestIdleCallback: (callback, options) => {
      asked.push({ timeout: options?.timeout });
      return window.setTimeout(
        () => callback({ didTimeout: false, timeRemaining: () => 10 }),
        Math.min(idleAfterMs, options?.timeout ?? Infinity),
      );
    },
    cancelIdleCallback: (id) => window.clearTimeout(id),
    document: { visibilityState },
  };
  return { clock, asked };
}

describe('after the next paint, once the browser is idle', () => {
  it('waits for a frame, then for idle time: work it starts does not compete with that paint', () => {
    const { clock, asked } = browser(40);
    const done = vi.fn();
    afterPaintWhenIdle(done, clock);
    nextTask();
    expect(done).not.toHaveBeenCalled();
    nextFrame();
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(39);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
    expect(asked).toEqual([{ timeout: IDLE_TIMEOUT_MS }]);
  });

  it('a busy browser is not waited for longer than the idle timeout', () => {
    const { clock } = browser(60_000);
    const done = vi.fn();
    afterPaintWhenIdle(done, clock);
    nextFrame();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
  });

  it('without idle callbacks (Safari), calls back in the task after the frame', () => {
    const { clock } = browser(0);
    delete clock.requestIdleCallback;
    delete clock.cancelIdleCallback;
    const done = vi.fn();
    afterPaintWhenIdle(done, clock);
    nextTask();
    expect(done).not.toHaveBeenCalled();
    nextFrame();
    expect(done).not.toHaveBeenCalled();
    nextTask();
    expect(done).toHaveBeenCalledOnce();
  });

  it('on a hidden page, which paints no frames, calls back in the next task without waiting for one', () => {
    const { clock, asked } = browser(40, 'hidden');
    const frame = vi.spyOn(clock, 'requestAnimationFrame');
    const done = vi.fn();
    afterPaintWhenIdle(done, clock);
    nextTask();
    expect(done).toHaveBeenCalledOnce();
    expect(frame).not.toHaveBeenCalled();
    expect(asked).toEqual([]);
  });

  it('cancelled, never calls back: neither before the frame nor while waiting for idle time', () => {
    const { clock } = browser(40);
    const early = vi.fn();
    afterPaintWhenIdle(early, clock)();
    nextFrame();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = afterPaintWhenIdle(late, clock);
    nextFrame();
    cancel();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(late).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('useAfterFirstPaint', () => {
  it('says no on the first render and yes once that render has been painted', () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    act(() => {
      nextFrame();
    });
    expect(result.current).toBe(false);
    act(() => {
      nextTask();
    });
    expect(result.current).toBe(true);
  });

  it('unmounted before the paint, it sets nothing and leaves no timer', () => {
    const { result, unmount } = renderHook(() => useAfterFirstPaint());
    unmount();
    act(() => {
      nextFrame();
      nextTask();
    });
    expect(result.current).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
