import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come into view at least once (IntersectionObserver): rows below the fold are not asked
 * for until scrolled to. Without IntersectionObserver every element counts as seen.
 */
export function useSeenOnce(ref: RefObject<Element | null>, rootMargin = '120px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, seen]);
  return seen;
}
