import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import type { ListImperativeAPI } from 'react-window';
import { gridCellProps, gridRowProps, usePriceGridFocus } from './priceGridFocus';

/** Two rendered rows of a list (a star, two prices, a suspended third): the grid without the virtual list. */
function Grid({ suspended = false }: { suspended?: boolean }) {
  const container = useRef<HTMLDivElement>(null);
  const list = useRef<ListImperativeAPI>(null);
  const focus = usePriceGridFocus(container, list, 2);
  const { onRowsRendered } = focus;
  useEffect(() => onRowsRendered(0, 1), [onRowsRendered]);
  return (
    <div ref={container} onKeyDown={focus.onKeyDown} onFocus={focus.onFocus}>
      {[0, 1].map((row) => (
        <div key={row} {...gridRowProps(row)}>
          <button type="button" {...gridCellProps(0)}>{`收藏${row}`}</button>
          <button type="button" disabled={suspended && row === 0} {...gridCellProps(1, true)}>{`主${row}`}</button>
          <button type="button" {...gridCellProps(3, true)}>{`客${row}`}</button>
          <button type="button" disabled {...gridCellProps(4, true)}>{`让${row}`}</button>
        </div>
      ))}
    </div>
  );
}

const tabStops = (): string[] =>
  screen
    .getAllByRole('button')
    .filter((button) => button.tabIndex === 0)
    .map((button) => button.textContent ?? '');

describe('the sport list as one Tab stop', () => {
  it('the first open price is the Tab stop; every other cell is out of the Tab order', () => {
    render(<Grid />);
    expect(tabStops()).toEqual(['主0']);
  });

  it('arrow keys move focus and the Tab stop with it, over suspended prices and keeping the column', () => {
    render(<Grid />);
    const first = screen.getByRole('button', { name: '主0' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '客0' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    // 让0 is suspended (disabled): nothing further right to go to.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '客0' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '客1' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '收藏1' }));
    expect(tabStops()).toEqual(['收藏1']);
  });

  it('a click makes the clicked cell the Tab stop', () => {
    render(<Grid />);
    act(() => screen.getByRole('button', { name: '客1' }).focus());
    expect(tabStops()).toEqual(['客1']);
  });

  it('a Tab stop that is suspended hands the stop on to the next open price', async () => {
    const { rerender } = render(<Grid />);
    expect(tabStops()).toEqual(['主0']);
    rerender(<Grid suspended />);
    // The hand-over runs in a MutationObserver callback (a microtask).
    await act(() => Promise.resolve());
    expect(tabStops()).toEqual(['客0']);
  });
});
