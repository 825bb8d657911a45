import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown started with `start(seconds)`, ticking once a second (spec 9: 60 s resend). */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const running = secondsLeft > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const start = useCallback((seconds: number) => setSecondsLeft(Math.max(0, Math.floor(seconds))), []);
  return { secondsLeft, start };
}
