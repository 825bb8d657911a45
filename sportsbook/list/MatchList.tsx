import { useCallback, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { List, useListRef, type RowComponentProps } from 'react-window';
import { VisuallyHidden, useMediaQuery } from '@src/ui';
import { LEAGUE_ROW_HEIGHT, PHONE_LEAGUE_ROW_HEIGHT, PHONE_MEDIA } from '../sportStyles';
import { useSportText } from '../sportText';
import { LeagueHeader } from './LeagueHeader';
import { MatchRow } from './MatchRow';
import { gridRowProps, usePriceGridFocus } from './priceGridFocus';
import { layoutRows, rowHeightOf, stickyLeagueOfTopRow, type SportRow } from './sportRows';

interface RowProps {
  rows: readonly SportRow[];
  leagueHeight: number;
  userId: string | null;
  onOpenMatch: (gameId: string) => void;
}

// Hoisted to module scope (react-window 2): a new component per render would remount every row.
function SportListRow({ index, style, ariaAttributes, rows, userId, onOpenMatch }: RowComponentProps<RowProps>) {
  const row = rows[index];
  if (row === undefined) return null;
  return (
    <div style={style} {...ariaAttributes} {...gridRowProps(index)}>
      {row.kind === 'league' ? (
        <LeagueHeader leagueId={row.leagueId} matchCount={row.matchCount} userId={userId} />
      ) : (
        <MatchRow gameId={row.gameId} userId={userId} onOpenMatch={onOpenMatch} />
      )}
    </div>
  );
}

function rowHeight(index: number, { rows, leagueHeight }: RowProps): number {
  return rowHeightOf(rows[index], leagueHeight);
}

const LIST_STYLE: CSSProperties = { height: '100%' };

export interface MatchListProps {
  rows: readonly SportRow[];
  userId: string | null;
  onOpenMatch: (gameId: string) => void;
  label: string;
  /** The element's id: the sport page's skip link leads here. */
  id?: string;
}

/**
 * The virtualized league and match list. The header of the league at the top stays visible as an overlay
 * above the rows, computed from the first visible row (rows are fixed-height, so nothing is measured).
 * For the keyboard the list is one Tab stop, its controls a grid walked with the arrow keys (priceGridFocus).
 */
export function MatchList({ rows, userId, onOpenMatch, label, id }: MatchListProps) {
  const t = useSportText();
  const hintId = useId();
  const leagueHeight = useMediaQuery(PHONE_MEDIA) ? PHONE_LEAGUE_ROW_HEIGHT : LEAGUE_ROW_HEIGHT;
  const layout = useMemo(() => layoutRows(rows, leagueHeight), [rows, leagueHeight]);
  const [stickyRow, setStickyRow] = useState<number | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const listRef = useListRef(null);
  const focus = usePriceGridFocus(container, listRef, rows.length);
  const onGridRowsRendered = focus.onRowsRendered;
  const onRowsRendered = useCallback(
    (visible: { startIndex: number; stopIndex: number }) => {
      setStickyRow(stickyLeagueOfTopRow(layout, visible.startIndex));
      onGridRowsRendered(visible.startIndex, visible.stopIndex);
    },
    [layout, onGridRowsRendered],
  );
  const rowProps = useMemo<RowProps>(
    () => ({ rows, leagueHeight, userId, onOpenMatch }),
    [rows, leagueHeight, userId, onOpenMatch],
  );
  const sticky = stickyRow === null ? undefined : rows[stickyRow];
  return (
    <div
      ref={container}
      id={id}
      className="sp-list"
      role="region"
      aria-label={label}
      aria-describedby={hintId}
      tabIndex={-1}
      onKeyDown={focus.onKeyDown}
      onFocus={focus.onFocus}
    >
      <VisuallyHidden id={hintId}>{t('list.keyboardHint')}</VisuallyHidden>
      {sticky?.kind === 'league' ? (
        <div className="sp-sticky">
          <LeagueHeader leagueId={sticky.leagueId} matchCount={sticky.matchCount} userId={userId} sticky />
        </div>
      ) : null}
      <List
        listRef={listRef}
        rowComponent={SportListRow}
        rowCount={rows.length}
        rowHeight={rowHeight}
        rowProps={rowProps}
        overscanCount={4}
        onRowsRendered={onRowsRendered}
        style={LIST_STYLE}
      />
    </div>
  );
}
