/**
 * Injected into the page before the app (addInitScript), as a string: measures without touching the product.
 * - frames: every requestAnimationFrame time (fps, frame intervals);
 * - long animation frames (PerformanceObserver 'long-animation-frame');
 * - feed-to-paint: each feed `delta` frame's server `ts` (read off the socket.io websocket) against the first
 *   animation frame after the first DOM change that follows its arrival (the store applies on a frame, React
 *   commits, the next frame paints it). An approximation: any DOM change (a clock) counts as the delta's;
 * - window.__bench.reset() starts a new measurement window.
 */
export const PAGE_PROBE = `(() => {
  const bench = { frames: [], loaf: [], latencies: [], pending: [], mutated: null, reset() { this.frames = []; this.loaf = []; this.latencies = []; } };
  window.__bench = bench;
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        const data = event.data;
        if (typeof data !== 'string' || data.indexOf('"delta"') < 0) return;
        const match = /"ts":(\\d+)/.exec(data);
        if (match) bench.pending.push(Number(match[1]));
      });
    }
  };
  const loop = (t) => { bench.frames.push(t); requestAnimationFrame(loop); };
  requestAnimationFrame(loop);
  try {
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) bench.loaf.push(entry.duration); })
      .observe({ type: 'long-animation-frame', buffered: false });
  } catch (e) { /* older Chromium: no long animation frames */ }
  const observe = () => {
    new MutationObserver(() => {
      if (bench.pending.length === 0 || bench.mutated) return;
      bench.mutated = bench.pending;
      bench.pending = [];
      requestAnimationFrame((t) => {
        const painted = performance.timeOrigin + t;
        for (const ts of bench.mutated) bench.latencies.push(painted - ts);
        bench.mutated = null;
      });
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  };
  if (document.body) observe(); else document.addEventListener('DOMContentLoaded', observe);
})();`;

/**
 * In the page: clicks an open price of the list ("add to bet slip") and waits, frame by frame, until one more
 * price shows as pressed (the bet slip took it), then clicks it again to take it out: [ms, true]. When no price
 * turns pressed within 300 ms (the bet slip slice not mounted in the store yet), the time from the click to the
 * first frame after it instead: [ms, false]. null when no open price is on screen.
 */
export const CLICK_TO_RESPONSE = `(async () => {
  const pressed = () => document.querySelectorAll('button.sp-odds[aria-pressed="true"]').length;
  const cells = [...document.querySelectorAll('button.sp-odds[aria-pressed="false"]:not([disabled])')];
  const cell = cells[Math.floor(Math.random() * cells.length)];
  if (!cell) return null;
  const before = pressed();
  const started = performance.now();
  cell.click();
  let firstFrame = null;
  for (;;) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    firstFrame ??= performance.now() - started;
    if (pressed() > before) break;
    if (performance.now() - started > 300) return [firstFrame, false];
  }
  const ms = performance.now() - started;
  for (const on of document.querySelectorAll('button.sp-odds[aria-pressed="true"]')) on.click();
  return [ms, true];
})()`;
