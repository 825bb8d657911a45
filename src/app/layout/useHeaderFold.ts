import { useEffect, useState } from 'react';

/** Past this many pixels down, the header folds; back above UNFOLD_BEFORE_PX it unfolds (apart, so it never flickers). */
const FOLD_AFTER_PX = 64;
const UNFOLD_BEFORE_PX = 8;

/**
 * Whether a phone's header should fold to its top bar: the page, or a list that scrolls inside it (the sport
 * page's virtual list), has been scrolled down. Sideways scrolls (rows of chips) and scrolls inside dialogs
 * leave it as it is.
 */
export function useHeaderFold(enabled: boolean): boolean {
  const [folded, setFolded] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setFolded(false);
      return undefined;
    }
    const tops = new WeakMap<Element, number>();
    const onScroll = (event: Event) => {
      const element = event.target instanceof Element ? event.target : document.scrollingElement;
      if (element === null || element.closest('[role="dialog"]') !== null) return;
      const top = element.scrollTop;
      if (top === (tops.get(element) ?? 0)) return;
      tops.set(element, top);
      if (top > FOLD_AFTER_PX) setFolded(true);
      else if (top < UNFOLD_BEFORE_PX) setFolded(false);
    };
    // Scroll events do not bubble; caught on the way down, one listener hears every scroller of the page.
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, [enabled]);
  return folded;
}
