/** Runs `run` after `ms`; the answer cancels it. Services take one so tests can run their timers by hand. */
export type Schedule = (ms: number, run: () => void) => () => void;

/** The real one: a timer that never keeps the process alive on its own. */
export const timeoutSchedule: Schedule = (ms, run) => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
};
