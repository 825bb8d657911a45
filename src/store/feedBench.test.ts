import { describe, expect, it } from 'vitest';
import { feedChannelWanted, feedSnapshotApplied } from '@streams';
import { attachFeedBench, type FeedBenchSource } from './feedBench';
import { createTestStore } from './testStore';

describe('attachFeedBench', () => {
  it('does nothing when no benchmark asked for it', () => {
    const { store } = createTestStore();
    expect(() => attachFeedBench(store, undefined)).not.toThrow();
  });

  it("hands a benchmark the store's notifications and each channel's last applied seq", () => {
    const { store } = createTestStore();
    let source: FeedBenchSource | null = null;
    attachFeedBench(store, { attach: (given) => (source = given) });
    if (source === null) throw new Error('the benchmark was not attached');
    const bench: FeedBenchSource = source;
    const seen: (number | null)[] = [];
    const unsubscribe = bench.subscribe(() => seen.push(bench.lastSeq('counts')));

    expect(bench.lastSeq('counts')).toBeNull();
    store.dispatch(feedChannelWanted({ channel: 'counts' }));
    store.dispatch(
      feedSnapshotApplied({ channel: 'counts', seq: 7, snapshot: { leagues: [], matches: [], odds: [] }, counts: {}, at: 1 }),
    );
    unsubscribe();
    store.dispatch(feedSnapshotApplied({ channel: 'counts', seq: 9, snapshot: { leagues: [], matches: [], odds: [] }, counts: {}, at: 2 }));

    expect(seen.at(-1)).toBe(7);
    expect(bench.lastSeq('counts')).toBe(9);
  });
});
