/** How a recording is played back in time (the feed and the chat replays share these). */
export interface ReplayClockOptions {
  /** Recording time per wall time: 1 real time, 10 ten times faster, Infinity as fast as the socket takes it. */
  speed: number;
  /** Start again from the beginning at the end (seq keeps counting, snapshots keep their state). */
  loop?: boolean;
  /** Rate ramp: the speed rises linearly from `from` to `speed` over `seconds` of wall time. */
  ramp?: { from: number; seconds: number };
  /** Stop after this many wall seconds (default: at the end of the recording, or never when looping). */
  maxSeconds?: number;
  /** Wall clock of the rewritten `ts` (send time); default Date.now. */
  now?: () => number;
}

/** The recording-time offset (ms) of one entry of a replay. */
export interface TimedEntry {
  at: number;
}

export interface ReplayClock {
  /** Starts stepping (once; later calls do nothing). */
  start(): void;
  /** Stops stepping and resolves `finished`. */
  stop(): void;
  /** Resolves at the end of the recording without loop, at maxSeconds, or on stop. */
  readonly finished: Promise<void>;
  /** Wall ms of start, 0 before it. */
  readonly startedAt: number;
  /** Times the clock went back to the first entry. */
  readonly loops: number;
}

/** Entries handed out in one macrotask when the speed is Infinity, so sockets and timers still get a turn. */
const MAX_BURST = 200;
/** Wall ms between steps at a finite speed. */
const STEP_MS = 2;

/**
 * The replay's clock, shared by the feed and the chat replays: every STEP_MS of wall time the recording position
 * moves by the elapsed wall time times the speed (rising linearly over the ramp), and every entry up to it is
 * played in order. At the end it starts again (`loop`; the position goes back by `loopMs`) or stops; `maxSeconds`
 * stops it after that much wall time. Speed Infinity plays MAX_BURST entries a macrotask.
 */
export function createReplayClock<E extends TimedEntry>(
  entries: readonly E[],
  options: ReplayClockOptions & { loopMs: number },
  play: (entry: E, second: number) => void,
): ReplayClock {
  const now = options.now ?? Date.now;
  const fast = !Number.isFinite(options.speed);
  let index = 0;
  let position = 0;
  let startedAt = 0;
  let lastStepAt = 0;
  let loops = 0;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });

  const speedAt = (elapsedMs: number): number => {
    const ramp = options.ramp;
    if (!ramp || fast || elapsedMs >= ramp.seconds * 1000) return options.speed;
    return ramp.from + ((options.speed - ramp.from) * elapsedMs) / (ramp.seconds * 1000);
  };

  const stop = (): void => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    finish();
  };

  const step = (): void => {
    timer = null;
    if (stopped) return;
    const wall = now();
    const elapsed = wall - startedAt;
    if (options.maxSeconds !== undefined && elapsed >= options.maxSeconds * 1000) return stop();
    const second = Math.floor(elapsed / 1000);
    position += (wall - lastStepAt) * speedAt(elapsed);
    lastStepAt = wall;
    let burst = 0;
    for (;;) {
      if (index >= entries.length) {
        if (!options.loop || entries.length === 0) return stop();
        index = 0;
        loops += 1;
        if (!fast) position -= options.loopMs;
      }
      const entry = entries[index];
      if (!entry || (fast ? burst >= MAX_BURST : entry.at > position)) break;
      play(entry, second);
      index += 1;
      burst += 1;
    }
    timer = setTimeout(step, fast ? 0 : STEP_MS);
  };

  return {
    start() {
      if (startedAt !== 0) return;
      startedAt = now();
      lastStepAt = startedAt;
      step();
    },
    stop,
    finished,
    get startedAt() {
      return startedAt;
    },
    get loops() {
      return loops;
    },
  };
}
