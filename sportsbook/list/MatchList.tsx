import { useCallback, useMemo, useState, type CSSProperties } from 'react';
import { List, type RowComponentProps } from 'react-window';
import { useMediaQuery } from '@src/ui';
import { LEAGUE_ROW_HEIGHT, PHONE_LEAGUE_ROW_HEIGHT, PHONE_MEDIA } from '../sportStyles';
import { LeagueHeader } from './LeagueHeader';
import { MatchRow } from './MatchRow';
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
    <div style={style} {...ariaAttributes}>
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
}

/**
 * The virtualized league and match list. The header of the league at the top stays visible as an overlay
 * above the rows, computed from the first visible row (rows are fixed-height, so nothing is measured).
 */
export function MatchList({ rows, userId, onOpenMatch, label }: MatchListProps) {
  const leagueHeight = useMediaQuery(PHONE_MEDIA) ? PHONE_LEAGUE_ROW_HEIGHT : LEAGUE_ROW_HEIGHT;
  const layout = useMemo(() => layoutRows(rows, leagueHeight), [rows, leagueHeight]);
  const [stickyRow, setStickyRow] = useState<number | null>(null);
  const onRowsRendered = useCallback(
    (visible: { startIndex: number }) => setStickyRow(stickyLeagueOfTopRow(layout, visible.startIndex)),
    [layout],
  );
  const rowProps = useMemo<RowProps>(
    () => ({ rows, leagueHeight, userId, onOpenMatch }),
    [rows, leagueHeight, userId, onOpenMatch],
  );
  const sticky = stickyRow === null ? undefined : rows[stickyRow];
  return (
    <div className="sp-list" role="region" aria-label={label}>
      {sticky?.kind === 'league' ? (
        <div className="sp-sticky">
          <LeagueHeader leagueId={sticky.leagueId} matchCount={sticky.matchCount} userId={userId} sticky />
        </div>
      ) : null}
      <List
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
