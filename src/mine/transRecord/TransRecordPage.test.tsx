import { ThemeProvider } from '@emotion/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@src/api';
import { ServicesContext } from '@src/app/ServicesContext';
import type { DealRecord, DealRecordTotals } from '@src/contract/dealRecord';
import { createI18n } from '@src/i18n';
import { createAppStorage, createMemoryStorage } from '@src/session';
import { createTestStore } from '@src/store/testStore';
import { classicTheme, themeFor } from '@src/theme';
import { TRANS_RECORD_PAGE_SIZE, TransRecordPage } from './TransRecordPage';

// 2026-11-22 04:00 UTC = 12:00 Beijing time; Beijing's 2026-11-22 starts at 2026-11-21 16:00 UTC.
const NOW = Date.UTC(2026, 10, 22, 4, 0, 0);
const TODAY = Date.UTC(2026, 10, 21, 16);
const DAY = 24 * 60 * 60 * 1000;

const signup: DealRecord = {
  id: 1,
  time: NOW - 3 * DAY,
  kind: 'signup_credit',
  amount: '1000.00',
  balanceAfter: '1000.00',
  lockedChange: '0.00',
  lockedAfter: '0.00',
  reference: '注册体验金',
};
const stake: DealRecord = {
  id: 2,
  time: NOW - 60_000,
  kind: 'bet_stake',
  amount: '-100.00',
  balanceAfter: '900.00',
  lockedChange: '0.00',
  lockedAfter: '0.00',
  reference: 'BT1001',
};
const withdrawal: DealRecord = {
  id: 3,
  time: NOW - 30_000,
  kind: 'withdraw_request',
  amount: '-300.50',
  balanceAfter: '599.50',
  lockedChange: '300.50',
  lockedAfter: '300.50',
  reference: 'W20261122001',
};
const totals: DealRecordTotals = {
  count: 3,
  amount: '599.50',
  kinds: [
    { kind: 'signup_credit', count: 1, amount: '1000.00', lockedChange: '0.00' },
    { kind: 'withdraw_request', count: 1, amount: '-300.50', lockedChange: '300.50' },
    { kind: 'bet_stake', count: 1, amount: '-100.00', lockedChange: '0.00' },
  ],
};

type PageBody = { pageNum: number; pageSize: number };
type ListAnswer = (body: PageBody) => Promise<{ list: DealRecord[]; total: number }>;

const threeRecords: ListAnswer = () => Promise.resolve({ list: [withdrawal, stake, signup], total: 3 });

interface SetupOptions {
  list?: ListAnswer;
  totals?: () => Promise<DealRecordTotals>;
  language?: 'zh-CN' | 'zh-TW';
}

function setup(options: SetupOptions = {}) {
  const calls: { name: string; body: unknown }[] = [];
  const data = vi.fn((name: string, body: unknown) => {
    calls.push({ name, body });
    if (name === 'queryDealRecord') return (options.list ?? threeRecords)(body as PageBody);
    return options.totals ? options.totals() : Promise.resolve(totals);
  });
  const api = { data } as unknown as ApiClient;
  render(
    <Provider store={createTestStore().store}>
      <ServicesContext.Provider
        value={{ api, storage: createAppStorage(createMemoryStorage()), pageUrl: () => new URL('http://x/') }}
      >
        <I18nextProvider i18n={createI18n(options.language)}>
          <ThemeProvider theme={options.language === 'zh-TW' ? themeFor('professional') : classicTheme}>
            <TransRecordPage now={() => NOW} />
          </ThemeProvider>
        </I18nextProvider>
      </ServicesContext.Provider>
    </Provider>,
  );
  return { calls };
}

const row = async (reference: string) => {
  const cell = await screen.findByText(reference, { selector: 'span[title]' });
  const item = cell.closest('li');
  if (!item) throw new Error(`no record ${reference}`);
  return item;
};

afterEach(() => vi.unstubAllGlobals());

