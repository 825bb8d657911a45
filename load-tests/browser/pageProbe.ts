/**
 * Injected into the page before the app (addInitScript), as a string. window.__bench holds:
 * - frames: every requestAnimationFrame time (fps, frame intervals);
 * - loaf: long animation frames (PerformanceObserver 'long-animation-frame');
 * - hookLatencies: feed-to-paint through the app's benchmark hook (src/store/feedBench.ts): the probe defines
 *   globalThis.__FEED_BENCH__, the app hands it the store's subscribe and each channel's last applied seq. Each
 *   `delta` frame's channel, seq and server `ts` are read off the socket.io websocket; on a store notification
 *   the deltas whose seq the channel's lastSeq has reached are applied, and their paint time is the start of the
 *   first animation frame after the frame that rendered them: the next frame when the store applied them inside
 *   an animation frame callback (the feed flushes on one; requestAnimationFrame is wrapped to tell), the one
 *   after the next otherwise. Latency = paint time - `ts`. Off-screen deltas count when applied and rendered;
 * - latencies: the older figure from outside ("mutation"): each delta's `ts` against the first animation frame
 *   after the first DOM change that follows its arrival; any DOM change (a clock) counts as the delta's, and a
 *   delta that changes nothing on screen waits for the next one, which inflates p95/p99;
 * - received / applied / pending: delta frames the socket received, how many of them the store applied, and
 *   how many wait (applied counts only once the hook is attached: `attached`); appliedOutsideFrame: of the
 *   applied, those the store took in outside an animation frame callback; unparsed: delta frames the probe could
 *   not read (should stay 0);
 * - reset() starts a new measurement window (frames, loaf and both latency lists; the counters keep counting);
 *   take() returns those lists and starts new ones, so a long run keeps them in Node, not in the page's heap.
 */
export const PAGE_PROBE = `(() => {
  const bench = {
    frames: [], loaf: [], latencies: [], hookLatencies: [], received: 0, applied: 0, appliedOutsideFrame: 0, pending: 0, unparsed: 0, attached: false,
    reset() { this.frames = []; this.loaf = []; this.latencies = []; this.hookLatencies = []; },
    take() {
      const taken = { frames: this.frames, loaf: this.loaf, latencies: this.latencies, hookLatencies: this.hookLatencies };
      this.reset();
      return taken;
    },
  };
  window.__bench = bench;
  const nativeRaf = window.requestAnimationFrame.bind(window);
  let frameDepth = 0;
  window.requestAnimationFrame = (callback) => nativeRaf((t) => {
    frameDepth += 1;
    try { callback(t); } finally { frameDepth -= 1; }
  });
  const queues = new Map();
  let mutationPending = [];
  let mutationWaiting = null;
  const DELTA = /\\["delta",\\{"channel":"([^"]*)","seq":(\\d+),"ts":(\\d+)/;
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        const data = event.data;
        if (typeof data !== 'string' || data.indexOf('"delta"') < 0) return;
        const match = DELTA.exec(data.slice(0, 200));
        if (!match) { bench.unparsed += 1; return; }
        const ts = Number(match[3]);
        bench.received += 1;
        mutationPending.push(ts);
        let queue = queues.get(match[1]);
        if (!queue) queues.set(match[1], (queue = []));
        queue.push({ seq: Number(match[2]), ts });
        bench.pending += 1;
      });
    }
  };
  window.__FEED_BENCH__ = {
    attach(source) {
      bench.attached = true;
      source.subscribe(() => {
        if (bench.pending === 0) return;
        let applied = null;
        for (const [channel, queue] of queues) {
          if (queue.length === 0) continue;
          const last = source.lastSeq(channel);
          if (last === null) continue;
          let n = 0;
          while (n < queue.length && queue[n].seq <= last) n += 1;
          if (n === 0) continue;
          applied ??= [];
          for (let i = 0; i < n; i += 1) applied.push(queue[i].ts);
          queue.splice(0, n);
        }
        if (applied === null) return;
        bench.pending -= applied.length;
        bench.applied += applied.length;
        const painted = (t) => {
          const at = performance.timeOrigin + t;
          for (const ts of applied) bench.hookLatencies.push(at - ts);
        };
        if (frameDepth > 0) nativeRaf(painted);
        else {
          bench.appliedOutsideFrame += applied.length;
          nativeRaf(() => nativeRaf(painted));
        }
      });
    },
  };
  const loop = (t) => { bench.frames.push(t); nativeRaf(loop); };
  nativeRaf(loop);
  try {
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) bench.loaf.push(entry.duration); })
      .observe({ type: 'long-animation-frame', buffered: false });
  } catch (e) { /* older Chromium: no long animation frames */ }
  const observe = () => {
    new MutationObserver(() => {
      if (mutationPending.length === 0 || mutationWaiting) return;
      mutationWaiting = mutationPending;
      mutationPending = [];
      nativeRaf((t) => {
        const painted = performance.timeOrigin + t;
        for (const ts of mutationWaiting) bench.latencies.push(painted - ts);
        mutationWaiting = null;
      });
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  };
  if (document.body) observe(); else document.addEventListener('DOMContentLoaded', observe);
})();`;

/** The lists window.__bench.take() returns (and empties). */
export interface ProbeTake {
  frames: number[];
  loaf: number[];
  /** Feed-to-paint from outside (first frame after the next DOM mutation), ms. */
  latencies: number[];
  /** Feed-to-paint through the app's hook (applied, then the frame after the rendering frame), ms. */
  hookLatencies: number[];
}

export const TAKE_PROBE = 'window.__bench.take()';

/** The probe's counters (over the page's life). */
export interface ProbeCounts {
  received: number;
  applied: number;
  appliedOutsideFrame: number;
  pending: number;
  unparsed: number;
  attached: boolean;
}

export const READ_COUNTS =
  '({ received: window.__bench.received, applied: window.__bench.applied, appliedOutsideFrame: window.__bench.appliedOutsideFrame, ' +
  'pending: window.__bench.pending, unparsed: window.__bench.unparsed, attached: window.__bench.attached })';

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
