import { createAction } from '@reduxjs/toolkit';
import type { FeedChannel, FeedCounts, FeedSnapshot } from '@src/contract';
import type { FeedBatch, StaleReason } from './feedTypes';

// ---- From views ----

/** A view needs a channel (ref-counted: several views may want one channel). */
export const feedChannelWanted = createAction<{ channel: FeedChannel }>('feed/channelWanted');
/** A view no longer needs a channel; the last release unsubscribes and drops what only it carried. */
export const feedChannelReleased = createAction<{ channel: FeedChannel }>('feed/channelReleased');

// ---- From the feed epics ----

export type SnapshotReason = 'wanted' | 'retry' | StaleReason;

/** The epic (re)subscribes the channel for a fresh snapshot. */
export const feedSnapshotRequested = createAction<{ channel: FeedChannel; reason: SnapshotReason }>(
  'feed/snapshotRequested',
);
export const feedSnapshotApplied = createAction<{
  channel: FeedChannel;
  seq: number;
  snapshot: FeedSnapshot;
  counts: FeedCounts | null;
  /** Client time of the ack. */
  at: number;
  /** Match channels: the ack's events and price history, as received (checked where applied). */
  events?: unknown;
  history?: unknown;
}>('feed/snapshotApplied');
export const feedSubscribeFailed = createAction<{ channel: FeedChannel; error: string; attempt: number }>(
  'feed/subscribeFailed',
);
/** The channel's data cannot be trusted: its odds read as suspended until a fresh snapshot (or recovery). */
export const feedChannelStale = createAction<{ channel: FeedChannel; reason: StaleReason }>('feed/channelStale');
/** socket.io's connection state recovery replayed what was missed: the channel is live again. */
export const feedChannelRecovered = createAction<{ channel: FeedChannel }>('feed/channelRecovered');
/** One frame of merged deltas (the hot action: at most one per animation frame). */
export const feedBatchApplied = createAction<FeedBatch>('feed/batchApplied');
export const feedConnectionChanged = createAction<{ connected: boolean; recovered: boolean }>(
  'feed/connectionChanged',
);
/** Two heartbeat intervals without any message. */
export const feedLinkDead = createAction('feed/linkDead');
/** A message arrived after the link was declared dead. */
export const feedLinkRestored = createAction('feed/linkRestored');

/**
 * What a sequence gap sets off (DESIGN.md section 4), wherever it is found (a live delta, or one that raced ahead
 * of a snapshot's ack): the channel is stale at once, and a fresh snapshot is asked for.
 */
export function feedGapActions(channel: FeedChannel) {
  return [feedChannelStale({ channel, reason: 'gap' }), feedSnapshotRequested({ channel, reason: 'gap' })] as const;
}

/** Actions whose payloads are large (a snapshot, a frame of deltas): leave them out of dev-time serializability checks. */
export const FEED_BULK_ACTION_TYPES: readonly string[] = [feedSnapshotApplied.type, feedBatchApplied.type];
