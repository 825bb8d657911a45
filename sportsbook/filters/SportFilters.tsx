import styled from '@emotion/styled';
import { memo, useState, type Dispatch } from 'react';
import { shallowEqual } from 'react-redux';
import { SHOW_TYPES, TOP_LEAGUES, type GameType, type ListChannel } from '@src/contract';
import { useAppDispatch, useAppSelector, useAppStore } from '@src/store/hooks';
import { Button, Dialog } from '@src/ui';
import { selectChannelLeagues, selectCount } from '@streams';
import { ODDS_TYPES, isOddsType } from '../odds';
import { setOddsType, useOddsType } from '../preferences/oddsTypePreference';
import { useSportText, type SportTextKey } from '../sportText';
import { MATCH_GAME_TYPES, earlyDates, isOutrightShowType, type SportFilterAction, type SportFilterState } from './sportFilter';
import { allLeaguesExpandSet } from './sportViewSlice';
import { PHONE_MEDIA } from '../sportStyles';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  /* A phone: one row of chips that scrolls sideways (the row inside a row scrolls on its own). */
  @media ${PHONE_MEDIA} {
    flex-wrap: nowrap;
    min-width: 0;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: none;
    &::-webkit-scrollbar {
      display: none;
    }
    > * {
      flex-shrink: 0;
    }
    /* A row of tabs inside the first row scrolls itself; the selects after it stay in view. */
    > [role='tablist'] {
      flex-shrink: 1;
    }
  }
`;

const Tab = styled.button`
  height: 30px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  white-space: nowrap;
  &[aria-selected='true'],
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  .count {
    margin-left: 4px;
    font-variant-numeric: tabular-nums;
  }
  @media ${PHONE_MEDIA} {
    height: 44px;
    border-radius: 22px;
    padding: 0 14px;
  }
`;

const ShowTab = styled(Tab)`
  height: 34px;
  font-size: 14px;
  font-weight: 600;
  min-width: 76px;
  @media ${PHONE_MEDIA} {
    height: 44px;
    min-width: 0;
  }
`;

const Spacer = styled.span`
  flex: 1;
`;

const OddsSelect = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  select {
    height: 30px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    padding: 0 6px;
  }
  /* A phone: the select alone (its label stays its accessible name), as tall as a finger. */
  @media ${PHONE_MEDIA} {
    .sp-select-text {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    select {
      height: 44px;
    }
  }
`;

/** Shown on a phone only: its rows show one market, this one. */
const PhoneOnly = styled.span`
  display: none;
  @media ${PHONE_MEDIA} {
    display: inline-flex;
  }
`;

const PickerList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 50vh;
  overflow: auto;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px 12px;
  label {
    display: flex;
    gap: 6px;
    align-items: center;
    cursor: pointer;
  }
