import { useEffect, useState } from 'react';
import type { ShowType } from '@src/contract';
import type { FeedRootState } from '@streams';
import { useAppSelector } from '@src/store/hooks';

/** Live matches right now, from the `counts` channel; null until its first message. */
export function selectLiveMatchCount(state: FeedRootState): number | null {
  if ((state.feed.channels.counts?.lastMessageAt ?? null) === null) return null;
  let total = 0;
  for (const count of Object.values(state.feed.counts.RB ?? {})) total += count ?? 0;
  return total;
}

/**
 * The tab an address without ?show= opens on: in play (滚球) when matches are live, as the best live books open,
 * else today's matches. Decided once, when the counts first arrive, so a page does not jump tabs when the last
 * live match ends; in play until then, so the in-play channels are asked for at once (the common case).
 */
export function openingShowType(liveMatches: number | null): ShowType {
  return liveMatches === 0 ? 'FT' : 'RB';
}

export function useOpeningShowType(): ShowType {
  const liveMatches = useAppSelector(selectLiveMatchCount);
  const [decided, setDecided] = useState<ShowType | null>(null);
  useEffect(() => {
    if (decided === null && liveMatches !== null) setDecided(openingShowType(liveMatches));
  }, [decided, liveMatches]);
  return decided ?? openingShowType(liveMatches);
}
