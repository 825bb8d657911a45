import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { Code } from '@src/contract';
import type { WithdrawInfo, WithdrawMethodConfig, WithdrawOrder } from '@src/contract/withdraw';
import { memberInfo, renderApp } from '@src/app/appTestHarness';
import { codeEnvelope, okEnvelope, type Envelope } from '@src/test/fakeFetch';

// The first render loads the app and its lazy route; on a busy machine that takes a while.
configure({ asyncUtilTimeout: 15_000 });
const loggedIn = { token: 'tok-1', userId: 'u-1' };
const FD = '/fd/api/v1/withdraw';
const NOW = Date.UTC(2026, 10, 27, 4, 0, 0);

const METHODS: WithdrawMethodConfig[] = [
  { method: 'bank', enabled: true, min: '100.00', max: '5000.00', dailyCount: 5, dailyAmount: '8000.00', fee: { rate: '0', min: '0.00' } },
  { method: 'usdt_trc20', enabled: true, min: '100.00', max: '100000.00', dailyCount: 5, dailyAmount: '500000.00', fee: { rate: '0', min: '7.00' } },
  { method: 'usdt_erc20', enabled: false, min: '500.00', max: '100000.00', dailyCount: 5, dailyAmount: '500000.00', fee: { rate: '0', min: '35.00' } },
  { method: 'alipay', enabled: true, min: '100.00', max: '20000.00', dailyCount: 3, dailyAmount: '50000.00', fee: { rate: '0.005', min: '1.00' } },
];

function info(overrides: Partial<WithdrawInfo> = {}): WithdrawInfo {
  return {
    balance: '6543.21',
    lockMoney: '0.00',
    passwordSet: true,
    turnover: { required: '0.00', done: '0.00', remaining: '0.00', met: true, since: null },
    methods: [
      {
        method: 'bank',
        usedCount: 1,
        usedAmount: '1000.00',
        cards: [{ id: 7, method: 'bank', name: '中国工商银行', masked: '**** **** **** 0128', holder: '王**' }],
      },
      { method: 'usdt_trc20', usedCount: 0, usedAmount: '0.00', cards: [] },
      { method: 'usdt_erc20', usedCount: 0, usedAmount: '0.00', cards: [] },
      {
        method: 'alipay',
        usedCount: 0,
        usedAmount: '0.00',
        cards: [{ id: 9, method: 'alipay', name: '支付宝', masked: '138****5678', holder: '王**' }],
      },
    ],
    ...overrides,
  };
}

function order(amount: string, overrides: Partial<WithdrawOrder> = {}): WithdrawOrder {
  return {
    orderNo: 'W2026112700000001',
    method: 'bank',
    amount,
    fee: '0.00',
    received: amount,
    rate: null,
    receivedUsdt: null,
    cardName: '中国工商银行',
    cardMasked: '**** **** **** 0128',
    state: 'reviewing',
    reason: null,
    createdAt: NOW,
    resolvedAt: null,
    ...overrides,
  };
}

/** The withdrawal calls as a server keeps them: a wrong password refused, a right one reserving the amount. */
function withdrawBackend(start: WithdrawInfo, orders: WithdrawOrder[] = []) {
  let shown = start;
  const list = [...orders];
  const requests: Record<string, unknown>[] = [];
  const answers: ((body: Record<string, unknown>) => Envelope | Promise<Envelope>)[] = [];
  const routes = {
    '/site/api/v1/user/member/info': () => okEnvelope(memberInfo()),
    [`${FD}/baseCfg/list`]: () => okEnvelope({ methods: METHODS }),
    [`${FD}/withdrawInfo`]: () => okEnvelope(shown),
    [`${FD}/usdtWithdrawInfo`]: (body: unknown) =>
      okEnvelope({ method: 'usdt_trc20', rate: '7.20', expiresAt: Date.now() + 60_000, amount: (body as { amount: string }).amount, fee: '7.00', received: '93.00', receivedUsdt: '12.91' }),
    [`${FD}/withdrawOrderInfo`]: () => okEnvelope({ list, total: list.length, pageNum: 1, pageSize: 5 }),
    [`${FD}/new`]: (body: unknown) => {
      const request = body as Record<string, unknown>;
      requests.push(request);
      const scripted = answers.shift();
      if (scripted) return scripted(request);
      if (request.password !== '258036') return codeEnvelope(Code.PasswordCheckFailure, '资金密码错误，还可尝试4次', { triesLeft: 4 });
      const made = order(String(request.amount));
      list.unshift(made);
      shown = { ...shown, lockMoney: made.amount, balance: '5000.00' };
      return okEnvelope(made);
    },
  };
  return { routes, requests, answers };
}

