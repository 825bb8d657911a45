import { ThemeProvider } from '@emotion/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { ApiClient } from '@src/api';
import { ServicesContext } from '@src/app/ServicesContext';
import { createAppStorage, createMemoryStorage } from '@src/session';
import { createTestStore } from '@src/store/testStore';
import { describe, expect, it, vi } from 'vitest';
import type { Ticket } from '@src/contract';
import { createI18n } from '@src/i18n';
import { classicTheme } from '@src/theme';
import { MyBetsList, type MyBetsStatus } from './MyBetsList';

const ticket: Ticket = {
  ticket_id: 'BT7',
  status: 'accepted',
  type: 'parlay',
  betCount: 1,
  stake: '20.00',
  potentialWin: '50.00',
  result: null,
  voidReason: null,
  payout: null,
  inPlay: true,
  createdAt: 0,
  selections: [
    {
      oddsId: 'o1',
      gameId: 'g1',
      playType: 'M',
      side: 'H',
      line: '',
      team_h: '阿森纳',
      team_c: '曼联',
      requestedPrice: '1.50',
      price: '1.50',
      outcome: null,
      voidReason: null,
    },
  ],
};

/** The cash-out offers the server would answer: none to show unless a test says so. */
function setup(
  load: (status: MyBetsStatus) => Promise<Ticket[]>,
  offers: (ids: string[]) => unknown[] = () => [],
) {
  const data = vi.fn((name: string, body: { ticket_ids: string[] }) =>
    name === 'cashOutOffers'
      ? Promise.resolve({ offers: offers(body.ticket_ids) })
      : Promise.reject(new Error(name)),
  );
  const api = { data } as unknown as ApiClient;
  render(
    <Provider store={createTestStore().store}>
      <ServicesContext.Provider
        value={{ api, storage: createAppStorage(createMemoryStorage()), pageUrl: () => new URL('http://x/') }}
      >
        <I18nextProvider i18n={createI18n()}>
          <ThemeProvider theme={classicTheme}>
            <MyBetsList load={load} refreshKey="" />
          </ThemeProvider>
        </I18nextProvider>
      </ServicesContext.Provider>
    </Provider>,
  );
}

describe('my bets (the dock tab)', () => {
  it('lists open tickets first, then settled ones with the result in Chinese', async () => {
    const load = vi.fn((status: MyBetsStatus) =>
      Promise.resolve(
        status === 'pending'
          ? [ticket]
          : [{ ...ticket, status: 'settled' as const, result: 'W' as const, payout: '75.00' }],
      ),
    );
    setup(load);
    const open = await screen.findByText(/BT7/);
    expect(load).toHaveBeenLastCalledWith('pending');
    expect(open.closest('li')?.textContent).toContain('串关');
    expect(open.closest('li')?.textContent).toContain('阿森纳 vs 曼联 @1.50');
    expect(open.closest('li')?.textContent).toContain('投注 20 未结算');
    fireEvent.click(screen.getByRole('button', { name: '已结算' }));
    expect(await screen.findByText(/派彩 75/)).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith('settled');
    expect(screen.getByText(/BT7/).closest('li')?.textContent).toContain('赢');
  });

  it('says so when there is nothing', async () => {
    setup(() => Promise.resolve([]));
    expect(await screen.findByText('暂无注单')).toBeTruthy();
  });

  it('an open ticket shows its live 提前结算 value; a settled one what it cashed out', async () => {
    const offer = {
      ticket_id: 'BT7',
      openStake: '20.00',
      cashedOut: '0.00',
      cashedOutStake: '0.00',
      value: '28.50',
      unavailable: null,
      autoTarget: null,
    };
    const load = (status: MyBetsStatus) =>
      Promise.resolve(
        status === 'pending' ? [ticket] : [{ ...ticket, status: 'settled' as const, payout: '28.50' }],
      );
    setup(load, () => [offer]);
    expect(await screen.findByRole('button', { name: '提前结算 ¥28.50' })).toBeTruthy();
    setup(load, () => [{ ...offer, value: null, unavailable: 'market_suspended' }]);
    expect(await screen.findByText('盘口暂停，暂不提供提前结算')).toBeTruthy();
  });

  it('a ticket cashed out in full shows 已提前结算 under 已结算', async () => {
    const settled = { ...ticket, status: 'settled' as const, payout: '28.50' };
    setup(
      (status) => Promise.resolve(status === 'pending' ? [] : [settled]),
      () => [
        {
          ticket_id: 'BT7',
          openStake: '0.00',
          cashedOut: '28.50',
          cashedOutStake: '20.00',
          value: null,
          unavailable: 'bet_settled',
          autoTarget: null,
        },
      ],
    );
    fireEvent.click(await screen.findByRole('button', { name: '已结算' }));
    expect(await screen.findByText('已提前结算 ¥28.50')).toBeTruthy();
  });
});
