import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaintClock } from '@src/ui';
import { createFirstPage, FIRST_PAGE_MAX_WAIT_MS } from './firstPage';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A shown page whose browser falls idle 30 ms after asked. */
const clock: PaintClock = {
  requestAnimationFrame: (callback) => requestAnimationFrame(callback),
  cancelAnimationFrame: (id) => cancelAnimationFrame(id),
  // Read at each call: the fake timers are installed after this module is loaded.
  setTimeout: ((handler: () => void, ms?: number) => window.setTimeout(handler, ms)) as Window['setTimeout'],
  clearTimeout: (id) => window.clearTimeout(id),
  requestIdleCallback: (callback) =>
    window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 10 }), 30),
  cancelIdleCallback: (id) => window.clearTimeout(id),
  document: { visibilityState: 'visible' },
};

function watch(shown: Promise<void>) {
  const state = { shown: false };
  void shown.then(() => {
    state.shown = true;
  });
  return state;
}

describe('the first page (what the app waits for before its own calls and sockets)', () => {
  it('not held (tests, tools): shown from the start', async () => {
    const firstPage = createFirstPage({ hold: false, clock });
    await expect(firstPage.shown).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('held: shown once a page said it is drawn, that frame painted and the browser idle', async () => {
    const firstPage = createFirstPage({ hold: true, clock });
    const state = watch(firstPage.shown);
    await vi.advanceTimersByTimeAsync(100);
    expect(state.shown).toBe(false);

    firstPage.markShown();
    await vi.advanceTimersByTimeAsync(16);
    expect(state.shown).toBe(false);
    await vi.advanceTimersByTimeAsync(30);
    expect(state.shown).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('only the first page counts: saying it again waits for nothing more', async () => {
    const firstPage = createFirstPage({ hold: true, clock });
    const state = watch(firstPage.shown);
    firstPage.markShown();
    await vi.advanceTimersByTimeAsync(16);
    firstPage.markShown();
    await vi.advanceTimersByTimeAsync(30);
    expect(state.shown).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a page that never says it is drawn holds nothing up for longer than the longest wait', async () => {
    const firstPage = createFirstPage({ hold: true, clock });
    const state = watch(firstPage.shown);
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_MAX_WAIT_MS - 1);
    expect(state.shown).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.shown).toBe(true);
  });
});
