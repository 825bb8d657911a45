import styled from '@emotion/styled';
import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { listChannel } from '@src/contract';
import { useAppSelector } from '@src/store/hooks';
import { selectChannelLeagues, selectLeagueById, selectLiveById, selectMainLines, selectMatchById } from '@streams';
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
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-bottom: 24px;
  .sp-widget-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }
  .sp-widget-head h2 {
    margin: 0;
    font-size: 18px;
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
  .sp-widget-grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
    gap: 8px;
  }
  .sp-card {
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: 10px;
    border: 1px solid var(--sp-border);
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.surface};
  }
  .sp-card-top {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    font-size: 12px;
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
  }
  .sp-card-odds {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: 4px;
  }
  .sp-card-odds .sp-odds {
    height: 28px;
  }
  .sp-empty {
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
  const groups = useAppSelector((state) => selectChannelLeagues(state, WIDGET_CHANNEL));
  const gameIds = useMemo(() => groups.flatMap((group) => group.gameIds).slice(0, WIDGET_MATCHES), [groups]);
  return (
    <Box as="section" aria-label={t('widget.title')}>
      <div className="sp-widget-head">
        <h2>
          <span className="sp-widget-dot" aria-hidden="true" />
          {t('widget.title')}
        </h2>
        <Link to="/game/sport/crty?show=RB">{t('widget.all')}</Link>
      </div>
      <FeedStatusBanner channels={WIDGET_CHANNELS} />
      {gameIds.length === 0 ? (
        <p className="sp-empty">{t('widget.empty')}</p>
      ) : (
        <div className="sp-widget-grid">
          {gameIds.map((gameId) => (
            <WidgetMatch key={gameId} gameId={gameId} />
          ))}
        </div>
      )}
    </Box>
  );
}
