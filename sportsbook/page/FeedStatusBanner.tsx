import styled from '@emotion/styled';
import type { FeedChannel } from '@src/contract';
import { useAppSelector } from '@src/store/hooks';
import type { FeedRootState } from '@streams';
import { useSportText } from '../sportText';

const Banner = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 12px;
  border-radius: 4px;
  font-weight: 600;
  color: ${({ theme }) => (theme.edition === 'professional' ? '#1b1300' : '#5c3b00')};
  background: ${({ theme }) => (theme.edition === 'professional' ? '#f0b44c' : '#ffe3a3')};
  border: 1px solid ${({ theme }) => theme.colors.warning};
`;

export type FeedHealth = 'ok' | 'disconnected' | 'stale';

/**
 * The feed's health for a set of channels: disconnected (or a dead link) wins over a stale channel. A channel
 * still subscribing for the first time is not stale: it has nothing to show yet.
 */
export function selectFeedHealth(state: FeedRootState, channels: readonly FeedChannel[]): FeedHealth {
  const { connected, linkDead } = state.feed.connection;
  // Before the first snapshot there is nothing to distrust: the list shows it is loading.
  const hadData = channels.some((channel) => (state.feed.channels[channel]?.lastMessageAt ?? null) !== null);
  if (hadData && (!connected || linkDead)) return 'disconnected';
  for (const channel of channels) {
    const entry = state.feed.channels[channel];
    if (entry === undefined) continue;
    if (entry.status === 'stale') return 'stale';
    if (entry.status === 'subscribing' && entry.lastSeq !== null) return 'stale';
  }
  return 'ok';
}

/** A clear banner while the feed is stale or disconnected; the odds it covers are locked meanwhile. */
export function FeedStatusBanner({ channels }: { channels: readonly FeedChannel[] }) {
  const t = useSportText();
  const health = useAppSelector((state) => selectFeedHealth(state, channels));
  if (health === 'ok') return null;
  return (
    <Banner role="alert">
      <span aria-hidden="true">⚠</span>
      {t(health === 'disconnected' ? 'banner.disconnected' : 'banner.stale')}
    </Banner>
  );
}
