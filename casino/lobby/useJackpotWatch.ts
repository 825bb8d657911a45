import { useEffect } from 'react';
import type { VenueCategory } from '@src/contract/venue';
import { useAppDispatch } from '@src/store/hooks';
import { jackpotWatchStarted, jackpotWatchStopped, pageVisibilityChanged } from './jackpotSlice';

const pageShown = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * While the lobby is on screen its jackpot pools are polled (jackpotEpic): the watch starts with the page, tells
 * the epic when the tab is hidden or shown again (document visibilitychange) and stops when the page leaves.
 */
export function useJackpotWatch(category: VenueCategory): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(jackpotWatchStarted({ category, visible: pageShown() }));
    const onVisibilityChange = () => dispatch(pageVisibilityChanged({ visible: pageShown() }));
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      dispatch(jackpotWatchStopped());
    };
  }, [category, dispatch]);
}
