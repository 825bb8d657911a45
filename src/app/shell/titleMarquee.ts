/** spec 2.6, 9: titles longer than 15 characters scroll, one character every 300 ms. */
export const MARQUEE_MIN_LENGTH = 16;
export const MARQUEE_STEP_MS = 300;
/** Space between the end of the title and its start coming round again. */
const GAP = '　';

/** Whether a title scrolls (counted in characters, not UTF-16 units). */
export function scrollsAsMarquee(title: string): boolean {
  return Array.from(title).length >= MARQUEE_MIN_LENGTH;
}

/** The title as shown after `step` steps: rotated left by one character a step. */
export function marqueeFrame(title: string, step: number): string {
  if (!scrollsAsMarquee(title)) return title;
  const characters = Array.from(title + GAP);
  const offset = ((step % characters.length) + characters.length) % characters.length;
  return [...characters.slice(offset), ...characters.slice(0, offset)].join('');
}

export interface MarqueeTarget {
  title: string;
}

export interface MarqueeTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const globalTimers: MarqueeTimers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Shows a title on the target (the document), scrolling it when long. Returns a function that stops it. */
export function showTitle(target: MarqueeTarget, title: string, timers: MarqueeTimers = globalTimers): () => void {
  target.title = title;
  if (!scrollsAsMarquee(title)) return () => undefined;
  let step = 0;
  const handle = timers.setInterval(() => {
    step += 1;
    target.title = marqueeFrame(title, step);
  }, MARQUEE_STEP_MS);
  return () => timers.clearInterval(handle);
}
