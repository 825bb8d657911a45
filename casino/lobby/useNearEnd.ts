import { useEffect, useRef } from 'react';

/**
 * A ref for an element at the end of a list: `onReached` runs when it scrolls into view (infinite scroll).
 * Where there is no IntersectionObserver the list's "加载更多" button is the way on.
 */
export function useNearEnd<E extends Element>(onReached: () => void, enabled: boolean) {
  const ref = useRef<E | null>(null);
  const latest = useRef(onReached);
  latest.current = onReached;
  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
