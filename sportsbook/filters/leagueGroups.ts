import { createSelector } from '@reduxjs/toolkit';
import type { FeedChannel } from '@src/contract';
import { selectChannelLeagues, type FeedRootState, type LeagueGroup } from '@streams';
import { selectLeagueFilter, type SportViewState } from './sportViewSlice';

type SportViewRootState = FeedRootState & { sportView?: SportViewState };

/**
 * The leagues of a channel the league filter shows, with their matches, in display order. Memoized on the
 * channel's grouping (which the feed changes only when matches come and go) and the filter: never
 * recomputed on a price or a clock tick.
 */
export const selectLeagueGroups = createSelector(
  [
    (state: SportViewRootState, channel: FeedChannel) => selectChannelLeagues(state, channel),
    selectLeagueFilter,
  ],
  (groups, leagueFilter): readonly LeagueGroup[] => {
    if (leagueFilter === null) return groups;
    const chosen = new Set(leagueFilter);
    return groups.filter((group) => chosen.has(group.league.league_id));
  },
);
