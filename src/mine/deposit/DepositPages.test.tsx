import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { Code } from '@src/contract';
import type { DepositChannel, DepositOrder, DepositOrderState } from '@src/contract/deposit';
import { memberInfo, renderApp } from '@src/app/appTestHarness';
import { codeEnvelope, okEnvelope, type Envelope } from '@src/test/fakeFetch';
import { depositStateChanged } from './depositOrderSlice';

// The first test loads the deposit pages' chunk on a shared, busy machine.
configure({ asyncUtilTimeout: 10_000 });
const loggedIn = { token: 'tok-1', userId: 'u-1' };
const FD = '/fd/api/v1';
const NOW = Date.now();

function channel(
  overrides: Partial<DepositChannel> & Pick<DepositChannel, 'id' | 'name' | 'kind'>,
): DepositChannel {
  return {
    method: 'bank_card',
    network: null,
    min: '100.00',
    max: '50000.00',
    quickAmounts: ['100.00', '500.00', '1000.00'],
    feeRate: '0',
    bonusRate: '0',
    open: true,
    hours: '00:00-24:00',
    needsSignalCode: false,
    waitScreen: 'transferWait',
    ...overrides,
  };
}

const CHANNELS: DepositChannel[] = [
  channel({ id: 'bank', name: '银行卡转账', kind: 'transfer', needsSignalCode: true, bonusRate: '0.0100' }),
  channel({
    id: 'alipay',
    name: '支付宝扫码',
    kind: 'recharge',
    method: 'alipay',
    waitScreen: 'rechargeWait',
    open: false,
    hours: '09:00-23:00',
  }),
  channel({
    id: 'usdt-trc20',
    name: 'USDT-TRC20',
    kind: 'virtual',
    method: 'usdt_trc20',
    network: 'TRC20',
    waitScreen: 'virtualWait',
    min: '200.00',
  }),
];

function order(overrides: Partial<DepositOrder> = {}): DepositOrder {
  return {
    orderNo: 'D2026112700000001',
    channelId: 'bank',
    channelName: '银行卡转账',
    kind: 'transfer',
    waitScreen: 'transferWait',
    amount: '1000.00',
    fee: '0.00',
    bonus: '10.00',
    creditAmount: '1010.00',
    state: 'pending',
    createdAt: NOW,
    expiresAt: NOW + 30 * 60_000,
    resolvedAt: null,
    receiver: {
      accountName: '极光科技有限公司',
      account: '6222020200112233445',
      bankName: '中国工商银行',
      branch: '深圳南山支行',
    },
    payUrl: 'http://app.test/sandbox-pay/pay/SP1',
    signalCode: null,
    usdt: null,
    txHash: null,
    ...overrides,
  };
}

/** The deposit calls as the server answers them, recording what was asked. */
const USDT_ORDER: Partial<DepositOrder> = {
  orderNo: 'D2026112700000002',
  channelId: 'usdt-trc20',
  channelName: 'USDT-TRC20',
  kind: 'virtual',
  waitScreen: 'virtualWait',
  receiver: {
    accountName: '',
    account: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    bankName: 'TRC20',
    branch: null,
  },
  usdt: { network: 'TRC20', usdtAmount: '139.275767', rate: '7.1800' },
};

