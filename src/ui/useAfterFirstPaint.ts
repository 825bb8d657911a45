import { useEffect, useState } from 'react';

/** What afterPaintWhenIdle uses of the window: its frames, idle callbacks, timers and whether the page is shown. */
export type PaintClock = Pick<
  Window,
  'requestAnimationFrame' | 'cancelAnimationFrame' | 'setTimeout' | 'clearTimeout'
> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>> & {
    document: Pick<Document, 'visibilityState'>;
  };

/** The longest wait for an idle moment once the frame is painted. */
export const IDLE_TIMEOUT_MS = 500;

/**
 * Calls `done` once the browser has painted what is on screen now and has a moment to spare: after the next frame,
 * at the next idle time (or IDLE_TIMEOUT_MS at the latest; the next task where there are no idle callbacks). A
 * frame's paint is presented a little after its task, so waiting for idle time keeps work started in `done` from
 * competing with that paint. A hidden page paints no frames: there it calls back in the next task. Returns the
 * cancel function.
 */
export function afterPaintWhenIdle(done: () => void, win: PaintClock = globalThis): () => void {
  let cancelLater = (): void => undefined;
  const later = (): void => {
    if (win.requestIdleCallback && win.cancelIdleCallback) {
      const idle = win.requestIdleCallback(() => done(), { timeout: IDLE_TIMEOUT_MS });
      cancelLater = () => win.cancelIdleCallback?.(idle);
    } else {
      const timer = win.setTimeout(done, 0);
      cancelLater = () => win.clearTimeout(timer);
    }
  };
  if (win.document.visibilityState === 'hidden') {
    const timer = win.setTimeout(done, 0);
    return () => win.clearTimeout(timer);
  }
  const frame = win.requestAnimationFrame(later);
  return () => {
    win.cancelAnimationFrame(frame);
    cancelLater();
  };
}

/**
 * False on the first render and true once it has been painted (afterPaintWhenIdle): parts that are not the page's
 * first view (the chat, the toasts, a widget below the fold) mount then, so their code is fetched after the page
 * shows rather than with it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaintWhenIdle(() => setPainted(true)), []);
  return painted;
}
