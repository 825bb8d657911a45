import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Fakes Date for every test of the calling suite, each test starting ten minutes after the previous one ended
 * (past every captcha, code and rate-limit window), and returns a function that moves the clock on.
 */
export function useFakeClock(): (ms: number) => void {
  let clock = Date.now();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    clock = Math.max(clock, Date.now()) + 10 * 60_000;
    vi.setSystemTime(clock);
  });
  afterEach(() => {
    clock = Date.now();
    vi.useRealTimers();
  });
  return (ms: number) => vi.setSystemTime(Date.now() + ms);
}
