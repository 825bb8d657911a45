import { useEffect, useState } from 'react';

/** How often a ticking amount moves on. */
export const TICK_MS = 1000;

/**
 * The time now, moving on every second while `running`; when not running it stays where it stopped (a paused
 * or reduced-motion display changes only when its data does).
 */
export function useTickingClock(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const handle = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(handle);
  }, [running]);
  return now;
}
