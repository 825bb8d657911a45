import { describe, expect, it } from 'vitest';
import { gridMove, nearestColumn, type RowColumns } from './priceGridMoves';

/**
 * A list as the keyboard sees it: row 0 a league header (toggle 0, star 1), rows 1-2 matches (star 0, 1X2 1-3,
 * handicap 4-5, more 10), row 3 a match with every price suspended (star and more only), row 4 a two-way match
 * (no draw column), row 5 not rendered by the virtual list.
 */
const ROWS: (readonly number[] | undefined)[] = [[0, 1], [0, 1, 2, 3, 4, 5, 10], [0, 1, 2, 3, 4, 5, 10], [0, 10], [0, 1, 3, 10], undefined];
const columnsOf: RowColumns = (row) => ROWS[row];
const rowCount = ROWS.length;

describe('moving between prices with the keyboard', () => {
  it('right and left move to the next cell of the row and stop at its ends', () => {
    expect(gridMove('ArrowRight', { row: 1, col: 1 }, 1, rowCount, columnsOf)).toEqual({ kind: 'focus', cell: { row: 1, col: 2 } });
    expect(gridMove('ArrowRight', { row: 1, col: 5 }, 5, rowCount, columnsOf)).toEqual({ kind: 'focus', cell: { row: 1, col: 10 } });
    expect(gridMove('ArrowRight', { row: 1, col: 10 }, 10, rowCount, columnsOf)).toEqual({ kind: 'stay' });
    expect(gridMove('ArrowLeft', { row: 1, col: 0 }, 0, rowCount, columnsOf)).toEqual({ kind: 'stay' });
  });

  it('left and right skip a missing draw column', () => {
    expect(gridMove('ArrowRight', { row: 4, col: 1 }, 1, rowCount, columnsOf)).toEqual({ kind: 'focus', cell: { row: 4, col: 3 } });
    expect(gridMove('ArrowLeft', { row: 4, col: 3 }, 3, rowCount, columnsOf)).toEqual({ kind: 'focus', cell: { row: 4, col: 1 } });
  });

  it('Home and End go to the first and last cell of the row', () => {
    expect(gridMove('Home', { row: 2, col: 4 }, 4, rowCount, columnsOf)).toEqual({ kind: 'focus', cell: { row: 2, col: 0 } });
    expect(gridMove('End', { row: 2, col: 4 }, 4, rowCount, columnsOf)).toEqual({ kind: 'focus', cell: { row: 2, col: 10 } });
  });

  it('down and up keep the column: the same market and side in the next match', () => {
    expect(gridMove('ArrowDown', { row: 1, col: 4 }, 4, rowCount, columnsOf)).toEqual({ kind: 'focus', cell: { row: 2, col: 4 } });
    expect(gridMove('ArrowUp', { row: 2, col: 2 }, 2, rowCount, columnsOf)).toEqual({ kind: 'focus', cell: { row: 1, col: 2 } });
  });

  it('down lands on the nearest column where the row has fewer cells, and the goal column brings it back', () => {
    // From the draw (2): past a match whose prices are all suspended (its star, 0), into a two-way match: the home
    // price (1), the nearer of 1 and 3 taken from the left; and back up to the draw.
    expect(gridMove('ArrowDown', { row: 2, col: 2 }, 2, rowCount, columnsOf)).toEqual({ kind: 'focus', cell: { row: 3, col: 0 } });
    expect(gridMove('ArrowDown', { row: 3, col: 0 }, 2, rowCount, columnsOf)).toEqual({ kind: 'focus', cell: { row: 4, col: 1 } });
    expect(gridMove('ArrowUp', { row: 3, col: 0 }, 2, rowCount, columnsOf)).toEqual({ kind: 'focus', cell: { row: 2, col: 2 } });
  });

  it('up from the first match reaches its league header; up from the header stays (the top of the list)', () => {
    expect(gridMove('ArrowUp', { row: 1, col: 4 }, 4, rowCount, columnsOf)).toEqual({ kind: 'focus', cell: { row: 0, col: 1 } });
    expect(gridMove('ArrowUp', { row: 0, col: 1 }, 4, rowCount, columnsOf)).toEqual({ kind: 'stay' });
  });

  it('down into a row the virtual list has not rendered asks for it to be scrolled in; at the end it stays', () => {
    expect(gridMove('ArrowDown', { row: 4, col: 1 }, 1, rowCount, columnsOf)).toEqual({ kind: 'reveal', row: 5 });
    const rendered: RowColumns = (row) => ROWS[row] ?? [0, 1, 2, 3, 10];
    expect(gridMove('ArrowDown', { row: 4, col: 1 }, 1, rowCount, rendered)).toEqual({ kind: 'focus', cell: { row: 5, col: 1 } });
    expect(gridMove('ArrowDown', { row: 5, col: 1 }, 1, rowCount, rendered)).toEqual({ kind: 'stay' });
  });

  it('down skips a row with nothing focusable', () => {
    const withEmpty: RowColumns = (row) => (row === 2 ? [] : ROWS[row]);
    expect(gridMove('ArrowDown', { row: 1, col: 4 }, 4, rowCount, withEmpty)).toEqual({ kind: 'focus', cell: { row: 3, col: 0 } });
  });

  it('Page Down and Page Up go a page of rows, keep the column, and stop at the ends of the list', () => {
    expect(gridMove('PageDown', { row: 1, col: 4 }, 4, rowCount, columnsOf, 3)).toEqual({ kind: 'focus', cell: { row: 4, col: 3 } });
    expect(gridMove('PageUp', { row: 4, col: 3 }, 4, rowCount, columnsOf, 3)).toEqual({ kind: 'focus', cell: { row: 1, col: 4 } });
    expect(gridMove('PageUp', { row: 1, col: 4 }, 4, rowCount, columnsOf, 3)).toEqual({ kind: 'focus', cell: { row: 0, col: 1 } });
    expect(gridMove('PageUp', { row: 0, col: 1 }, 4, rowCount, columnsOf, 3)).toEqual({ kind: 'stay' });
    // A page past the rendered rows: the last row of the list, scrolled in first.
    expect(gridMove('PageDown', { row: 2, col: 4 }, 4, rowCount, columnsOf, 10)).toEqual({ kind: 'reveal', row: 5 });
  });

  it('the nearest column prefers the left of two as near, and is undefined for no columns', () => {
    expect(nearestColumn([1, 3], 2)).toBe(1);
    expect(nearestColumn([0, 10], 6)).toBe(10);
    expect(nearestColumn([], 2)).toBeUndefined();
  });
});
