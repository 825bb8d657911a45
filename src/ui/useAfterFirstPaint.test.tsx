import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, useAfterFirstPaint, type PaintClock } from './useAfterFirstPaint';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** One frame (16 ms): its frame callbacks run, then the paint; a task queued by a frame callback runs after it. */
const nextFrame = () => vi.advanceTimersToNextFrame();
/** The task a 0 ms timer queues (the fake clock runs it a millisecond on). */
const nextTask = () => vi.advanceTimersByTime(1);

function hiddenWindow(): PaintClock {
  return {
    requestAnimationFrame: vi.fn(() => 0),
    cancelAnimationFrame: vi.fn(),
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
    document: { visibilityState: 'hidden' },
  };
}

describe('after the next paint', () => {
  it('waits for a frame and then for the task after it (a frame callback runs before its paint)', () => {
    const done = vi.fn();
    afterNextPaint(done);
    nextTask();
    expect(done).not.toHaveBeenCalled();
    nextFrame();
    expect(done).not.toHaveBeenCalled();
    nextTask();
    expect(done).toHaveBeenCalledOnce();
  });

  it('on a hidden page, which paints no frames, calls back without waiting for one', () => {
    const win = hiddenWindow();
    const done = vi.fn();
    afterNextPaint(done, win);
    nextTask();
    expect(done).toHaveBeenCalledOnce();
    expect(win.requestAnimationFrame).not.toHaveBeenCalled();
  });

  it('cancelled, never calls back: neither before the frame nor between the frame and its task', () => {
    const early = vi.fn();
    afterNextPaint(early)();
    nextFrame();
    nextTask();
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = afterNextPaint(late);
    nextFrame();
    cancel();
    nextTask();
    expect(late).not.toHaveBeenCalled();
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

  it('unmounted before the paint, it sets nothing', () => {
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
