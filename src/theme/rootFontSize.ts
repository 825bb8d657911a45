/** spec 9: the root font size scales with the window width, 16 px at a 1920 px window. */
export const ROOT_FONT_BASE_WIDTH = 1920;
export const ROOT_FONT_BASE_PX = 16;
/** Below this width the scale is boosted: it shrinks at a quarter of the rate, so text stays readable. */
export const ROOT_FONT_BOOST_BELOW = 1600;
const BOOSTED_RATE = 0.25;
const MIN_PX = 12;
const MAX_PX = 20;

/** The root font size in px for a window width (continuous and never decreasing with the width). */
export function rootFontSize(width: number): number {
  const effectiveWidth =
    width >= ROOT_FONT_BOOST_BELOW
      ? width
      : ROOT_FONT_BOOST_BELOW - (ROOT_FONT_BOOST_BELOW - Math.max(width, 0)) * BOOSTED_RATE;
  const px = (ROOT_FONT_BASE_PX * effectiveWidth) / ROOT_FONT_BASE_WIDTH;
  return Math.round(Math.min(MAX_PX, Math.max(MIN_PX, px)) * 100) / 100;
}

export interface RootFontTarget {
  readonly innerWidth: number;
  readonly document: { readonly documentElement: { readonly style: { fontSize: string } } };
  addEventListener(type: 'resize', listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: 'resize', listener: () => void): void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

/**
 * Sets the root font size now and after every resize (at most once per `throttleMs`, with the last width:
 * a drag fires resize for every pixel). Returns a function that stops watching.
 */
export function watchRootFontSize(target: RootFontTarget, throttleMs = 100): () => void {
  const apply = (): void => {
    target.document.documentElement.style.fontSize = `${rootFontSize(target.innerWidth)}px`;
  };
  let pending: number | null = null;
  const onResize = (): void => {
    if (pending !== null) return;
    pending = target.setTimeout(() => {
      pending = null;
      apply();
    }, throttleMs);
  };
  apply();
  // spec 9: passive listeners.
  target.addEventListener('resize', onResize, { passive: true });
  return () => {
    target.removeEventListener('resize', onResize);
    if (pending !== null) target.clearTimeout(pending);
  };
}
