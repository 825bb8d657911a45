import { useLayoutEffect, type RefObject } from 'react';
import type { PriceDirection } from '@streams';

/** The attribute the flash styles key on (sportStyles.ts): 'up' | 'up-again' | 'down' | 'down-again'. */
export const FLASH_ATTRIBUTE = 'data-flash';

/**
 * Starts the up/down flash of a price on its element when a change is shown, without remounting it: the
 * attribute alternates between two values per direction, and each value runs its own CSS animation, so a
 * second change the same way restarts it. A re-render for anything else (selection, odds format) leaves it
 * alone; no flash (null), e.g. suspended, takes it off. React never renders the attribute, so it never
 * overwrites it.
 */
export function usePriceFlash(ref: RefObject<HTMLElement | null>, direction: PriceDirection, changedAt: number | null): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    if (direction === null || changedAt === null) {
      element.removeAttribute(FLASH_ATTRIBUTE);
      return;
    }
    element.setAttribute(FLASH_ATTRIBUTE, element.getAttribute(FLASH_ATTRIBUTE) === direction ? `${direction}-again` : direction);
  }, [ref, direction, changedAt]);
}
