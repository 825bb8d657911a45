import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds counting down to 0, one a second (spec 9: the 60 s code resend, the 3 s return to login).
 * `start(n)` begins again from n, its first second a full one, even while a countdown runs.
 */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [seconds, setSeconds] = useState(0);
  const [started, setStarted] = useState(0);
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return;
    // One interval per run, not a timeout per second: a second is not lost to a slow render.
    const timer = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [running, started]);
  const start = useCallback((from: number) => {
    setSeconds(Math.max(0, Math.floor(from)));
    setStarted((count) => count + 1);
  }, []);
  return { seconds, start };
}
