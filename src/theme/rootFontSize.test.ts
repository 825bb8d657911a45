import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { rootFontSize, watchRootFontSize, type RootFontTarget } from './rootFontSize';

describe('the root font size (spec 9)', () => {
  it('is 16 px at a 1920 px window and scales with the width above 1600', () => {
    expect(rootFontSize(1920)).toBe(16);
    expect(rootFontSize(2400)).toBe(20);
    expect(rootFontSize(1600)).toBeCloseTo(13.33, 2);
  });

  it('below 1600 px it is boosted: it shrinks at a quarter of the rate', () => {
    expect(rootFontSize(1280)).toBeCloseTo(12.67, 2);
    expect(rootFontSize(1280)).toBeGreaterThan((16 * 1280) / 1920);
    expect(rootFontSize(320)).toBe(12);
  });

  it('never shrinks as the window widens, and stays between 12 and 20 px', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8000 }), fc.integer({ min: 0, max: 2000 }), (width, wider) => {
        expect(rootFontSize(width + wider)).toBeGreaterThanOrEqual(rootFontSize(width));
        expect(rootFontSize(width)).toBeGreaterThanOrEqual(12);
        expect(rootFontSize(width)).toBeLessThanOrEqual(20);
      }),
    );
  });
});

function fakeWindow(width: number) {
  const listeners = new Set<() => void>();
  const target: RootFontTarget & { innerWidth: number; resize: (to: number) => void; listeners: Set<() => void> } = {
    innerWidth: width,
    document: { documentElement: { style: { fontSize: '' } } },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    setTimeout: (callback, ms) => setTimeout(callback, ms) as unknown as number,
    clearTimeout: (handle) => clearTimeout(handle),
    resize(to) {
      target.innerWidth = to;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
  return target;
}

describe('watching the window', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sets the size at once, then after resizing settles (at most once per 100 ms, with the last width)', () => {
    const win = fakeWindow(1920);
    watchRootFontSize(win);
    expect(win.document.documentElement.style.fontSize).toBe('16px');

    win.resize(1700);
    win.resize(2400);
    expect(win.document.documentElement.style.fontSize).toBe('16px');
    vi.advanceTimersByTime(100);
    expect(win.document.documentElement.style.fontSize).toBe('20px');
  });

  it('stops when told', () => {
    const win = fakeWindow(1920);
    const stop = watchRootFontSize(win);
    win.resize(2400);
    stop();
    vi.advanceTimersByTime(1000);
    expect(win.document.documentElement.style.fontSize).toBe('16px');
    expect(win.listeners.size).toBe(0);
  });
});