function depositBackend(options: { bound?: boolean; state?: DepositOrderState; usdt?: boolean } = {}) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  let current = order({ state: options.state ?? 'pending', ...(options.usdt ? USDT_ORDER : {}) });
  const route =
    (path: string, answer: (body: Record<string, unknown>) => Envelope | Promise<Envelope>) =>
    (body: unknown) => {
      calls.push({ path, body: body as Record<string, unknown> });
      return answer(body as Record<string, unknown>);
    };
  const routes = {
    '/site/api/v1/user/member/info': () =>
      okEnvelope(memberInfo(options.bound ? { bindRealName: true, realName: '张三' } : {})),
    [`${FD}/payment/types`]: route('types', () => okEnvelope({ channels: CHANNELS })),
    '/site/api/v1/querySiteDepositRewardConfigList': route('rewards', () =>
      okEnvelope({
        rewards: [
          {
            kind: 'virtual',
            title: 'USDT存款加赠1.5%',
            rate: '0.0150',
            maxReward: '888.00',
            minDeposit: '500.00',
          },
        ],
      }),
    ),
    '/site/api/v1/member/bindFromDeposit': route('bind', (body) => okEnvelope({ realName: body.realName })),
    [`${FD}/pay`]: route('pay', (body) => {
      current = order({
        amount: body.amount as string,
        channelId: body.channelId as string,
        expiresAt: Date.now() + 30 * 60_000,
      });
      return okEnvelope(current);
    }),
    [`${FD}/getDepositOrderStatus`]: route('status', () => okEnvelope(current)),
    [`${FD}/createSignalCode`]: route('signal', () =>
      okEnvelope({ orderNo: current.orderNo, signalCode: 'K7Q2M9' }),
    ),
    [`${FD}/closeOrder`]: route('close', () => {
      current = { ...current, state: 'cancelled', resolvedAt: NOW };
      return okEnvelope(current);
    }),
    [`${FD}/getCustomerInfo`]: route('help', () =>
      okEnvelope({
        serviceUrl: 'https://chat.example.test/cashier',
        contacts: [{ kind: 'telegram', value: '@cashier' }],
        hours: '7×24小时',
      }),
    ),
    [`${FD}/utcTransfer`]: route('utc', (body) => {
      current = { ...current, txHash: body.txHash as string };
      return okEnvelope(current);
    }),
    [`${FD}/getTransferRate`]: route('rate', () =>
      okEnvelope({
        quoteId: 'Q1',
        currency: 'USDT',
        network: 'TRC20',
        rate: '7.1800',
        expiresAt: NOW + 60_000,
      }),
    ),
  };
  return { routes, calls, of: (path: string) => calls.filter((call) => call.path === path) };
}

