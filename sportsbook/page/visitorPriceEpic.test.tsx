import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { sessionStarted } from '@src/session';
import '../sportsbookFeature';
import { league, match, odds, renderSport } from '../testing/sportTestHarness';
import { LiveMatchesWidget } from './LiveMatchesWidget';

function liveBoard() {
  const view = renderSport(<LiveMatchesWidget />, { route: '/' });
  view.snapshot('RB:FT', {
    leagues: [league('L1', { name: '英超' })],
    matches: [match('g1', { re_time: '1200', se_now: '1H' })],
    odds: [odds('g1h', 'g1', { side: 'H', price: '1.50' }), odds('g1n', 'g1', { side: 'N' }), odds('g1c', 'g1', { side: 'C' })],
  });
  const price = () => within(screen.getByRole('region', { name: '滚球赛事' })).getByRole('button', { name: /· 全场独赢 · 主 · / });
  return { ...view, price };
}

describe("a visitor's price click", () => {
  it('keeps the selection on the slip and opens the login dialog', () => {
    const { store, price } = liveBoard();
    fireEvent.click(price());
    expect(store.getState().betSlip?.entries.map((entry) => entry.oddsId)).toEqual(['g1h']);
    expect(store.getState().authDialog).toMatchObject({ open: true, mode: 'login' });
  });

  it('taking the selection off again opens nothing', () => {
    const { store, price } = liveBoard();
    fireEvent.click(price());
    store.dispatch({ type: 'authDialog/authDialogClosed' });
    fireEvent.click(price());
    expect(store.getState().betSlip?.entries).toEqual([]);
    expect(store.getState().authDialog.open).toBe(false);
  });

  it("a member's click only adds to the slip", () => {
    const { store, price } = liveBoard();
    store.dispatch(sessionStarted({ token: 'member-token', userId: 'u1' }));
    fireEvent.click(price());
    expect(store.getState().betSlip?.entries).toHaveLength(1);
    expect(store.getState().authDialog.open).toBe(false);
  });
});