describe('transaction record page', () => {
  it('asks for the last 7 days (today and the six before, on Beijing time) of every kind, then the filters chosen', async () => {
    const { calls } = setup();
    await screen.findByText('BT1001');
    const week = { beginTime: TODAY - 6 * DAY, endTime: TODAY + DAY };
    expect(calls).toEqual([
      { name: 'queryDealRecord', body: { ...week, pageNum: 1, pageSize: TRANS_RECORD_PAGE_SIZE } },
      { name: 'queryDealRecordTotal', body: week },
    ]);

    calls.length = 0;
    fireEvent.click(screen.getByRole('button', { name: '昨天' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      name: 'queryDealRecordTotal',
      body: { beginTime: TODAY - DAY, endTime: TODAY },
    });

    calls.length = 0;
    fireEvent.click(screen.getByRole('button', { name: '提款' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      name: 'queryDealRecordTotal',
      body: {
        beginTime: TODAY - DAY,
        endTime: TODAY,
        kinds: ['withdraw_request', 'withdraw_paid', 'withdraw_returned'],
      },
    });
    expect(screen.getByRole('button', { name: '提款' }).getAttribute('aria-pressed')).toBe('true');

    calls.length = 0;
    fireEvent.click(screen.getByRole('button', { name: '近30天' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ body: { beginTime: TODAY - 29 * DAY, endTime: TODAY + DAY } });
  });

  it('shows each record: time, kind in Chinese, signed amount coloured, balance after, locked change and reference', async () => {
    setup();
    const stakeRow = await row('BT1001');
    expect(within(stakeRow).getByText('投注')).toBeTruthy();
    expect(within(stakeRow).getByText('-100').getAttribute('data-tone')).toBe('out');
    expect(within(stakeRow).getByText('余额 900')).toBeTruthy();
    expect(within(stakeRow).getByText('2026-11-22 11:59:00')).toBeTruthy();

    const signupRow = await row('注册体验金');
    expect(within(signupRow).getByText('+1,000').getAttribute('data-tone')).toBe('in');

    const withdrawalRow = await row('W20261122001');
    expect(within(withdrawalRow).getByText('提款申请')).toBeTruthy();
    expect(within(withdrawalRow).getByText('-300.50')).toBeTruthy();
    expect(within(withdrawalRow).getByText('冻结 +300.50（冻结余额 300.50）')).toBeTruthy();
    // A movement without locked money says nothing about it.
    expect(within(stakeRow).queryByText(/冻结/)).toBeNull();
  });

  it('names a kind it does not know yet 其他, and still shows its amount', async () => {
    const later: DealRecord = { ...signup, id: 9, kind: 'jackpot_share', reference: 'J1' };
    setup({ list: () => Promise.resolve({ list: [later], total: 1 }) });
    const item = await row('J1');
    expect(within(item).getByText('其他')).toBeTruthy();
    expect(within(item).getByText('+1,000')).toBeTruthy();
  });

  it('copies a reference with its button and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    setup();
    fireEvent.click(await screen.findByRole('button', { name: '复制单号 W20261122001' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('W20261122001'));
  });

  it('totals each kind of the filter at the top, with the net change', async () => {
    setup();
    const shown = await screen.findByTestId('trans-record-totals');
    expect(within(shown).getByText('净变动 +599.50')).toBeTruthy();
    const lines = [...shown.querySelectorAll('[data-kind]')].map((line) => line.textContent);
    expect(lines).toEqual(['注册体验金1 笔 +1,000', '提款申请1 笔 -300.50', '投注1 笔 -100']);
  });

  it('says when the totals could not be loaded, and asks again on 重试', async () => {
    const answers = [Promise.reject(new Error('offline')), Promise.resolve(totals)];
    const { calls } = setup({ totals: () => answers.shift() ?? Promise.resolve(totals) });
    expect((await screen.findByRole('alert')).textContent).toContain('合计加载失败');
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('trans-record-totals')).toBeTruthy();
    expect(calls.filter((call) => call.name === 'queryDealRecordTotal')).toHaveLength(2);
  });

  it('says when there is no record, without totals', async () => {
    setup({
      list: () => Promise.resolve({ list: [], total: 0 }),
      totals: () => Promise.resolve({ count: 0, amount: '0.00', kinds: [] }),
    });
    expect(await screen.findByText('暂无交易记录')).toBeTruthy();
    expect(screen.queryByTestId('trans-record-totals')).toBeNull();
  });

  it('loads the next page with 加载更多 and appends it', async () => {
    const first = Array.from({ length: TRANS_RECORD_PAGE_SIZE }, (_, n) => ({
      ...stake,
      id: 100 - n,
      reference: `BT${100 - n}`,
    }));
    const list: ListAnswer = ({ pageNum }) =>
      Promise.resolve(pageNum === 1 ? { list: first, total: 21 } : { list: [signup], total: 21 });
    setup({ list });
    await screen.findByText('已显示 20 / 21 条');
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('注册体验金', { selector: 'span[title]' })).toBeTruthy();
    expect(screen.getByText('已显示 21 / 21 条')).toBeTruthy();
  });

  it('asks for a custom range of site days, and not for a range that ends before it starts or is too long', async () => {
    const { calls } = setup();
    await screen.findByText('BT1001');
    fireEvent.click(screen.getByRole('button', { name: '自定义' }));
    const from = screen.getByLabelText('开始日期');
    const to = screen.getByLabelText('结束日期');
    expect((from as HTMLInputElement).value).toBe('2026-11-16');
    expect((to as HTMLInputElement).value).toBe('2026-11-22');

    calls.length = 0;
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    fireEvent.change(to, { target: { value: '2026-11-10' } });
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        name: 'queryDealRecordTotal',
        body: { beginTime: Date.UTC(2026, 9, 31, 16), endTime: Date.UTC(2026, 10, 10, 16) },
      }),
    );

    calls.length = 0;
    fireEvent.change(to, { target: { value: '2026-10-30' } });
    expect(await screen.findByText('结束日期不能早于开始日期')).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(from, { target: { value: '2026-01-01' } });
    fireEvent.change(to, { target: { value: '2026-11-01' } });
    expect(await screen.findByText('查询范围不能超过90天')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('reads in traditional Chinese for zh-TW', async () => {
    setup({ language: 'zh-TW' });
    expect(await screen.findByRole('heading', { name: '交易記錄' })).toBeTruthy();
    const withdrawalRow = await row('W20261122001');
    expect(within(withdrawalRow).getByText('提款申請')).toBeTruthy();
    expect(within(withdrawalRow).getByText('餘額 599.50')).toBeTruthy();
  });
});