function renderDeposit(path: string, backend: ReturnType<typeof depositBackend>) {
  return renderApp(backend.routes, { url: `http://app.test${path}`, storage: loggedIn });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/mine/savemoney (spec 7.3 payment/types, pay)', () => {
  it('lists the channels by kind with their limits, bonus, rewards and a closed one as 维护中', async () => {
    renderDeposit('/mine/savemoney', depositBackend({ bound: true }));
    const channels = await screen.findByRole('region', { name: '存款方式' });
    const bank = await within(channels).findByRole('group', { name: '银行卡转账' });
    expect(within(bank).getByRole('radio', { name: /银行卡转账/ })).toHaveProperty('checked', true);
    expect(bank.textContent).toContain('单笔 ¥100 - ¥50,000');
    expect(bank.textContent).toContain('加赠 1%');
    const qr = within(channels).getByRole('group', { name: '网银 / 支付宝 / 微信扫码' });
    expect(within(qr).getByRole('radio', { name: /支付宝扫码/ })).toHaveProperty('disabled', true);
    expect(qr.textContent).toContain('维护中');
    expect(qr.textContent).toContain('开放时间 09:00-23:00');
    const usdt = within(channels).getByRole('group', { name: 'USDT 存款' });
    expect(usdt.textContent).toContain('USDT存款加赠1.5%（最高 ¥888，单笔满 ¥500）');
  });

  it('checks the amount as it is typed: the spec 5 rule, then the channel limits; a chip fills it in', async () => {
    const backend = depositBackend({ bound: true });
    const { user } = renderDeposit('/mine/savemoney', backend);
    const form = await screen.findByRole('region', { name: '存款' });
    const amount = within(form).getByLabelText('存款金额');
    await user.type(amount, '12.345');
    expect(await within(form).findByText('金额最多2位小数，且不超过12位')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '99.99');
    expect(await within(form).findByText('单笔最低存款 ¥100')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '50000.01');
    expect(await within(form).findByText('单笔最高存款 ¥50,000')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: '¥500' }));
    expect(amount).toHaveProperty('value', '500.00');
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
    expect(within(form).getByText('预计到账 ¥505')).toBeTruthy();
    expect(backend.of('pay')).toHaveLength(0);
  });

  it('a first deposit takes the real name, then pays once under one idempotency key and opens the wait screen', async () => {
    const backend = depositBackend();
    const { user } = renderDeposit('/mine/savemoney', backend);
    const form = await screen.findByRole('region', { name: '存款' });
    expect(await within(form).findByText('首次存款请绑定真实姓名')).toBeTruthy();
    await user.type(within(form).getByLabelText('存款金额'), '1000');
    await user.type(within(form).getByLabelText('真实姓名'), '张·');
    await user.click(within(form).getByRole('button', { name: '立即存款' }));
    expect(await within(form).findByText('请输入正确的姓名')).toBeTruthy();
    expect(backend.of('bind')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('真实姓名'));
    await user.type(within(form).getByLabelText('真实姓名'), '张三');
    const submit = within(form).getByRole('button', { name: '立即存款' });
    await user.dblClick(submit);
    const wait = await screen.findByRole('region', { name: '银行卡转账' });
    expect(backend.of('bind').map((call) => call.body)).toEqual([{ realName: '张三' }]);
    const pays = backend.of('pay');
    expect(pays).toHaveLength(1);
    expect(pays[0]?.body).toMatchObject({ channelId: 'bank', amount: '1000' });
    expect(pays[0]?.body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    expect(wait.textContent).toContain('D2026112700000001');
    expect(wait.textContent).toContain('¥1,000');
    expect(wait.textContent).toContain('6222020200112233445');
    expect(wait.textContent).toContain('极光科技有限公司');
    expect(await within(wait).findByText('K7Q2M9')).toBeTruthy();
    expect(within(wait).getByRole('link', { name: '打开付款页面' }).getAttribute('href')).toBe(
      'http://app.test/sandbox-pay/pay/SP1',
    );
    expect(within(wait).getByRole('img', { name: '扫码付款' })).toBeTruthy();
    expect(within(wait).getByRole('timer').textContent).toMatch(/请在 (29:5\d|30:00) 内完成付款/);
    expect(await within(wait).findByRole('link', { name: '联系在线客服' })).toBeTruthy();
    expect(backend.of('status')).toHaveLength(0);
  });

  it('a refused pay says why and a retry of the same deposit after a lost answer keeps its key', async () => {
    const backend = depositBackend({ bound: true });
    let attempts = 0;
    const { user } = renderApp(
      {
        ...backend.routes,
        [`${FD}/pay`]: (body: unknown) => {
          attempts += 1;
          backend.calls.push({ path: 'pay', body: body as Record<string, unknown> });
          if (attempts === 1) return Promise.reject(new TypeError('connection reset'));
          return codeEnvelope(Code.FrequentSubmission, '请求处理中，请勿重复提交');
        },
      },
      { url: 'http://app.test/mine/savemoney', storage: loggedIn },
    );
    const form = await screen.findByRole('region', { name: '存款' });
    await user.type(within(form).getByLabelText('存款金额'), '300');
    await user.click(within(form).getByRole('button', { name: '立即存款' }));
    await waitFor(() => expect(backend.of('pay')).toHaveLength(1));
    await user.click(within(form).getByRole('button', { name: '立即存款' }));
    expect(await screen.findByText('请求处理中，请勿重复提交')).toBeTruthy();
    const [first, second] = backend.of('pay');
    expect(second?.body.idempotencyKey).toBe(first?.body.idempotencyKey);
  });

  it('a USDT channel shows the quoted rate, the USDT for the amount and sends the quote with the order', async () => {
    const backend = depositBackend({ bound: true });
    const { user } = renderDeposit('/mine/savemoney', backend);
    await user.click(await screen.findByRole('radio', { name: /USDT-TRC20/ }));
    const form = screen.getByRole('region', { name: '存款' });
    expect(await within(form).findByText('参考汇率 1 USDT = 7.1800 CNY')).toBeTruthy();
    await user.type(within(form).getByLabelText('存款金额'), '1000');
    expect(await within(form).findByText('约需支付 139.275767 USDT')).toBeTruthy();
    expect(within(form).getByText(/报价 \d+ 秒后过期/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: '立即存款' }));
    await waitFor(() => expect(backend.of('pay')).toHaveLength(1));
    expect(backend.of('pay')[0]?.body).toMatchObject({
      channelId: 'usdt-trc20',
      amount: '1000',
      quoteId: 'Q1',
    });
  });
});

