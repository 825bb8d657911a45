import styled from '@emotion/styled';
import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { listChannel } from '@src/contract';
import { useAppSelector } from '@src/store/hooks';
import { liveRailBodyHeight } from '@src/theme';
import {
  selectChannelLeagues,
  selectChannelState,
  selectLeagueById,
  selectLiveById,
  selectMainLines,
  selectMatchById,
} from '@streams';
import { useFeedChannel } from '../hooks/useFeedChannel';
import { LiveClock } from '../live/LiveClock';
import { ScoreColumns } from '../live/ScoreColumns';
import { mainLineCells, type MainLineCells } from '../list/mainLineCells';
import { OddsCell } from '../list/OddsCell';
import { SportSurface } from '../sportStyles';
import { useSportText } from '../sportText';
import { FeedStatusBanner } from './FeedStatusBanner';

const WIDGET_CHANNEL = listChannel('RB', 'FT');
const WIDGET_CHANNELS = [WIDGET_CHANNEL];
/** How many live matches the home page shows. */
export const WIDGET_MATCHES = 8;

const Box = styled(SportSurface)`
  /* Fixed sizes throughout (theme.layout.liveRail): the block is as tall while it loads, when it is empty and
     when it is full, so the home page below it never moves. The home page reserves the same height while this
     code loads. */
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.layout.liveRail.gap}px;
  margin-bottom: ${({ theme }) => theme.layout.liveRail.spaceAfter}px;
  .sp-widget-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    height: ${({ theme }) => theme.layout.liveRail.headHeight}px;
  }
  .sp-widget-head h2 {
    margin: 0;
    font-size: 18px;
    line-height: ${({ theme }) => theme.layout.liveRail.headHeight}px;
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .sp-widget-dot {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: var(--sp-live);
  }
  .sp-widget-head a {
    color: var(--sp-selected);
    text-decoration: none;
  }
  /* Narrow windows: one row of cards, scrolled sideways. */
  .sp-widget-rail {
    display: grid;
    grid-auto-flow: column;
    grid-template-rows: ${({ theme }) => theme.layout.liveRail.cardHeight}px;
    grid-auto-columns: min(300px, 82%);
    gap: ${({ theme }) => theme.layout.liveRail.gap}px;
    height: ${({ theme }) => liveRailBodyHeight(theme.layout.liveRail, false)}px;
    padding-bottom: ${({ theme }) => theme.layout.liveRail.scrollRoom}px;
    overflow-x: auto;
    overflow-y: hidden;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scrollbar-width: thin;
  }
  .sp-widget-rail > * {
    scroll-snap-align: start;
  }
  /* Wide windows: two rows of four, every card in view. */
  @media ${({ theme }) => theme.layout.liveRail.wideMedia} {
    .sp-widget-rail {
      grid-template-rows: repeat(
        ${({ theme }) => theme.layout.liveRail.wideRows},
        ${({ theme }) => theme.layout.liveRail.cardHeight}px
      );
      grid-auto-columns: calc(
        (100% - ${({ theme }) => (theme.layout.liveRail.wideColumns - 1) * theme.layout.liveRail.gap}px) /
          ${({ theme }) => theme.layout.liveRail.wideColumns}
      );
      height: ${({ theme }) => liveRailBodyHeight(theme.layout.liveRail, true)}px;
      padding-bottom: 0;
      overflow: hidden;
    }
  }
  .sp-card {
    display: grid;
    grid-template-rows: 20px 22px 22px 28px;
    gap: 6px;
    min-width: 0;
    height: ${({ theme }) => theme.layout.liveRail.cardHeight}px;
    padding: 10px;
    overflow: hidden;
    border: 1px solid var(--sp-border);
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.surface};
  }
  .sp-card-skeleton {
    background: var(--sp-cell-bg);
  }
  .sp-card-top {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    font-size: 12px;
    line-height: 20px;
    color: var(--sp-muted);
  }
  .sp-card-league {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .sp-card-clock {
    display: flex;
    gap: 6px;
    color: var(--sp-live);
    font-weight: 600;
    white-space: nowrap;
  }
  .sp-card .sp-team {
    font-size: 14px;
    line-height: 22px;
  }
  .sp-card-odds {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: 4px;
  }
  .sp-card-odds .sp-odds {
    height: 28px;
  }
  .sp-widget-empty {
    display: flex;
    align-items: center;
    justify-content: center;
    color: var(--sp-muted);
  }
`;

