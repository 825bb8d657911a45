import { useSyncExternalStore } from 'react';

/**
 * One shared one-second tick for every running clock on screen: no timer per cell. Only clock components
 * subscribe, and only while mounted.
 */
class ClockTicker {
  private listeners = new Set<() => void>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private now = Date.now();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.timer === null) {
      this.now = Date.now();
      this.timer = setInterval(() => {
        this.now = Date.now();
        for (const each of this.listeners) each();
      }, 1_000);
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.timer !== null) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  };

  get = (): number => this.now;
}

const ticker = new ClockTicker();

/** Client time (ms), updated once a second while any clock shows. */
export function useClockNow(): number {
  return useSyncExternalStore(ticker.subscribe, ticker.get, ticker.get);
}
