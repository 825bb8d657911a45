import { ThemeProvider } from '@emotion/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
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

function setup(load: (status: MyBetsStatus) => Promise<Ticket[]>) {
  render(
    <I18nextProvider i18n={createI18n()}>
      <ThemeProvider theme={classicTheme}>
        <MyBetsList load={load} refreshKey="" />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('my bets (the dock tab)', () => {
  it('lists open tickets first, then settled ones with the result in Chinese', async () => {
    const load = vi.fn((status: MyBetsStatus) =>
      Promise.resolve(status === 'pending' ? [ticket] : [{ ...ticket, status: 'settled' as const, result: 'W' as const, payout: '75.00' }]),
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
});
