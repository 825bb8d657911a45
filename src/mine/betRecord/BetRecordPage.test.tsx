import { ThemeProvider } from '@emotion/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@src/api';
import { ServicesContext } from '@src/app/ServicesContext';
import type { Ticket } from '@src/contract';
import { createI18n } from '@src/i18n';
import { createAppStorage, createMemoryStorage } from '@src/session';
import { createTestStore } from '@src/store/testStore';
import { classicTheme } from '@src/theme';
import { BetRecordPage } from './BetRecordPage';
import { betRecordQuery } from './betRecordFilter';

// 2026-11-22 04:00 UTC = 12:00 Beijing time.
const NOW = Date.UTC(2026, 10, 22, 4, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

const leg = {
  oddsId: 'o1',
  gameId: 'g1',
  playType: 'R',
  side: 'H',
  line: '-0.5',
  team_h: '北京国安',
  team_c: '上海申花',
  requestedPrice: '1.95',
  price: '1.95',
  outcome: 'W' as const,
  voidReason: null,
};

const settled: Ticket = {
  ticket_id: 'BT100',
  status: 'settled',
  type: 'single',
  betCount: 1,
  stake: '100.00',
  potentialWin: '95.00',
  result: 'LW',
  voidReason: null,
  payout: '147.50',
  inPlay: true,
  createdAt: NOW - 60_000,
  selections: [leg],
};
const cancelled: Ticket = {
  ...settled,
  ticket_id: 'BT101',
  type: 'system',
  system: '3/4',
  betCount: 4,
  result: 'D',
  voidReason: 'D1',
  payout: '40.00',
  stake: '40.00',
  selections: [leg, { ...leg, oddsId: 'o2', team_h: '广州队' }, { ...leg, oddsId: 'o3', team_h: '山东泰山' }],
};

/** What the server says about cash-outs of the tickets shown (set by a test; none by default). */
let cashOutOffers: unknown[] = [];

type ListBody = { pageNum: number; pageSize: number };
type ListAnswer = (
  body: ListBody,
) => Promise<{ list: Ticket[]; total: number; pageNum: number; pageSize: number }>;

const twoTickets: ListAnswer = () =>
  Promise.resolve({ list: [settled, cancelled], total: 2, pageNum: 1, pageSize: 100 });

function setup(list: ListAnswer = twoTickets) {
  const calls: { name: string; body: unknown }[] = [];
  const data = vi.fn((name: string, body: unknown) => {
    // The cash-out offers of the tickets shown are asked beside the records (their own test below).
    if (name === 'cashOutOffers') return Promise.resolve({ offers: cashOutOffers });
    calls.push({ name, body });
    if (name === 'betRecordList') return list(body as ListBody);
    return Promise.resolve({ count: 2, stake: '140', payout: '187.5', winLoss: '47.5' });
  });
  const api = { data } as unknown as ApiClient;
  render(
    <Provider store={createTestStore().store}>
      <ServicesContext.Provider
        value={{ api, storage: createAppStorage(createMemoryStorage()), pageUrl: () => new URL('http://x/') }}
      >
        <I18nextProvider i18n={createI18n()}>
          <ThemeProvider theme={classicTheme}>
            <BetRecordPage now={() => NOW} />
          </ThemeProvider>
        </I18nextProvider>
      </ServicesContext.Provider>
    </Provider>,
  );
  return { calls };
}

describe('bet record page', () => {
  it('asks for the last 7 days of every ticket, then for the filters chosen', async () => {
    const { calls } = setup();
    await screen.findByText('BT100');
    expect(calls).toEqual([
      { name: 'betRecordList', body: { beginTime: NOW - 7 * DAY, status: 'all', pageNum: 1, pageSize: 100 } },
      { name: 'betRecordTotal', body: { beginTime: NOW - 7 * DAY, status: 'all' } },
    ]);
    calls.length = 0;
    fireEvent.click(screen.getByRole('button', { name: '今天' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    // Today starts at Beijing midnight: 2026-11-21 16:00 UTC.
    expect(calls[1]).toEqual({
      name: 'betRecordTotal',
      body: { beginTime: Date.UTC(2026, 10, 21, 16), status: 'all' },
    });
    calls.length = 0;
    fireEvent.click(screen.getByRole('button', { name: '已结算' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      name: 'betRecordTotal',
      body: { beginTime: Date.UTC(2026, 10, 21, 16), status: 'settled' },
    });
    calls.length = 0;
    fireEvent.click(screen.getByRole('button', { name: '近30天' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      name: 'betRecordTotal',
      body: { beginTime: NOW - 30 * DAY, status: 'settled' },
    });
  });

  it('shows each ticket in Chinese: type, selections, stake, result and payout without float noise', async () => {
    setup();
    const row = (await screen.findByText('BT100')).closest('tr');
    expect(row?.textContent).toContain('单注');
    expect(row?.textContent).toContain('北京国安 vs 上海申花 让球 主 -0.5 @1.95');
    expect(row?.textContent).toContain('赢半');
    expect(row?.textContent).toContain('147.50');
    const system = screen.getByText('BT101').closest('tr');
    expect(system?.textContent).toContain('复式 3串4');
    expect(system?.textContent).toContain('取消（赛事取消）');
    expect(screen.getByTestId('bet-record-totals').textContent).toContain('输赢 47.50');
    expect(screen.getByTestId('bet-record-totals').textContent).toContain('投注金额 140');
  });

  it("names every market's selections: half-time, correct score (其他比分 too), corners", async () => {
    const parlay: Ticket = {
      ...settled,
      ticket_id: 'BT102',
      type: 'parlay',
      selections: [
        { ...leg, oddsId: 'p1', playType: 'PD', side: '2-1', line: '', price: '8.50' },
        { ...leg, oddsId: 'p2', playType: 'PD', side: 'AOS', line: '', price: '41.00' },
        { ...leg, oddsId: 'p3', playType: 'CN', side: 'O', line: '9.5', price: '1.90' },
        { ...leg, oddsId: 'p4', playType: 'HM', side: 'N', line: '', price: '2.10' },
      ],
    };
    setup(() => Promise.resolve({ list: [parlay], total: 1, pageNum: 1, pageSize: 100 }));
    const row = (await screen.findByText('BT102')).closest('tr');
    expect(row?.textContent).toContain('北京国安 vs 上海申花 波胆 2-1 @8.50');
    expect(row?.textContent).toContain('北京国安 vs 上海申花 波胆 其他比分 @41.00');
    expect(row?.textContent).toContain('北京国安 vs 上海申花 角球大小 大 9.5 @1.90');
    expect(row?.textContent).toContain('北京国安 vs 上海申花 半场独赢 和 @2.10');
  });

  it('shows what a ticket cashed out (提前结算), and the live value of an open one with its button', async () => {
    const open: Ticket = { ...settled, ticket_id: 'BT102', status: 'accepted', result: null, payout: null };
    cashOutOffers = [
      {
        ticket_id: 'BT100',
        openStake: '0.00',
        cashedOut: '147.50',
        cashedOutStake: '100.00',
        value: null,
        unavailable: 'bet_settled',
        autoTarget: null,
      },
      {
        ticket_id: 'BT102',
        openStake: '50.00',
        cashedOut: '40.00',
        cashedOutStake: '50.00',
        value: '45.10',
        unavailable: null,
        autoTarget: '80.00',
      },
    ];
    try {
      setup(() => Promise.resolve({ list: [open, settled], total: 2, pageNum: 1, pageSize: 100 }));
      const row = (await screen.findByText('BT102')).closest('tr');
      await waitFor(() => expect(row?.textContent).toContain('已提前结算 ¥40（本金 ¥50）'));
      expect(row?.textContent).toContain('未结算本金 ¥50');
      expect(row?.textContent).toContain('自动提前结算：¥80');
      expect(screen.getByRole('button', { name: '提前结算 ¥45.10' })).toBeTruthy();
      expect(screen.getByText('BT100').closest('tr')?.textContent).toContain('已提前结算 ¥147.50');
    } finally {
      cashOutOffers = [];
    }
  });
});

/** `count` tickets, newest first, as record/betRecordList pages them. */
function ticketsServer(count: number) {
  const all = Array.from({ length: count }, (_, i) => ({ ...settled, ticket_id: `BT${1000 + count - i}` }));
  return {
    all,
    answer: ((body) =>
      Promise.resolve({
        list: all.slice((body.pageNum - 1) * body.pageSize, body.pageNum * body.pageSize),
        total: all.length,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
      })) satisfies ListAnswer,
  };
}

const shownTickets = () => document.querySelectorAll('tr[data-ticket]').length;

describe('bet record pages', () => {
  it('shows the first 100 of 150 tickets, and the next 50 on "load more" with the same filters', async () => {
    const server = ticketsServer(150);
    const { calls } = setup(server.answer);
    expect(await screen.findByText('已显示 100 / 150 条')).toBeTruthy();
    expect(shownTickets()).toBe(100);
    calls.length = 0;
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('已显示 150 / 150 条')).toBeTruthy();
    expect(calls).toEqual([
      { name: 'betRecordList', body: { beginTime: NOW - 7 * DAY, status: 'all', pageNum: 2, pageSize: 100 } },
    ]);
    expect(shownTickets()).toBe(150);
    expect(screen.getByText('BT1001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  it('offers no more pages when every ticket fits on the first', async () => {
    setup(ticketsServer(100).answer);
    expect(await screen.findByText('已显示 100 / 100 条')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  it('a ticket placed between pages pushes one down, and it is still shown once', async () => {
    const server = ticketsServer(150);
    setup(server.answer);
    await screen.findByText('已显示 100 / 150 条');
    server.all.unshift({ ...settled, ticket_id: 'BT9999' });
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('已显示 150 / 151 条')).toBeTruthy();
    expect(screen.getAllByText('BT1051')).toHaveLength(1);
    expect(screen.getByText('BT1001')).toBeTruthy();
    // The new ticket is on the first page, which a change of filter loads again.
    expect(screen.queryByText('BT9999')).toBeNull();
  });

  it('a next page that fails keeps what is shown and can be asked again', async () => {
    const server = ticketsServer(150);
    let failNext = false;
    setup((body) => (failNext ? Promise.reject(new Error('network')) : server.answer(body)));
    await screen.findByText('已显示 100 / 150 条');
    failNext = true;
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect((await screen.findByRole('alert')).textContent).toContain('加载失败');
    expect(shownTickets()).toBe(100);
    failNext = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('已显示 150 / 150 条')).toBeTruthy();
  });

  it('a page that comes back after the filters changed is not shown', async () => {
    const server = ticketsServer(150);
    let release: () => void = () => undefined;
    setup((body) =>
      body.pageNum === 2
        ? new Promise((resolve) => (release = () => resolve(server.answer(body))))
        : server.answer(body),
    );
    await screen.findByText('已显示 100 / 150 条');
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect((await screen.findByRole('button', { name: '加载中…' })).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '今天' }));
    await screen.findByText('已显示 100 / 150 条');
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: '加载更多' })).toBeTruthy());
    expect(shownTickets()).toBe(100);
  });
});

describe('bet record query', () => {
  it('today starts at Beijing midnight even just after UTC midnight', () => {
    expect(betRecordQuery('today', 'pending', Date.UTC(2026, 10, 22, 0, 30)).beginTime).toBe(
      Date.UTC(2026, 10, 21, 16),
    );
    expect(betRecordQuery('today', 'pending', Date.UTC(2026, 10, 22, 16, 30)).beginTime).toBe(
      Date.UTC(2026, 10, 22, 16),
    );
  });
});