`;

const PickerActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

interface FilterProps {
  filter: SportFilterState;
  dispatch: Dispatch<SportFilterAction>;
}

/** 早盘 今日 滚球 冠军今日 冠军早盘. */
export const ShowTypeTabs = memo(function ShowTypeTabs({ filter, dispatch }: FilterProps) {
  const t = useSportText();
  return (
    <Bar role="tablist" aria-label={t('page.showTypes')}>
      {SHOW_TYPES.map((showType) => (
        <ShowTab
          key={showType}
          type="button"
          role="tab"
          aria-selected={filter.showType === showType}
          onClick={() => dispatch({ type: 'showType', showType })}
        >
          {t(`showType.${showType}`)}
        </ShowTab>
      ))}
    </Bar>
  );
});

function GameTypeTab({ filter, dispatch, gameType }: FilterProps & { gameType: GameType }) {
  const t = useSportText();
  const count = useAppSelector((state) => selectCount(state, filter.showType, gameType));
  return (
    <Tab
      type="button"
      role="tab"
      aria-selected={filter.gameType === gameType}
      onClick={() => dispatch({ type: 'gameType', gameType })}
    >
      {t(`gameType.${gameType}`)} <span className="count">{count}</span>
    </Tab>
  );
}

/** The sports with their live counts (channel `counts`); in-play starts with none selected (spec 4). */
export const GameTypeTabs = memo(function GameTypeTabs({ filter, dispatch }: FilterProps) {
  const t = useSportText();
  if (isOutrightShowType(filter.showType)) return null;
  return (
    <Bar role="tablist" aria-label={t('page.gameTypes')}>
      {MATCH_GAME_TYPES.map((gameType) => (
        <GameTypeTab key={gameType} filter={filter} dispatch={dispatch} gameType={gameType} />
      ))}
    </Bar>
  );
});

/** Early markets: all dates or one of the next 7 days. */
export const DateTabs = memo(function DateTabs({ filter, dispatch, now }: FilterProps & { now: number }) {
  const t = useSportText();
  if (filter.showType !== 'FU') return null;
  const dates = earlyDates(now);
  return (
    <Bar role="tablist" aria-label={t('page.dates')}>
      <Tab type="button" role="tab" aria-selected={filter.date === null} onClick={() => dispatch({ type: 'date', date: null })}>
        {t('filter.allDates')}
      </Tab>
      {dates.map((date) => {
        const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
        const weekday = String(new Date(Date.UTC(year, month - 1, day)).getUTCDay()) as `${0 | 1 | 2 | 3 | 4 | 5 | 6}`;
        return (
          <Tab key={date} type="button" role="tab" aria-selected={filter.date === date} onClick={() => dispatch({ type: 'date', date })}>
            {t('filter.date', { month, day })} {t(`weekday.${weekday}`)}
          </Tab>
        );
      })}
    </Bar>
  );
});

/** 全部, the five top leagues and the Chinese Super League (spec 2.6, fixed ids), plus 收藏. */
export const LeagueShortcuts = memo(function LeagueShortcuts({
  filter,
  dispatch,
  channels,
}: FilterProps & { channels: readonly ListChannel[] }) {
  const t = useSportText();
  const single = filter.leagueIds !== null && filter.leagueIds.length === 1 ? filter.leagueIds[0] : null;
  return (
    <Bar aria-label={t('page.leagueShortcuts')} role="group">
      <Tab type="button" aria-pressed={filter.leagueIds === null} onClick={() => dispatch({ type: 'leagues', leagueIds: null })}>
        {t('filter.allLeagues')}
      </Tab>
      {TOP_LEAGUES.map((league) => (
        <Tab
          key={league.league_id}
          type="button"
          aria-pressed={single === league.league_id}
          onClick={() => dispatch({ type: 'leagues', leagueIds: [league.league_id] })}
        >
          {t(`filter.topLeague.${league.league_id}` as SportTextKey)}
        </Tab>
      ))}
      <LeaguePicker filter={filter} dispatch={dispatch} channels={channels} />
      <Tab type="button" aria-pressed={filter.favouritesOnly} onClick={() => dispatch({ type: 'favouritesOnly', on: !filter.favouritesOnly })}>
        ★ {t('filter.favourites')}
      </Tab>
      <Spacer />
      <ExpandAllButtons />
    </Bar>
  );
});

function LeaguePicker({ filter, dispatch, channels }: FilterProps & { channels: readonly ListChannel[] }) {
  const t = useSportText();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  return (
    <>
      <Tab
        type="button"
        aria-pressed={filter.leagueIds !== null && filter.leagueIds.length > 1}
        onClick={() => {
          setChosen(new Set(filter.leagueIds ?? []));
          setOpen(true);
        }}
      >
        {t('filter.leaguePicker')}
      </Tab>
      {open ? (
        <Dialog open onOpenChange={setOpen} title={t('filter.leaguePickerTitle')} closeLabel={t('detail.close')} width={560}>
          <PickerLeagues channels={channels} chosen={chosen} onChange={setChosen} />
          <PickerActions>
            <Button type="button" variant="ghost" onClick={() => setChosen(new Set())}>
              {t('filter.clear')}
            </Button>
            <Button
              type="button"
              variant="primary"
              onClick={() => {
                dispatch({ type: 'leagues', leagueIds: chosen.size === 0 ? null : [...chosen] });
                setOpen(false);
              }}
            >
              {t('filter.apply')}
            </Button>
          </PickerActions>
        </Dialog>
      ) : null}
    </>
  );
}

function PickerLeagues({
  channels,
  chosen,
  onChange,
}: {
  channels: readonly ListChannel[];
  chosen: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
}) {
  const groupsByChannel = useAppSelector(
    (state) => channels.map((channel) => selectChannelLeagues(state, channel)),
    shallowEqual,
  );
  const leagues = groupsByChannel.flat();
  return (
    <PickerList>
      {leagues.map(({ league, gameIds }) => (
        <li key={league.league_id}>
          <label>
            <input
              type="checkbox"
              checked={chosen.has(league.league_id)}
              onChange={() => {
                const next = new Set(chosen);
                if (next.has(league.league_id)) next.delete(league.league_id);
                else next.add(league.league_id);
                onChange(next);
              }}
            />
            {league.name} ({gameIds.length})
          </label>
        </li>
      ))}
    </PickerList>
  );
}

/** 全部展开 / 全部收起: every league of the list at once. */
export function ExpandAllButtons() {
  const t = useSportText();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  // Read when pressed: the leagues the feed knows at that moment (the button need not follow them).
  const setAll = (isExpand: boolean) =>
    dispatch(allLeaguesExpandSet({ isExpand, leagueIds: store.getState().feed.leagues.ids }));
  return (
    <>
      <Tab type="button" onClick={() => setAll(true)}>
        {t('list.expandAll')}
      </Tab>
      <Tab type="button" onClick={() => setAll(false)}>
        {t('list.collapseAll')}
      </Tab>
    </>
  );
}

/** 欧洲盘 / 香港盘 / 印尼盘 / 马来盘: every price on the page follows. */
export function OddsTypeSwitch() {
  const t = useSportText();
  const oddsType = useOddsType();
  return (
    <OddsSelect>
      <span className="sp-select-text">{t('oddsType.label')}</span>
      <select
        value={oddsType}
        onChange={(event) => {
          if (isOddsType(event.target.value)) setOddsType(event.target.value);
        }}
      >
        {ODDS_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`oddsType.${type}`)}
          </option>
        ))}
      </select>
    </OddsSelect>
  );
}

/** The markets a phone's compact row can show, one at a time (the columns of the wide list). */
export const PHONE_MARKETS = ['M', 'R', 'OU', 'EO'] as const;
export type PhoneMarket = (typeof PHONE_MARKETS)[number];

/** A phone: which market the compact rows show (全场独赢 by default; 让球, 大小, 单双). */
export function PhoneMarketSwitch({ market, onChange }: { market: PhoneMarket; onChange: (market: PhoneMarket) => void }) {
  const t = useSportText();
  return (
    <PhoneOnly>
      <OddsSelect>
        <span className="sp-select-text">{t('page.phoneMarket')}</span>
        <select
          value={market}
          onChange={(event) => {
            const next = PHONE_MARKETS.find((candidate) => candidate === event.target.value);
            if (next !== undefined) onChange(next);
          }}
        >
          {PHONE_MARKETS.map((candidate) => (
            <option key={candidate} value={candidate}>
              {t(`market.${candidate}`)}
            </option>
          ))}
        </select>
      </OddsSelect>
    </PhoneOnly>
  );
}

export { Spacer as FilterSpacer, Bar as FilterBar };
