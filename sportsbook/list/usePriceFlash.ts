import { useLayoutEffect, type RefObject } from 'react';
import type { PriceDirection } from '@streams';
import { FLASH_MS } from '../sportStyles';

/** The attribute the flash styles key on (sportStyles.ts): 'up' | 'down'. */
export const FLASH_ATTRIBUTE = 'data-flash';

/** The end of each flash on screen. Flashes started in one frame end in one frame too (same delay). */
const endings = new Map<Element, ReturnType<typeof setTimeout>>();

function stopFlash(element: Element): void {
  element.removeAttribute(FLASH_ATTRIBUTE);
  const ending = endings.get(element);
  if (ending !== undefined) clearTimeout(ending);
  endings.delete(element);
}

function startFlash(element: Element, direction: 'up' | 'down'): void {
  stopFlash(element);
  element.setAttribute(FLASH_ATTRIBUTE, direction);
  endings.set(element, setTimeout(() => stopFlash(element), FLASH_MS));
}

/**
 * Shows the up/down flash of a price on its element for FLASH_MS from each change, without remounting it or
 * running an animation: the colour is a static style on an attribute, taken off by a timer while the flash
 * lasts (a running CSS animation per changed price was re-styled and re-painted every frame, and starting one
 * cost several times a plain style change). A re-render for anything else (selection, odds format) leaves the flash
 * alone; no flash (null), e.g. suspended, takes it off. React never renders the attribute, so it never
 * overwrites it.
 */
export function usePriceFlash(ref: RefObject<HTMLElement | null>, direction: PriceDirection, changedAt: number | null): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    // An element unmounted while flashing is let go when its flash ends (2 s at most).
    if (direction === null || changedAt === null) stopFlash(element);
    else startFlash(element, direction);
  }, [ref, direction, changedAt]);
}