describe('the wait screens (spec 2.2)', () => {
  it('cancelling asks first, then calls closeOrder and says the order is cancelled', async () => {
    const backend = depositBackend({ bound: true });
    const { user } = renderDeposit('/mine/transferWait?orderNo=D2026112700000001', backend);
    const wait = await screen.findByRole('region', { name: '银行卡转账' });
    await user.click(within(wait).getByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('alertdialog', { name: '取消订单' });
    await user.click(within(dialog).getByRole('button', { name: '继续付款' }));
    expect(backend.of('close')).toHaveLength(0);

    await user.click(within(wait).getByRole('button', { name: '取消订单' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '取消订单' })).getByRole('button', {
        name: '取消订单',
      }),
    );
    expect(await within(wait).findByRole('heading', { name: '订单已取消' })).toBeTruthy();
    expect(backend.of('close').map((call) => call.body)).toEqual([{ orderNo: 'D2026112700000001' }]);
    expect(within(wait).getByRole('link', { name: '继续存款' }).getAttribute('href')).toBe('/mine/savemoney');
  });

  it('我已付款 shows the waiting state; the credit ends on success with a toast and the records link', async () => {
    const backend = depositBackend({ bound: true });
    const { user, services } = renderDeposit('/mine/transferWait?orderNo=D2026112700000001', backend);
    const wait = await screen.findByRole('region', { name: '银行卡转账' });
    await user.click(within(wait).getByRole('button', { name: '我已付款' }));
    expect(within(wait).getByText(/正在确认到账/)).toBeTruthy();
    expect(within(wait).getByRole('button', { name: '我已付款' })).toHaveProperty('disabled', true);

    services.store.dispatch(depositStateChanged({ orderNo: 'D2026112700000001', state: 'paid' }));
    expect(await within(wait).findByRole('heading', { name: '存款成功' })).toBeTruthy();
    expect(await screen.findByText('存款成功，¥1,010 已到账')).toBeTruthy();
    expect(within(wait).getByRole('link', { name: '查看交易记录' }).getAttribute('href')).toBe(
      '/mine/transRecord',
    );
  });

  it('a USDT order asks for the USDT amount to the address; after 我已付款 the transfer hash may be given', async () => {
    const backend = depositBackend({ bound: true, usdt: true });
    const { user } = renderDeposit('/mine/virtualWait?orderNo=D2026112700000002', backend);
    const wait = await screen.findByRole('region', { name: 'USDT-TRC20' });
    expect(wait.textContent).toContain('139.275767');
    expect(wait.textContent).toContain('网络 TRC20，汇率 1 USDT = 7.1800 CNY');
    expect(within(wait).getByRole('button', { name: '复制收款地址' })).toBeTruthy();
    expect(within(wait).queryByLabelText('交易哈希（选填）')).toBeNull();

    await user.click(within(wait).getByRole('button', { name: '我已付款' }));
    const hash = within(wait).getByLabelText('交易哈希（选填）');
    await user.type(hash, 'abc123');
    await user.click(within(wait).getByRole('button', { name: '提交哈希' }));
    expect(await within(wait).findByText('请输入正确的交易哈希')).toBeTruthy();
    expect(backend.of('utc')).toHaveLength(0);

    const txHash = 'a'.repeat(64);
    await user.clear(hash);
    await user.type(hash, txHash);
    await user.click(within(wait).getByRole('button', { name: '提交哈希' }));
    expect(await within(wait).findByText(`已提交交易哈希：${txHash}`)).toBeTruthy();
    expect(backend.of('utc').map((call) => call.body)).toEqual([{ orderNo: 'D2026112700000002', txHash }]);
  });

  it('copying the account says 复制成功', async () => {
    const { user } = renderDeposit(
      '/mine/transferWait?orderNo=D2026112700000001',
      depositBackend({ bound: true }),
    );
    const wait = await screen.findByRole('region', { name: '银行卡转账' });
    await user.click(within(wait).getByRole('button', { name: '复制收款账号' }));
    expect(await screen.findByText('复制成功')).toBeTruthy();
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe('6222020200112233445');
  });

  it('a reload of an expired order shows the ending; an order on another kind of screen moves to its own', async () => {
    renderDeposit(
      '/mine/rechargeWait?orderNo=D2026112700000001',
      depositBackend({ bound: true, state: 'expired' }),
    );
    const wait = await screen.findByRole('region', { name: '银行卡转账' });
    expect(await within(wait).findByRole('heading', { name: '订单已过期' })).toBeTruthy();
    expect(wait.textContent).toContain('D2026112700000001');
  });

  it('without an order number it leads back to the deposit page', async () => {
    renderDeposit('/mine/virtualWait', depositBackend({ bound: true }));
    expect(await screen.findByText('没有找到这笔订单，请从存款页重新提交。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回存款' }).getAttribute('href')).toBe('/mine/savemoney');
  });
});
