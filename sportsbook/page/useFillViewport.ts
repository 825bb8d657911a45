import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height that makes an element end at the bottom of the window, whatever the shell puts above it
 * (header, navigation rows), so the virtual list scrolls and the page does not. Null until measured.
 */
export function useFillViewport(ref: RefObject<HTMLElement | null>, bottomGap = 8): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element === null) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(480, Math.floor(window.innerHeight - top - bottomGap)));
    };
    measure();
    window.addEventListener('resize', measure);
    // What stands above it can change height without the window resizing (a phone's header folds as the list
    // scrolls): the page then changes height too, and measures again.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, bottomGap]);
  return height;
}
