import { useCallback, useEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import type { ListImperativeAPI } from 'react-window';
import { gridMove, isGridKey, isVerticalKey, type GridCell, type GridKey } from './priceGridMoves';

const ROW = 'data-grid-row';
const COL = 'data-grid-col';
const PRICE = 'data-grid-price';

/** The attributes that make a control a cell of the list's grid: its column, and out of the Tab order. */
export function gridCellProps(column: number | undefined, isPrice = false): Record<string, string | number> {
  if (column === undefined) return {};
  return isPrice ? { [COL]: column, [PRICE]: '', tabIndex: -1 } : { [COL]: column, tabIndex: -1 };
}

/** The attribute a list row carries: its index in the list. */
export function gridRowProps(index: number): Record<string, number> {
  return { [ROW]: index };
}

const isEnabled = (element: HTMLElement): boolean => !(element instanceof HTMLButtonElement && element.disabled);

function cellsOfRow(row: Element): HTMLElement[] {
  return Array.from(row.querySelectorAll<HTMLElement>(`[${COL}]`)).filter(isEnabled);
}

function rowElement(container: HTMLElement, row: number): Element | null {
  return container.querySelector(`[${ROW}="${row}"]`);
}

function columnsOf(container: HTMLElement, row: number): number[] | undefined {
  const element = rowElement(container, row);
  if (element === null) return undefined;
  return cellsOfRow(element)
    .map((cell) => Number(cell.getAttribute(COL)))
    .sort((a, b) => a - b);
}

function cellElement(container: HTMLElement, { row, col }: GridCell): HTMLElement | undefined {
  const element = rowElement(container, row);
  return element === null ? undefined : cellsOfRow(element).find((cell) => Number(cell.getAttribute(COL)) === col);
}

function positionOf(cell: HTMLElement): GridCell | null {
  const row = cell.closest(`[${ROW}]`);
  if (row === null) return null;
  return { row: Number(row.getAttribute(ROW)), col: Number(cell.getAttribute(COL)) };
}

/** The list's one Tab stop moves to `cell`. */
function makeTabStop(container: HTMLElement, cell: HTMLElement): void {
  for (const other of container.querySelectorAll<HTMLElement>(`[${COL}][tabindex="0"]`)) if (other !== cell) other.tabIndex = -1;
  cell.tabIndex = 0;
}

/**
 * Gives the list a Tab stop when it has none usable (first render, the stop scrolled out of the virtual list, or
 * its price suspended): the first open price of the first row in view, else any enabled cell.
 */
function ensureTabStop(container: HTMLElement, firstVisibleRow: number): void {
  const current = container.querySelector<HTMLElement>(`[${COL}][tabindex="0"]`);
  if (current !== null && isEnabled(current)) return;
  let candidate: HTMLElement | undefined;
  for (const row of container.querySelectorAll(`[${ROW}]`)) {
    if (Number(row.getAttribute(ROW)) < firstVisibleRow) continue;
    candidate = cellsOfRow(row).find((cell) => cell.hasAttribute(PRICE));
    if (candidate !== undefined) break;
  }
  candidate ??= Array.from(container.querySelectorAll<HTMLElement>(`[${COL}]`)).find(isEnabled);
  if (candidate !== undefined) makeTabStop(container, candidate);
}

interface PendingMove {
  key: GridKey;
  from: GridCell;
  /** The row scrolled to: asked once, so a row that never renders cannot loop. */
  revealed: number;
}

export interface PriceGridFocus {
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  /** Call from the list's onRowsRendered with the first and last visible rows. */
  onRowsRendered: (firstVisibleRow: number, lastVisibleRow: number) => void;
}

/**
 * Roving focus over the virtual list (pure moves in priceGridMoves.ts). Cells carry gridCellProps and are out of
 * the Tab order; one of them, kept here on the DOM, is the list's Tab stop. Moving the stop writes two tabindex
 * attributes and renders nothing: a price list re-renders per price, never per key press. A move to a row the
 * virtual list has not rendered scrolls to it first and completes once it is rendered.
 */
export function usePriceGridFocus(
  containerRef: RefObject<HTMLElement | null>,
  listRef: RefObject<ListImperativeAPI | null>,
  rowCount: number,
): PriceGridFocus {
  const goalCol = useRef<number | null>(null);
  const movingVertically = useRef(false);
  const pending = useRef<PendingMove | null>(null);
  const firstVisible = useRef(0);
  /** Rows in view: Page Up and Page Down move this many. */
  const pageRows = useRef(1);

  const move = useCallback(
    (container: HTMLElement, key: GridKey, from: GridCell, revealed: number | null): void => {
      const goal = goalCol.current ?? from.col;
      const next = gridMove(key, from, goal, rowCount, (row) => columnsOf(container, row), pageRows.current);
      if (next.kind === 'reveal') {
        if (next.row === revealed) return;
        pending.current = { key, from, revealed: next.row };
        listRef.current?.scrollToRow({ index: next.row, align: 'auto' });
        return;
      }
      if (next.kind === 'stay') return;
      const cell = cellElement(container, next.cell);
      if (cell === undefined) return;
      makeTabStop(container, cell);
      movingVertically.current = isVerticalKey(key);
      cell.focus();
      movingVertically.current = false;
    },
    [listRef, rowCount],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const container = containerRef.current;
      if (container === null || !isGridKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
      const cell = (event.target as HTMLElement).closest<HTMLElement>(`[${COL}]`);
      const from = cell === null ? null : positionOf(cell);
      if (from === null) return;
      event.preventDefault();
      pending.current = null;
      move(container, event.key, from, null);
    },
    [containerRef, move],
  );

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const container = containerRef.current;
      const cell = event.target.closest<HTMLElement>(`[${COL}]`);
      if (container === null || cell === null || positionOf(cell) === null) return;
      makeTabStop(container, cell);
      if (!movingVertically.current) goalCol.current = Number(cell.getAttribute(COL));
    },
    [containerRef],
  );

  const onRowsRendered = useCallback(
    (firstVisibleRow: number, lastVisibleRow: number) => {
      const container = containerRef.current;
      if (container === null) return;
      firstVisible.current = firstVisibleRow;
      pageRows.current = Math.max(1, lastVisibleRow - firstVisibleRow);
      const waiting = pending.current;
      pending.current = null;
      if (waiting !== null) move(container, waiting.key, waiting.from, waiting.revealed);
      ensureTabStop(container, firstVisibleRow);
    },
    [containerRef, move],
  );

  // A suspended price is a disabled button, which cannot hold the Tab stop: hand it on when that happens.
  useEffect(() => {
    const container = containerRef.current;
    if (container === null) return;
    const observer = new MutationObserver(() => ensureTabStop(container, firstVisible.current));
    observer.observe(container, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
    return () => observer.disconnect();
  }, [containerRef]);

  return { onKeyDown, onFocus, onRowsRendered };
}
