import { useEffect } from 'react';
import type { FeedChannel } from '@src/contract';
import { useAppDispatch } from '@src/store/hooks';
import { feedChannelReleased, feedChannelWanted } from '@streams';

/** Wants a feed channel while mounted (ref-counted in the feed slice); null wants nothing. */
export function useFeedChannel(channel: FeedChannel | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (channel === null) return undefined;
    dispatch(feedChannelWanted({ channel }));
    return () => {
      dispatch(feedChannelReleased({ channel }));
    };
  }, [dispatch, channel]);
}

/** Wants several channels; `key` must change exactly when the list does (a joined string). */
export function useFeedChannels(channels: readonly FeedChannel[]): void {
  const dispatch = useAppDispatch();
  const key = channels.join('|');
  useEffect(() => {
    const list = key === '' ? [] : (key.split('|') as FeedChannel[]);
    for (const channel of list) dispatch(feedChannelWanted({ channel }));
    return () => {
      for (const channel of list) dispatch(feedChannelReleased({ channel }));
    };
  }, [dispatch, key]);
}
