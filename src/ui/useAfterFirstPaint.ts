import { useEffect, useState } from 'react';

/** What afterNextPaint uses of the window: its frames, its timers and whether the page is shown. */
export type PaintClock = Pick<
  Window,
  'requestAnimationFrame' | 'cancelAnimationFrame' | 'setTimeout' | 'clearTimeout'
> & { document: Pick<Document, 'visibilityState'> };

/**
 * Calls `done` once the browser has painted what is on screen now: after the next frame, in the task that follows
 * it (a frame callback runs before its paint). A hidden page paints no frames, so there it calls back at once.
 * Returns the cancel function.
 */
export function afterNextPaint(done: () => void, win: PaintClock = globalThis): () => void {
  if (win.document.visibilityState === 'hidden') {
    const timer = win.setTimeout(done, 0);
    return () => win.clearTimeout(timer);
  }
  let timer: number | undefined;
  const frame = win.requestAnimationFrame(() => {
    timer = win.setTimeout(done, 0);
  });
  return () => {
    win.cancelAnimationFrame(frame);
    if (timer !== undefined) win.clearTimeout(timer);
  };
}

/**
 * False on the first render and true once it has been painted: parts that are not the page's first view (the chat,
 * a widget below the fold) mount then, so their code is fetched after the page shows rather than with it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
