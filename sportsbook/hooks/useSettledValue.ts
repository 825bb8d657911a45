import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `delayMs` (the first one at once). Work that follows a value which
 * a click changes (a feed subscription, a request) then runs after the click's frame, and not at all for a change
 * taken back within the wait. Compared with Object.is: pass a string or another stable value.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}
