import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** Past this many pixels down, the header folds; back above UNFOLD_BEFORE_PX it unfolds (apart, so it never flickers). */
const FOLD_AFTER_PX = 64;
const UNFOLD_BEFORE_PX = 8;

/**
 * What a phone's header does (phoneShell.css draws it): the menu button opens and shuts the menu, and the header
 * folds to its top bar while the page, or a list that scrolls inside it (the sport page's virtual list), is
 * scrolled down. Sideways scrolls (rows of chips) and scrolls inside dialogs leave it as it is. It loads after
 * the first paint (nothing of it in the first-load script) and works on the header's own elements through
 * attributes React does not render (data-menu-open, data-folded) or renders once (aria-expanded).
 */
export default function PhoneHeaderBehaviour({ header }: { header: RefObject<HTMLElement | null> }) {
  const { pathname } = useLocation();
  const setMenuOpen = useRef<(open: boolean) => void>(() => undefined);

  useEffect(() => {
    const element = header.current;
    const button = element?.querySelector<HTMLButtonElement>('.site-menu-button');
    if (!element || !button) return undefined;
    const set = (open: boolean) => {
      element.dataset['menuOpen'] = String(open);
      button.setAttribute('aria-expanded', String(open));
    };
    setMenuOpen.current = set;
    const toggle = () => set(element.dataset['menuOpen'] !== 'true');
    button.addEventListener('click', toggle);
    return () => button.removeEventListener('click', toggle);
  }, [header]);

  // A link followed from the menu lands on its page with the menu shut.
  useEffect(() => setMenuOpen.current(false), [pathname]);

  useEffect(() => {
    const element = header.current;
    if (!element) return undefined;
    // phoneShell.css's phone width; no matchMedia (a test's DOM): never a phone.
    const phone = typeof window.matchMedia === 'function' ? window.matchMedia('(max-width: 767px)') : null;
    const tops = new WeakMap<Element, number>();
    const onScroll = (event: Event) => {
      const scroller = event.target instanceof Element ? event.target : document.scrollingElement;
      if (scroller === null || phone?.matches !== true || scroller.closest('[role="dialog"]') !== null) return;
      const top = scroller.scrollTop;
      if (top === (tops.get(scroller) ?? 0)) return;
      tops.set(scroller, top);
      if (top > FOLD_AFTER_PX) element.dataset['folded'] = 'true';
      else if (top < UNFOLD_BEFORE_PX) element.dataset['folded'] = 'false';
    };
    // Scroll events do not bubble; caught on the way down, one listener hears every scroller of the page.
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, [header]);

  return null;
}
