import { afterPaintWhenIdle, type PaintClock } from '@src/ui';

/** The longest the app's own work waits for the first page: a page that never says it is shown holds nothing up. */
export const FIRST_PAGE_MAX_WAIT_MS = 3000;

/**
 * When the first page is on screen. In the browser the app's own network and main-thread work (the API's schemas
 * and calls with the device fingerprint, the sockets) waits for it, so the page's code and its first paint have
 * the network and the main thread to themselves on a slow phone.
 */
export interface FirstPage {
  /** Resolves once the first page has painted and the browser is idle, or after FIRST_PAGE_MAX_WAIT_MS. */
  readonly shown: Promise<void>;
  /** Said by whatever draws a page (the site layout, a standalone page, an error page); only the first counts. */
  readonly markShown: () => void;
}

export interface FirstPageOptions {
  /** False (tests, tools): shown is resolved from the start. */
  hold: boolean;
  clock?: PaintClock;
}

export function createFirstPage({ hold, clock = globalThis }: FirstPageOptions): FirstPage {
  if (!hold) return { shown: Promise.resolve(), markShown: () => undefined };
  let resolve!: () => void;
  const shown = new Promise<void>((settle) => {
    resolve = settle;
  });
  let marked = false;
  const latest = clock.setTimeout(() => resolve(), FIRST_PAGE_MAX_WAIT_MS);
  void shown.then(() => clock.clearTimeout(latest));
  return {
    shown,
    markShown: () => {
      if (marked) return;
      marked = true;
      afterPaintWhenIdle(resolve, clock);
    },
  };
}
