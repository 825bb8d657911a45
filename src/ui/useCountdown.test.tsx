import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the countdown (spec 9: 60 s resend, 3 s back to login)', () => {
  it('counts whole seconds down to 0 and stops there', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.seconds).toBe(0);
    act(() => {
      result.current.start(60);
    });
    expect(result.current.seconds).toBe(60);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(result.current.seconds).toBe(60);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.seconds).toBe(59);
    for (let i = 0; i < 59; i += 1)
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    expect(result.current.seconds).toBe(0);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.seconds).toBe(0);
  });

  it('starting again begins from the new value', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => {
      result.current.start(3);
    });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current.seconds).toBe(1);
    act(() => {
      result.current.start(60);
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.seconds).toBe(59);
  });

  it('takes a fraction or a negative as whole seconds, and 0 as no countdown', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => {
      result.current.start(2.9);
    });
    expect(result.current.seconds).toBe(2);
    act(() => {
      result.current.start(-5);
    });
    expect(result.current.seconds).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer behind when the countdown ends or its screen goes away', () => {
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => {
      result.current.start(2);
    });
    expect(vi.getTimerCount()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(vi.getTimerCount()).toBe(0);
    act(() => {
      result.current.start(60);
    });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
