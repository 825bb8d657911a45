import type { Simulator } from './simulator';

export interface SimDriver {
  stop(): void;
}

export interface SimDriverOptions {
  /** Sim time per wall time. */
  speed: number;
  /** Wall ms between ticks. */
  tickMs: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/** A stall longer than this (a paused process, a debugger) is not caught up: the sim skips it. */
const MAX_CATCH_UP_MS = 5_000;

/**
 * Plays the simulator in real time: every tick advances sim time by the wall time elapsed x speed. The timer is
 * unref'd so it never keeps the process alive; tests drive `advance` directly instead.
 */
export function startSimDriver(sim: Simulator, options: SimDriverOptions): SimDriver {
  const now = options.now ?? Date.now;
  let last = now();
  const timer = setInterval(() => {
    const t = now();
    const wall = Math.min(t - last, MAX_CATCH_UP_MS);
    last = t;
    if (wall <= 0) return;
    try {
      sim.advance(wall * options.speed);
    } catch (error) {
      options.onError?.(error);
    }
  }, options.tickMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
