/**
 * Roving focus over the sport list (WAI-ARIA APG, "keyboard navigation inside components"): the list is one Tab
 * stop; the arrow keys move between its cells, left and right within a row, up and down between rows, Home and
 * End to a row's first and last cell, Page Up and Page Down a page of rows (the browser would scroll the list
 * instead, and the virtual list unmount the focused row with focus in it). Pure: the caller says which columns each row has, and whether a row is
 * rendered at all (the list is virtualized).
 */

export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

const GRID_KEYS: ReadonlySet<string> = new Set<GridKey>([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

export function isGridKey(key: string): key is GridKey {
  return GRID_KEYS.has(key);
}

/** Up and down keep the column the player last chose (the goal column), as a text editor keeps its caret's. */
export function isVerticalKey(key: GridKey): boolean {
  return key === 'ArrowUp' || key === 'ArrowDown' || key === 'PageUp' || key === 'PageDown';
}

export interface GridCell {
  row: number;
  col: number;
}

/** The columns of a row's focusable cells, ascending (possibly none); undefined while the row is not rendered. */
export type RowColumns = (row: number) => readonly number[] | undefined;

export type GridMove =
  /** Focus this cell. */
  | { kind: 'focus'; cell: GridCell }
  /** This row is next but not rendered: scroll it into the list, then ask again. */
  | { kind: 'reveal'; row: number }
  /** Nowhere to go (an edge): focus stays. */
  | { kind: 'stay' };

const STAY: GridMove = { kind: 'stay' };

/** The column of `columns` closest to `goal`; of two as close, the left one. */
export function nearestColumn(columns: readonly number[], goal: number): number | undefined {
  let best: number | undefined;
  for (const col of columns) {
    if (best === undefined || Math.abs(col - goal) < Math.abs(best - goal)) best = col;
  }
  return best;
}

/**
 * Where a key takes focus from `from`. Left and right stop at the row's ends; up and down skip rows without a
 * focusable cell and stop at the list's ends, landing on the column nearest the goal column. Page Up and Page
 * Down go `pageRows` rows (at most to the list's ends) and on from there the same way.
 */
export function gridMove(
  key: GridKey,
  from: GridCell,
  goalCol: number,
  rowCount: number,
  columnsOf: RowColumns,
  pageRows = 1,
): GridMove {
  if (isVerticalKey(key)) {
    const step = key === 'ArrowDown' || key === 'PageDown' ? 1 : -1;
    const distance = key === 'PageUp' || key === 'PageDown' ? Math.max(1, pageRows) : 1;
    const first = Math.min(rowCount - 1, Math.max(0, from.row + step * distance));
    if (first === from.row) return STAY;
    for (let row = first; row >= 0 && row < rowCount; row += step) {
      const columns = columnsOf(row);
      if (columns === undefined) return { kind: 'reveal', row };
      const col = nearestColumn(columns, goalCol);
      if (col !== undefined) return { kind: 'focus', cell: { row, col } };
    }
    return STAY;
  }
  const columns = columnsOf(from.row) ?? [];
  let col: number | undefined;
  if (key === 'Home') col = columns[0];
  else if (key === 'End') col = columns[columns.length - 1];
  else if (key === 'ArrowRight') col = columns.find((c) => c > from.col);
  else col = columns.findLast((c) => c < from.col);
  return col === undefined || col === from.col ? STAY : { kind: 'focus', cell: { row: from.row, col } };
}
