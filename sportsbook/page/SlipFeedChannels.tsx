import { useMemo } from 'react';
import { matchChannel } from '@src/contract';
import { useFeedChannels } from '../hooks/useFeedChannel';
import { useSettledValue } from '../hooks/useSettledValue';

/**
 * How long the slip's matches stay the same before the slip follows their channels. Wanting a channel subscribes
 * on the feed socket (about 2 ms of main thread at 20,000 updates/s), which used to run in the effects of the click
 * that picked the price, before its frame; a price on the board is live through the board's own channel meanwhile.
 */
export const SLIP_CHANNELS_SETTLE_MS = 150;

/**
 * The slip follows its selections' prices through each match's own channel, once the matches have settled (see
 * SLIP_CHANNELS_SETTLE_MS). Its own component, so that the late change renders nothing else. `gameIds`: the
 * slip's match ids, sorted and joined with '|'.
 */
export function SlipFeedChannels({ gameIds }: { gameIds: string }) {
  const settled = useSettledValue(gameIds, SLIP_CHANNELS_SETTLE_MS);
  const channels = useMemo(() => (settled === '' ? [] : settled.split('|').map(matchChannel)), [settled]);
  useFeedChannels(channels);
  return null;
}
