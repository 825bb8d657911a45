import { useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import type { ListChannel } from '@src/contract';
import { useAppSelector } from '@src/store/hooks';
import { selectLeagueGroups } from '../filters/leagueGroups';
import { selectFoldedLeagues } from '../filters/sportViewSlice';
import { buildSportRows, type SportRow } from '../list/sportRows';
import type { Favourites } from '../preferences/favourites';

/**
 * The list rows of the channels shown, filtered by date and favourites. Recomputed only when matches come
 * and go, leagues fold or the filter changes; never on a price or a clock tick.
 */
export function useSportRows(
  channels: readonly ListChannel[],
  date: string | null,
  favourites: Favourites | null,
): readonly SportRow[] {
  const groupLists = useAppSelector((state) => channels.map((channel) => selectLeagueGroups(state, channel)), shallowEqual);
  const matches = useAppSelector((state) => (date === null ? null : state.feed.matches));
  const folded = useAppSelector(selectFoldedLeagues);
  return useMemo(
    () => buildSportRows(groupLists, { date, favourites, matches, folded }),
    [groupLists, date, favourites, matches, folded],
  );
}
