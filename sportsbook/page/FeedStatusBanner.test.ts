import { describe, expect, it } from 'vitest';
import type { FeedChannelState, FeedRootState } from '@streams';
import { createInitialFeedState } from '@streams';
import { selectFeedHealth } from './FeedStatusBanner';

function state(connection: { connected: boolean; linkDead: boolean }, channel: Partial<FeedChannelState> | null): FeedRootState {
  const feed = createInitialFeedState();
  const channels: Record<string, FeedChannelState> =
    channel === null
      ? {}
      : { 'RB:FT': { channel: 'RB:FT', wanted: 1, status: 'live', reason: null, lastSeq: 5, lastMessageAt: 1_000, error: null, ...channel } };
  return { feed: { ...feed, connection, channels } };
}

describe('feed health banner', () => {
  const up = { connected: true, linkDead: false };
  it('nothing while the channel is live', () => {
    expect(selectFeedHealth(state(up, {}), ['RB:FT'])).toBe('ok');
  });
  it('disconnected after data arrived: 赔率更新中断', () => {
    expect(selectFeedHealth(state({ connected: false, linkDead: false }, {}), ['RB:FT'])).toBe('disconnected');
  });
  it('a dead link counts as disconnected', () => {
    expect(selectFeedHealth(state({ connected: true, linkDead: true }, {}), ['RB:FT'])).toBe('disconnected');
  });
  it('a stale channel on a live link: 数据已过期', () => {
    expect(selectFeedHealth(state(up, { status: 'stale', reason: 'gap' }), ['RB:FT'])).toBe('stale');
  });
  it('resubscribing after data arrived is still stale', () => {
    expect(selectFeedHealth(state(up, { status: 'subscribing' }), ['RB:FT'])).toBe('stale');
  });
  it('not before the first snapshot: the page is loading, not broken', () => {
    expect(selectFeedHealth(state({ connected: false, linkDead: false }, { status: 'subscribing', lastSeq: null, lastMessageAt: null }), ['RB:FT'])).toBe('ok');
  });
});