const sameCells = (a: MainLineCells, b: MainLineCells): boolean => a.key === b.key;

const WidgetMatch = memo(function WidgetMatch({ gameId }: { gameId: string }) {
  const t = useSportText();
  const match = useAppSelector((state) => selectMatchById(state, gameId));
  const live = useAppSelector((state) => selectLiveById(state, gameId));
  const league = useAppSelector((state) => (match === undefined ? undefined : selectLeagueById(state, match.league_id)));
  const cells = useAppSelector((state) => mainLineCells(selectMainLines(state, gameId)), sameCells);
  if (match === undefined) return null;
  const sides = cells.M.length === 3 ? (['side.H', 'side.N', 'side.C'] as const) : (['side.H', 'side.C'] as const);
  return (
    <article className="sp-card" aria-label={`${match.team_h} ${t('list.vs')} ${match.team_c}`}>
      <div className="sp-card-top">
        <span className="sp-card-league">{league?.name}</span>
        <span className="sp-card-clock">{live !== undefined ? <LiveClock live={live} gameType={match.gameType} /> : null}</span>
      </div>
      <div className="sp-team">
        <span className="sp-team-name">{match.team_h}</span>
        <ScoreColumns live={live} gameType={match.gameType} side="home" />
      </div>
      <div className="sp-team">
        <span className="sp-team-name">{match.team_c}</span>
        <ScoreColumns live={live} gameType={match.gameType} side="away" />
      </div>
      <div className="sp-card-odds">
        {cells.M.map((oddsId, index) => (
          <OddsCell key={index} oddsId={oddsId} label={t(sides[index]!)} />
        ))}
      </div>
    </article>
  );
});

/** The home page's in-play football (visitors see it too): the first live matches with clock, score and 1X2. */
export function LiveMatchesWidget() {
  const t = useSportText();
  useFeedChannel(WIDGET_CHANNEL);
  // Until the channel's first snapshot: cards of the final size, empty, rather than "nothing live".
  const loading = useAppSelector((state) => (selectChannelState(state, WIDGET_CHANNEL)?.lastMessageAt ?? null) === null);
  const groups = useAppSelector((state) => selectChannelLeagues(state, WIDGET_CHANNEL));
  const gameIds = useMemo(() => groups.flatMap((group) => group.gameIds).slice(0, WIDGET_MATCHES), [groups]);
  return (
    <Box as="section" aria-label={t('widget.title')}>
      <div className="sp-widget-head">
        <h2>
          <span className="sp-widget-dot" aria-hidden="true" />
          {t('widget.title')}
        </h2>
        <Link to="/game/sport?show=RB">{t('widget.all')}</Link>
      </div>
      <FeedStatusBanner channels={WIDGET_CHANNELS} />
      {loading ? (
        <div className="sp-widget-rail" aria-busy="true">
          {Array.from({ length: WIDGET_MATCHES }, (_, index) => (
            <div key={index} className="sp-card sp-card-skeleton" aria-hidden="true" />
          ))}
        </div>
      ) : gameIds.length === 0 ? (
        <div className="sp-widget-rail sp-widget-empty">
          <p>{t('widget.empty')}</p>
        </div>
      ) : (
        <div className="sp-widget-rail">
          {gameIds.map((gameId) => (
            <WidgetMatch key={gameId} gameId={gameId} />
          ))}
        </div>
      )}
    </Box>
  );
}