const page = () => screen.findByRole('region', { name: '取款' });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('/mine/takemoney', () => {
  it('shows the balance, lockMoney and an unmet turnover requirement, and keeps the submit disabled saying why', async () => {
    const backend = withdrawBackend(
      info({ turnover: { required: '500.00', done: '200.00', remaining: '300.00', met: false, since: NOW - 1000 }, lockMoney: '120.50' }),
    );
    renderApp(backend.routes, { url: 'http://app.test/mine/takemoney', storage: loggedIn });
    const withdraw = await page();
    expect(await within(withdraw).findByTestId('withdraw-balance')).toHaveProperty('textContent', '¥6,543.21');
    expect(within(withdraw).getByTestId('withdraw-lock-money').textContent).toBe('¥120.50');
    const turnover = within(withdraw).getByRole('region', { name: '流水要求' });
    expect(turnover.textContent).toContain('还需流水 ¥300');
    expect(within(turnover).getByRole('progressbar', { name: '流水完成进度' }).getAttribute('aria-valuenow')).toBe('40');
    const submit = within(withdraw).getByRole('button', { name: '立即取款' });
    expect(submit).toHaveProperty('disabled', true);
    expect(document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent).toBe('还需流水 ¥300 才能取款');
  });

  it('leads a member without a withdrawal password to setting it, and a method without a card to adding one', async () => {
    const { user } = renderApp(withdrawBackend(info({ passwordSet: false })).routes, {
      url: 'http://app.test/mine/takemoney',
      storage: loggedIn,
    });
    const withdraw = await page();
    expect(await within(withdraw).findByText('您还没有设置资金密码，设置后才能取款')).toBeTruthy();
    expect(within(withdraw).getByRole('link', { name: '设置资金密码' }).getAttribute('href')).toBe('/mine/auth#withdrawal-password');
    await user.click(within(withdraw).getByRole('tab', { name: 'USDT-TRC20' }));
    expect(within(withdraw).getByRole('link', { name: '添加USDT-TRC20地址' }).getAttribute('href')).toBe('/mine/virtualCoinCard');
    expect(within(withdraw).getByRole('tab', { name: /USDT-ERC20.*暂未开放/ })).toBeTruthy();
  });

  it('checks the amount against the limits, fills All within them, and shows the fee and what arrives', async () => {
    const { user } = renderApp(withdrawBackend(info()).routes, { url: 'http://app.test/mine/takemoney', storage: loggedIn });
    const withdraw = await page();
    const amount = await within(withdraw).findByLabelText('取款金额');
    await user.type(amount, '99.9');
    await user.click(within(withdraw).getByRole('button', { name: '立即取款' }));
    expect(await within(withdraw).findByText('单笔取款金额不能低于 ¥100')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '5000.01');
    expect(await within(withdraw).findByText('单笔取款金额不能高于 ¥5,000')).toBeTruthy();
    // All: the balance 6543.21, capped by the single limit 5000 and what is left today (8000 - 1000).
    await user.click(within(withdraw).getByRole('button', { name: '全部' }));
    expect((amount as HTMLInputElement).value).toBe('5000.00');
    expect(within(withdraw).getByText('今日已取款 1/5 次，今日还可取 ¥7,000')).toBeTruthy();

    await user.click(within(withdraw).getByRole('tab', { name: '支付宝' }));
    await user.clear(amount);
    await user.type(amount, '333.33');
    expect(within(withdraw).getByTestId('withdraw-fee').textContent).toBe('¥1.67');
    expect(within(withdraw).getByTestId('withdraw-received').textContent).toBe('¥331.66');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the withdrawal password, says a wrong one at the field, and a right one lists the order in review', async () => {
    const backend = withdrawBackend(info());
    const { user } = renderApp(backend.routes, { url: 'http://app.test/mine/takemoney', storage: loggedIn });
    const withdraw = await page();
    await user.type(await within(withdraw).findByLabelText('取款金额'), '1500');
    await user.click(within(withdraw).getByRole('button', { name: '立即取款' }));
    const dialog = await screen.findByRole('dialog', { name: '确认取款' });
    expect(dialog.textContent).toContain('取款 ¥1,500 到 中国工商银行 **** **** **** 0128，实际到账 ¥1,500');
    await user.type(within(dialog).getByLabelText('资金密码'), '111333');
    await user.click(within(dialog).getByRole('button', { name: '确认取款' }));
    expect(await within(dialog).findByText('资金密码错误，还可尝试4次')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('资金密码'), '258036');
    await user.click(within(dialog).getByRole('button', { name: '确认取款' }));
    expect(await screen.findByText('取款申请已提交，等待审核')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const recent = await screen.findByRole('region', { name: '最近取款' });
    expect((await within(recent).findByText('审核中')).closest('li')?.textContent).toContain('¥1,500 · 银行卡');
    await waitFor(() => expect(within(withdraw).getByTestId('withdraw-lock-money').textContent).toBe('¥1,500.00'));

    const [wrong, right] = backend.requests;
    expect(wrong).toMatchObject({ method: 'bank', amount: '1500', cardId: 7, password: '111333' });
    expect(right).toMatchObject({ method: 'bank', amount: '1500', cardId: 7, password: '258036' });
    // The wrong password was answered, so the next request is a new one with its own key.
    expect(right?.idempotencyKey).not.toBe(wrong?.idempotencyKey);
  });

  it('keeps the idempotency key when no answer came, so the retry cannot withdraw twice', async () => {
    const backend = withdrawBackend(info());
    backend.answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderApp(backend.routes, { url: 'http://app.test/mine/takemoney', storage: loggedIn });
    const withdraw = await page();
    await user.type(await within(withdraw).findByLabelText('取款金额'), '200');
    await user.click(within(withdraw).getByRole('button', { name: '立即取款' }));
    let dialog = await screen.findByRole('dialog', { name: '确认取款' });
    await user.type(within(dialog).getByLabelText('资金密码'), '258036');
    await user.click(within(dialog).getByRole('button', { name: '确认取款' }));
    expect(await screen.findByText('网络异常，请检查网络连接')).toBeTruthy();

    await user.click(within(withdraw).getByRole('button', { name: '立即取款' }));
    dialog = await screen.findByRole('dialog', { name: '确认取款' });
    await user.type(within(dialog).getByLabelText('资金密码'), '258036');
    await user.click(within(dialog).getByRole('button', { name: '确认取款' }));
    expect(await screen.findByText('取款申请已提交，等待审核')).toBeTruthy();
    const keys = backend.requests.map((request) => request.idempotencyKey);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
  });
});
