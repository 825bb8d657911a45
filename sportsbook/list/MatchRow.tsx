import { memo, useCallback } from 'react';
import { siteHourMinute, siteMonthDay } from '@src/contract/siteClock';
import { useAppSelector } from '@src/store/hooks';
import { selectLiveById, selectMainLines, selectMatchById } from '@streams';
import { LiveClock } from '../live/LiveClock';
import { ScoreColumns } from '../live/ScoreColumns';
import { awayLine, formatLine } from '../markets/lineFormat';
import { useIsFavourite, toggleFavourite } from '../preferences/favourites';
import { useSportText } from '../sportText';
import { mainLineCells, type MainLineCells } from './mainLineCells';
import { OddsCell } from './OddsCell';
import { gridCellProps } from './priceGridFocus';

/**
 * A row's columns in the list's keyboard grid (priceGridFocus), left to right: up and down keep to the same
 * market and side. A two-way 1X2 leaves the draw's column empty.
 */
export const MATCH_ROW_COLUMNS = { star: 0, M: [1, 2, 3], R: [4, 5], OU: [6, 7], EO: [8, 9], more: 10 } as const;
const TWO_WAY_M = [MATCH_ROW_COLUMNS.M[0], MATCH_ROW_COLUMNS.M[2]] as const;

const sameCells = (a: MainLineCells, b: MainLineCells): boolean => a.key === b.key;

/** Kick-off on the site's clock (China Standard Time): "MM/DD" and "HH:mm". */
export function kickOffText(startTime: number): { date: string; time: string } {
  return { date: siteMonthDay(startTime), time: siteHourMinute(startTime) };
}

export interface MatchRowProps {
  gameId: string;
  userId: string | null;
  onOpenMatch: (gameId: string) => void;
}

/**
 * One match: clock or kick-off, teams with their scores, a favourite star, the main lines (1X2, handicap,
 * over/under, odd/even) and a way into every market. Re-renders for its own match, live data or main-line
 * set only; each price renders itself.
 */
export const MatchRow = memo(function MatchRow({ gameId, userId, onOpenMatch }: MatchRowProps) {
  const t = useSportText();
  const match = useAppSelector((state) => selectMatchById(state, gameId));
  const live = useAppSelector((state) => selectLiveById(state, gameId));
  const cells = useAppSelector((state) => mainLineCells(selectMainLines(state, gameId)), sameCells);
  const favourite = useIsFavourite(userId, 'matches', gameId);
  const onStar = useCallback(() => toggleFavourite(userId, 'matches', gameId), [userId, gameId]);
  const onMore = useCallback(() => onOpenMatch(gameId), [onOpenMatch, gameId]);
  if (match === undefined) return <div className="sp-row" />;
  const isLive = live?.isLive ?? false;
  const kickOff = kickOffText(match.startTime);
  return (
    <div className="sp-row" data-testid="match-row" data-game-id={gameId}>
      <div className="sp-time" data-live={isLive ? 'true' : 'false'}>
        {isLive && live !== undefined ? (
          <LiveClock live={live} gameType={match.gameType} />
        ) : (
          <>
            <span className="sp-num">{kickOff.date}</span>
            <span className="sp-num">{kickOff.time}</span>
          </>
        )}
      </div>
      <div className="sp-teams">
        <div className="sp-team">
          <span className="sp-team-name" title={match.team_h}>
            {match.team_h}
          </span>
          <ScoreColumns live={live} gameType={match.gameType} side="home" />
        </div>
        <div className="sp-team">
          <span className="sp-team-name" title={match.team_c}>
            {match.team_c}
          </span>
          <ScoreColumns live={live} gameType={match.gameType} side="away" />
        </div>
      </div>
      <button
        type="button"
        className="sp-star"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'star.removeMatch' : 'star.addMatch')}
        onClick={onStar}
        {...gridCellProps(MATCH_ROW_COLUMNS.star)}
      >
        {favourite ? '★' : '☆'}
      </button>
      <div className="sp-market" data-market="M">
        {cells.M.map((oddsId, index) => (
          <OddsCell
            key={index}
            oddsId={oddsId}
            gridColumn={(cells.M.length === 3 ? MATCH_ROW_COLUMNS.M : TWO_WAY_M)[index]}
            label={t(cells.M.length === 3 ? (['side.H', 'side.N', 'side.C'] as const)[index]! : (['side.H', 'side.C'] as const)[index]!)}
          />
        ))}
      </div>
      <div className="sp-market" data-market="R">
        {cells.R ? (
          <>
            <OddsCell oddsId={cells.R.home} gridColumn={MATCH_ROW_COLUMNS.R[0]} label={formatLine(cells.R.line, true)} />
            <OddsCell oddsId={cells.R.away} gridColumn={MATCH_ROW_COLUMNS.R[1]} label={formatLine(awayLine(cells.R.line), true)} />
          </>
        ) : null}
      </div>
      <div className="sp-market" data-market="OU">
        {cells.OU ? (
          <>
            <OddsCell oddsId={cells.OU.over} gridColumn={MATCH_ROW_COLUMNS.OU[0]} label={`${t('side.O')} ${formatLine(cells.OU.line, false)}`} />
            <OddsCell oddsId={cells.OU.under} gridColumn={MATCH_ROW_COLUMNS.OU[1]} label={`${t('side.U')} ${formatLine(cells.OU.line, false)}`} />
          </>
        ) : null}
      </div>
      <div className="sp-market" data-market="EO">
        {cells.EO ? (
          <>
            <OddsCell oddsId={cells.EO.odd} gridColumn={MATCH_ROW_COLUMNS.EO[0]} label={t('side.ODD')} />
            <OddsCell oddsId={cells.EO.even} gridColumn={MATCH_ROW_COLUMNS.EO[1]} label={t('side.EVEN')} />
          </>
        ) : null}
      </div>
      <button
        type="button"
        className="sp-more"
        aria-label={t('list.moreMarketsLabel', { home: match.team_h, away: match.team_c })}
        onClick={onMore}
        {...gridCellProps(MATCH_ROW_COLUMNS.more)}
      >
        {t('list.moreMarkets')}
      </button>
    </div>
  );
});
