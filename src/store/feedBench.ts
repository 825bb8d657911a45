import type { FeedChannel } from '@src/contract';
import { selectChannelState } from '@streams';
import type { AppStore } from './configureAppStore';

/**
 * What a feed benchmark may observe of the app (load-tests/README.md, "Browser benchmark"): when the store has
 * applied a delta. The store applies a channel's deltas in order, so delta `seq` of `channel` is applied once
 * `lastSeq(channel) >= seq`; `subscribe` is the store's own (called after every dispatch).
 */
export interface FeedBenchSource {
  subscribe(listener: () => void): () => void;
  /** The last seq the store applied on the channel; null before its first snapshot. */
  lastSeq(channel: FeedChannel): number | null;
}

/** Defined on the page by the benchmark (Playwright addInitScript) before the app's scripts run; never by the app. */
export interface FeedBench {
  attach(source: FeedBenchSource): void;
}

declare global {
  // `var`: a property of globalThis that the benchmark's init script sets.
  var __FEED_BENCH__: FeedBench | undefined;
}

/**
 * Hands the store to a benchmark when one asked for it (globalThis.__FEED_BENCH__); otherwise does nothing.
 * In production that is one property read at start-up.
 */
export function attachFeedBench(store: AppStore, bench: FeedBench | undefined = globalThis.__FEED_BENCH__): void {
  if (!bench) return;
  bench.attach({
    subscribe: (listener) => store.subscribe(listener),
    lastSeq: (channel) => selectChannelState(store.getState(), channel)?.lastSeq ?? null,
  });
}
