import { memo, useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@src/store/hooks';
import { selectLeagueById } from '@streams';
import { leagueExpandSet, selectIsLeagueExpanded } from '../filters/sportViewSlice';
import { toggleFavourite, useIsFavourite } from '../preferences/favourites';
import { useSportText } from '../sportText';
import { gridCellProps } from './priceGridFocus';

/** The header's columns in the list's keyboard grid (priceGridFocus). */
const LEAGUE_COLUMNS = { toggle: 0, star: 1 } as const;
/** The sticky copy is no cell of the grid, and no Tab stop either: the league's own header row is. */
const STICKY_CELL = { tabIndex: -1 } as const;

export interface LeagueHeaderProps {
  leagueId: string;
  matchCount: number;
  userId: string | null;
  /** The sticky copy above the list is not a list row. */
  sticky?: boolean;
}

/** A league's header bar: fold/unfold, name, match count, favourite star and the market column heads. */
export const LeagueHeader = memo(function LeagueHeader({ leagueId, matchCount, userId, sticky = false }: LeagueHeaderProps) {
  const t = useSportText();
  const dispatch = useAppDispatch();
  const league = useAppSelector((state) => selectLeagueById(state, leagueId));
  const favourite = useIsFavourite(userId, 'leagues', leagueId);
  const isExpand = useAppSelector((state) => selectIsLeagueExpanded(state, leagueId));
  const name = league?.name ?? leagueId;
  const onToggle = useCallback(
    () => dispatch(leagueExpandSet({ leagueId, isExpand: !isExpand })),
    [dispatch, leagueId, isExpand],
  );
  const onStar = useCallback(() => toggleFavourite(userId, 'leagues', leagueId), [userId, leagueId]);
  return (
    <div className="sp-league" data-sticky={sticky ? 'true' : undefined}>
      <button
        type="button"
        className="sp-league-toggle"
        aria-expanded={isExpand}
        onClick={onToggle}
        {...(sticky ? STICKY_CELL : gridCellProps(LEAGUE_COLUMNS.toggle))}
      >
        <span className="sp-chevron" data-open={isExpand ? 'true' : 'false'} aria-hidden="true">
          ▾
        </span>
        <span className="sp-league-name">{name}</span>
        <span className="sp-league-count sp-num">{t('list.matchCount', { count: matchCount })}</span>
      </button>
      <button
        type="button"
        className="sp-star"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'star.removeLeague' : 'star.addLeague')}
        onClick={onStar}
        {...(sticky ? STICKY_CELL : gridCellProps(LEAGUE_COLUMNS.star))}
      >
        {favourite ? '★' : '☆'}
      </button>
      <div className="sp-heads" aria-hidden="true">
        <span>{t('market.M')}</span>
        <span>{t('market.R')}</span>
        <span>{t('market.OU')}</span>
        <span>{t('market.EO')}</span>
      </div>
      <span className="sp-heads-pad" aria-hidden="true" />
    </div>
  );
});
