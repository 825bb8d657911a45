import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds counting down to 0, one a second (spec 9: the 60 s resend and the 3 s return to login).
 * `start(n)` begins again from n.
 */
export function useCountdown(initial = 0): { seconds: number; start: (seconds: number) => void } {
  const [seconds, setSeconds] = useState(initial);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((from: number) => setSeconds(Math.max(0, Math.floor(from))), []);
  return { seconds, start };
}
