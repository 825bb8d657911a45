import styled from '@emotion/styled';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@src/store/hooks';
import type { FeedRootState } from '@streams';
import type { ListChannel } from '@src/contract';
import { channelsOf, filterFromSearch, filterToSearch, isOutrightShowType, sportFilterReducer, type SportFilterAction } from '../filters/sportFilter';
import {
  DateTabs,
  FilterBar,
  FilterSpacer,
  GameTypeTabs,
  LeagueShortcuts,
  OddsTypeSwitch,
  PhoneMarketSwitch,
  ShowTypeTabs,
  type PhoneMarket,
} from '../filters/SportFilters';
import { leagueFilterSet } from '../filters/sportViewSlice';
import { useFeedChannel, useFeedChannels } from '../hooks/useFeedChannel';
import { MatchList } from '../list/MatchList';
import { MatchDetail } from '../markets/MatchDetail';
import { OutrightList } from '../markets/OutrightList';
import { useFavourites } from '../preferences/favourites';
import { PHONE_MEDIA, SportSurface } from '../sportStyles';
import { useSportText } from '../sportText';
import { FeedStatusBanner } from './FeedStatusBanner';
import { SkipToListLink } from './SkipToListLink';
import { useFillViewport } from './useFillViewport';
import { useOpeningShowType } from './useOpeningShowType';
import { useSportRows } from './useSportRows';

const Page = styled(SportSurface)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  height: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - 40px);
  min-height: 480px;
  padding: 8px 0;
  box-sizing: border-box;
  .sp-filters {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 8px;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid var(--sp-border);
  }
  .sp-empty {
    padding: 24px;
    text-align: center;
    color: var(--sp-muted);
  }
  /* A phone: edge to edge, the filters as rows of chips, room at the bottom for the slip's bar. */
  @media ${PHONE_MEDIA} {
    gap: 4px;
    padding: 0 0 calc(4px + var(--dock-bar-height, 0px));
    .sp-filters {
      gap: 6px;
      padding: 6px 0 6px 8px;
      border-width: 0 0 1px;
      border-radius: 0;
    }
    .sp-list {
      border-width: 1px 0;
      border-radius: 0;
    }
  }
`;

/** Where the skip link leads: the match list, or what stands in its place (outrights, an empty list). */
const LIST_ID = 'sport-match-list';

const selectUserId = (state: { session: { userId: string | null } }): string | null => state.session.userId;

function useChannelsLoading(channels: readonly ListChannel[]): boolean {
  return useAppSelector((state: FeedRootState) =>
    channels.some((channel) => {
      const entry = state.feed.channels[channel];
      return entry === undefined || entry.lastMessageAt === null;
    }),
  );
}

/**
 * The local sport page (/game/sport/:enName, enName crty, and the board of the sport category page /game/sport):
 * show-type, sport, date and league filters kept in the page address (spec 4 rules in sportFilterReducer; it opens
 * on 滚球 while matches are live), the virtualized in-play and pre-match list, outrights,
 * and every market of a match in a dialog (?match=<gameId>).
 */
export function SportPage() {
  const t = useSportText();
  const dispatch = useAppDispatch();
  const [search, setSearch] = useSearchParams();
  const openingShowType = useOpeningShowType();
  const filter = useMemo(() => filterFromSearch(search, openingShowType), [search, openingShowType]);
  const openGameId = search.get('match');
  const [now] = useState(() => Date.now());
  const [phoneMarket, setPhoneMarket] = useState<PhoneMarket>('M');

  const dispatchFilter = useCallback(
    (action: SportFilterAction) => {
      setSearch((previous) =>
        filterToSearch(sportFilterReducer(filterFromSearch(previous, openingShowType), action), previous),
      );
    },
    [setSearch, openingShowType],
  );
  const openMatch = useCallback(
    (gameId: string) =>
      setSearch((previous) => {
        const next = new URLSearchParams(previous);
        next.set('match', gameId);
        return next;
      }),
    [setSearch],
  );
  const closeMatch = useCallback(
    () =>
      setSearch((previous) => {
        const next = new URLSearchParams(previous);
        next.delete('match');
        return next;
      }),
    [setSearch],
  );

  const channelKey = channelsOf(filter).join(',');
  const channels = useMemo(() => channelKey.split(',') as ListChannel[], [channelKey]);
  useFeedChannels(channels);
  useFeedChannel('counts');

  const leagueKey = filter.leagueIds?.join(',') ?? '';
  useEffect(() => {
    dispatch(leagueFilterSet({ leagueIds: leagueKey === '' ? null : leagueKey.split(',') }));
  }, [dispatch, leagueKey]);
  useEffect(() => () => void dispatch(leagueFilterSet({ leagueIds: null })), [dispatch]);

  const userId = useAppSelector(selectUserId);
  const { favourites } = useFavourites(userId);
  const outrights = isOutrightShowType(filter.showType);
  const rows = useSportRows(outrights ? [] : channels, filter.date, filter.favouritesOnly ? favourites : null);
  const loading = useChannelsLoading(channels);
  const pageRef = useRef<HTMLDivElement>(null);
  const height = useFillViewport(pageRef);
  const pageStyle = useMemo(() => (height === null ? undefined : { height }), [height]);

  return (
    <Page ref={pageRef} style={pageStyle} data-phone-market={phoneMarket}>
      <SkipToListLink targetId={LIST_ID}>{t('page.skipToList')}</SkipToListLink>
      <div className="sp-filters" aria-label={t('page.filters')} role="group">
        <FilterBar>
          <ShowTypeTabs filter={filter} dispatch={dispatchFilter} />
          <FilterSpacer />
          <OddsTypeSwitch />
          {outrights ? null : <PhoneMarketSwitch market={phoneMarket} onChange={setPhoneMarket} />}
        </FilterBar>
        <GameTypeTabs filter={filter} dispatch={dispatchFilter} />
        <DateTabs filter={filter} dispatch={dispatchFilter} now={now} />
        {outrights ? null : <LeagueShortcuts filter={filter} dispatch={dispatchFilter} channels={channels} />}
      </div>
      <FeedStatusBanner channels={channels} />
      {outrights ? (
        <OutrightList id={LIST_ID} channel={channels[0]!} />
      ) : rows.length > 0 ? (
        <MatchList id={LIST_ID} rows={rows} userId={userId} onOpenMatch={openMatch} label={t('page.matchList')} />
      ) : (
        <p className="sp-empty" id={LIST_ID} tabIndex={-1}>
          {loading ? t('list.loading') : filter.favouritesOnly ? t('list.emptyFavourites') : t('list.empty')}
        </p>
      )}
      {openGameId !== null && /^[A-Za-z0-9_-]{1,40}$/.test(openGameId) ? (
        <MatchDetail gameId={openGameId} onClose={closeMatch} />
      ) : null}
    </Page>
  );
}
