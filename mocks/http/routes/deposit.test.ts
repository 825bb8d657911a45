import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code, Header } from '@src/contract';
import { depositApi, type DepositOrder, type TransferRate } from '@src/contract/deposit';
import { createDepositBed, type DepositBed } from '../../funds/deposits/depositTestKit';
import { DEPOSIT_NOTIFY_PATH } from '../../funds/deposits';
import { depositDevApi } from './depositDev';

const asMember = (token: string) => ({ [Header.token]: token });
let keyCount = 0;
const newKey = () => `route-test-${++keyCount}-${Date.now()}`;

describe('the deposit calls', () => {
  let bed: DepositBed;
  /** demo01: no real name bound. */
  let other: string;

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    bed = await createDepositBed((ms) => vi.setSystemTime(ms), { sandboxPay: { delayMs: 1000, fault: 'none' } });
    other = await bed.backend.loginDemo('plain');
  });
  afterEach(async () => {
    await bed.close();
    vi.useRealTimers();
  });

  const call = <T>(path: string, body: unknown, token = bed.token) => bed.backend.call<T>(path, body, asMember(token));

  it('answer 6001 to every member-only call without a token', async () => {
    const memberOnly = Object.values(depositApi).filter((endpoint) => endpoint.auth);
    expect(memberOnly.length).toBe(10);
    for (const endpoint of memberOnly) {
      const answer = await bed.backend.call(endpoint.path, {});
      expect(answer.body.status_code, endpoint.path).toBe(Code.LoginExpired);
    }
  });

  it('refuse a malformed pay with 6007 and a Chinese message naming what is wrong', async () => {
    const cases: [unknown, RegExp][] = [
      [{ channelId: 'alipay-qr', amount: '100.123', idempotencyKey: newKey() }, /金额/],
      [{ channelId: 'alipay-qr', amount: '1234567890.12', idempotencyKey: newKey() }, /金额最多2位小数，且不超过12位/],
      [{ channelId: 'alipay-qr', amount: 100, idempotencyKey: newKey() }, /金额/],
      [{ channelId: 'alipay-qr', amount: '0.00', idempotencyKey: newKey() }, /存款金额必须大于0/],
      [{ channelId: 'alipay-qr', amount: '-5', idempotencyKey: newKey() }, /金额/],
      [{ channelId: 'alipay-qr', amount: '100.00', idempotencyKey: 'short' }, /幂等键/],
      [{ channelId: 'alipay-qr', amount: '49.99', idempotencyKey: newKey() }, /存款金额不能低于该通道的最低限额/],
      [{ channelId: 'alipay-qr', amount: '10000.01', idempotencyKey: newKey() }, /存款金额不能高于该通道的最高限额/],
    ];
    for (const [body, message] of cases) {
      const answer = await call(depositApi.pay.path, body);
      expect(answer.body.status_code, JSON.stringify(body)).toBe(Code.InvalidParameter);
      expect(answer.body.message, JSON.stringify(body)).toMatch(message);
    }
    const unknown = await call(depositApi.pay.path, { channelId: 'no-such', amount: '100.00', idempotencyKey: newKey() });
    expect(unknown.body).toMatchObject({ status_code: Code.NotFound, message: '存款通道不存在' });
  });

  it('refuse pay on a site with deposits disabled (spec 2.4), whatever the client shows', async () => {
    bed.backend.db.prepare('UPDATE site_config SET deposit_enabled = 0 WHERE id = 1').run();
    const answer = await call(depositApi.pay.path, { channelId: 'alipay-qr', amount: '100.00', idempotencyKey: newKey() });
    expect(answer.body).toMatchObject({ status_code: Code.AccessDenied, message: '存款功能暂未开放' });
  });

  it('pay answers what the wait screen needs, and replays the same order for the same key', async () => {
    const key = newKey();
    const first = await call<DepositOrder>(depositApi.pay.path, { channelId: 'bank-card', amount: '500', idempotencyKey: key });
    expect(first.body.status_code).toBe(Code.Success);
    expect(first.body.data).toMatchObject({
      channelName: '银行卡转账',
      kind: 'transfer',
      waitScreen: 'transferWait',
      amount: '500.00',
      creditAmount: '500.00',
      state: 'pending',
      receiver: { bankName: '中国工商银行' },
      usdt: null,
    });
    expect(first.body.data.payUrl).toMatch(/^\/sandbox-pay\/pay\/SP[0-9A-F]{20}$/);
    expect(first.body.data.expiresAt - first.body.data.createdAt).toBe(30 * 60_000);
    const again = await call<DepositOrder>(depositApi.pay.path, { channelId: 'bank-card', amount: '500', idempotencyKey: key });
    expect(again.body.data.orderNo).toBe(first.body.data.orderNo);
    const conflict = await call(depositApi.pay.path, { channelId: 'bank-card', amount: '600', idempotencyKey: key });
    expect(conflict.body).toMatchObject({ status_code: Code.DataExists, message: '该幂等键已用于另一笔请求' });
  });

  it('make one order per key even when the answer of the first call was lost with its process', async () => {
    const key = newKey();
    const first = await call<DepositOrder>(depositApi.pay.path, { channelId: 'alipay-qr', amount: '120', idempotencyKey: key });
    // As after a crash between the order's transaction and the saved answer: the key's claim left in flight,
    // long enough ago to count as abandoned (the saved answer is final by trigger: this test steps around it).
    const { db } = bed.backend;
    db.exec('DROP TRIGGER idempotent_requests_done_is_final');
    db.prepare(
      "UPDATE idempotent_requests SET state = 'in_flight', answer = NULL, created_at = ? WHERE idempotency_key = ?",
    ).run(Date.now() - 61_000, key);
    const again = await call<DepositOrder>(depositApi.pay.path, { channelId: 'alipay-qr', amount: '120', idempotencyKey: key });
    expect(again.body.data.orderNo).toBe(first.body.data.orderNo);
  });

  it('ask a member without a real name to bind one first (bindFromDeposit), once', async () => {
    const refused = await call(depositApi.pay.path, { channelId: 'alipay-qr', amount: '100', idempotencyKey: newKey() }, other);
    expect(refused.body).toMatchObject({ status_code: Code.BindRealName, message: '首次存款请先绑定真实姓名' });
    const badName = await call(depositApi.bindFromDeposit.path, { realName: '张·' }, other);
    expect(badName.body.status_code).toBe(Code.InvalidParameter);
    expect(badName.body.message).toMatch(/请输入正确的姓名/);
    const bound = await call(depositApi.bindFromDeposit.path, { realName: '李小龙' }, other);
    expect(bound.body.status_code).toBe(Code.Success);
    expect(bound.body.data).toEqual({ realName: '李**' });
    const twice = await call(depositApi.bindFromDeposit.path, { realName: '李小龙' }, other);
    expect(twice.body).toMatchObject({ status_code: Code.DataExists, message: '已绑定真实姓名' });
    const paid = await call(depositApi.pay.path, { channelId: 'alipay-qr', amount: '100', idempotencyKey: newKey() }, other);
    expect(paid.body.status_code).toBe(Code.Success);
  });

  it("never show or act on another member's order: it is not found", async () => {
    const order = await bed.pay('bank-card', '100.00');
    await call(depositApi.bindFromDeposit.path, { realName: '李小龙' }, other);
    for (const [path, body] of [
      [depositApi.getDepositOrderStatus.path, { orderNo: order.orderNo }],
      [depositApi.closeOrder.path, { orderNo: order.orderNo }],
      [depositApi.createSignalCode.path, { orderNo: order.orderNo }],
      [depositApi.utcTransfer.path, { orderNo: order.orderNo, txHash: 'a'.repeat(64) }],
    ] as const) {
      const answer = await call(path, body, other);
      expect(answer.body, path).toMatchObject({ status_code: Code.NotFound, message: '订单不存在' });
    }
    expect((await bed.status(order.orderNo)).state).toBe('pending');
    const malformed = await call(depositApi.getDepositOrderStatus.path, { orderNo: 'X1' });
    expect(malformed.body.status_code).toBe(Code.InvalidParameter);
    expect(malformed.body.message).toMatch(/订单号格式不正确/);
  });

  it('closeOrder cancels a pending order once, pushes it, and the payer page then refuses to pay', async () => {
    const before = await bed.centre();
    const order = await bed.pay('alipay-qr', '200.00');
    const closed = await call<DepositOrder>(depositApi.closeOrder.path, { orderNo: order.orderNo });
    expect(closed.body.data.state).toBe('cancelled');
    const again = await call<DepositOrder>(depositApi.closeOrder.path, { orderNo: order.orderNo });
    expect(again.body.data.state).toBe('cancelled');
    expect(bed.payAsPayer(order.orderNo)).toBe('closed');
    await bed.advance(60_000);
    expect(await bed.centre()).toBe(before);
    expect(bed.events).toEqual([{ orderNo: order.orderNo, state: 'cancelled' }]);

    const paid = await bed.pay('alipay-qr', '200.00');
    bed.payAsPayer(paid.orderNo);
    await bed.advance(1000);
    const late = await call(depositApi.closeOrder.path, { orderNo: paid.orderNo });
    expect(late.body).toMatchObject({ status_code: Code.Warning, message: '订单已结束，无法操作' });
  });

  it('createSignalCode makes one remark per order of a channel that needs one', async () => {
    const order = await bed.pay('bank-card', '100.00');
    const first = await call<{ signalCode: string }>(depositApi.createSignalCode.path, { orderNo: order.orderNo });
    expect(first.body.data.signalCode).toMatch(/^[A-Z2-9]{6}$/);
    const second = await call<{ signalCode: string }>(depositApi.createSignalCode.path, { orderNo: order.orderNo });
    expect(second.body.data.signalCode).toBe(first.body.data.signalCode);
    expect((await bed.status(order.orderNo)).signalCode).toBe(first.body.data.signalCode);
    const qr = await bed.pay('alipay-qr', '100.00');
    const refused = await call(depositApi.createSignalCode.path, { orderNo: qr.orderNo });
    expect(refused.body).toMatchObject({ status_code: Code.InvalidParameter, message: '该通道无需附言码' });
  });

  it('quote a USDT rate that a virtual order uses until it expires', async () => {
    const quote = await call<TransferRate>(depositApi.getTransferRate.path, { network: 'TRC20' });
    expect(quote.body.data).toMatchObject({ currency: 'USDT', network: 'TRC20', rate: '7.1800' });
    expect(quote.body.data.expiresAt - Date.now()).toBe(60_000);
    const order = await call<DepositOrder>(depositApi.pay.path, {
      channelId: 'usdt-trc20',
      amount: '718.00',
      idempotencyKey: newKey(),
      quoteId: quote.body.data.quoteId,
    });
    expect(order.body.data.usdt).toEqual({ network: 'TRC20', usdtAmount: '100.000000', rate: '7.1800' });
    expect(order.body.data.bonus).toBe('10.77');
    // 100 CNY at 7.18 is 13.927576... USDT: rounded up, the site is never short.
    const odd = await bed.pay('usdt-trc20', '100.00');
    expect(odd.usdt?.usdtAmount).toBe('13.927577');

    vi.setSystemTime(Date.now() + 60_000);
    const stale = await call(depositApi.pay.path, {
      channelId: 'usdt-trc20',
      amount: '718.00',
      idempotencyKey: newKey(),
      quoteId: quote.body.data.quoteId,
    });
    expect(stale.body).toMatchObject({ status_code: Code.Warning, message: '汇率报价已过期，请重新获取' });
    const wrongNetwork = await call(depositApi.getTransferRate.path, { network: 'BEP20' });
    expect(wrongNetwork.body.status_code).toBe(Code.InvalidParameter);
    expect(wrongNetwork.body.message).toMatch(/请选择正确的网络/);
  });

  it('utcTransfer notes the hash of a coin order without crediting it', async () => {
    const before = await bed.centre();
    const order = await bed.pay('usdt-erc20', '1000.00');
    const bad = await call(depositApi.utcTransfer.path, { orderNo: order.orderNo, txHash: 'xyz' });
    expect(bad.body.status_code).toBe(Code.InvalidParameter);
    expect(bad.body.message).toMatch(/请输入正确的交易哈希/);
    const noPrefix = await call(depositApi.utcTransfer.path, { orderNo: order.orderNo, txHash: 'ab'.repeat(32) });
    expect(noPrefix.body.message).toBe('请输入正确的交易哈希');
    const hash = `0x${'ab'.repeat(32)}`;
    const noted = await call<DepositOrder>(depositApi.utcTransfer.path, { orderNo: order.orderNo, txHash: hash });
    expect(noted.body.data).toMatchObject({ txHash: hash, state: 'pending' });
    expect(await bed.centre()).toBe(before);
    const bank = await bed.pay('bank-card', '100.00');
    const notCoin = await call(depositApi.utcTransfer.path, { orderNo: bank.orderNo, txHash: hash });
    expect(notCoin.body).toMatchObject({ status_code: Code.InvalidParameter, message: '该订单不是虚拟币订单' });
  });

  it('list the channels, coins, rewards and the cashier desk', async () => {
    const types = await call<{ channels: { id: string; kind: string; waitScreen: string; bonusRate: string }[] }>(
      depositApi.paymentTypes.path,
      {},
    );
    expect(types.body.data.channels.map((channel) => [channel.id, channel.waitScreen])).toEqual([
      ['bank-card', 'transferWait'],
      ['online-banking', 'rechargeWait'],
      ['alipay-qr', 'rechargeWait'],
      ['wechat-qr', 'rechargeWait'],
      ['huione', 'huiwangWait'],
      ['coin-collection', 'xnbskWait'],
      ['usdt-trc20', 'virtualWait'],
      ['usdt-erc20', 'virtualWait'],
    ]);
    const coins = await call<{ currencies: { name: string }[] }>(depositApi.vCurrencyList.path, {});
    expect(coins.body.data.currencies.map((coin) => coin.name)).toEqual(['USDT-TRC20', 'USDT-ERC20']);
    const rewards = await bed.backend.call<{ rewards: { kind: string; rate: string }[] }>(
      depositApi.querySiteDepositRewardConfigList.path,
      {},
    );
    expect(rewards.body.data.rewards).toContainEqual(expect.objectContaining({ kind: 'virtual', rate: '0.0150', maxReward: '1888.00' }));
    const desk = await call<{ hours: string; serviceUrl: string | null }>(depositApi.getCustomerInfo.path, {});
    expect(desk.body.data).toMatchObject({ hours: '7×24小时', serviceUrl: '/app/help/zxkf' });
  });

  it("take the provider's reports only as they are: malformed ones 6007, forged ones to review, unknown ones logged", async () => {
    const order = await bed.pay('alipay-qr', '100.00');
    const record = bed.backend.services.deposits.orders.find(order.orderNo);
    const malformed = await bed.backend.call(`${DEPOSIT_NOTIFY_PATH}/sandbox`, { providerOrderId: 1 });
    expect(malformed.body.status_code).toBe(Code.InvalidParameter);
    const elsewhere = await bed.backend.call(`${DEPOSIT_NOTIFY_PATH}/other`, {});
    expect(elsewhere.body.status_code).toBe(Code.NotFound);
    const forged = {
      providerOrderId: record?.providerOrderId,
      merchantOrderNo: order.orderNo,
      amount: '100.00',
      state: 'paid',
      sequence: 1,
      sentAt: Date.now(),
      sign: 'f'.repeat(64),
    };
    const answer = await bed.backend.call(`${DEPOSIT_NOTIFY_PATH}/sandbox`, forged);
    expect(answer.body.status_code).toBe(Code.Success);
    // A forged report is logged and changes nothing: the order still waits for its payer.
    expect((await bed.status(order.orderNo)).state).toBe('pending');
    await bed.backend.call(`${DEPOSIT_NOTIFY_PATH}/sandbox`, { ...forged, providerOrderId: 'SP0000', merchantOrderNo: 'D1' });
    const reviews = await bed.backend.call<{ reason: string }[]>(depositDevApi.depositReviews.path, {});
    expect(reviews.body.data.map((review) => review.reason)).toEqual(['bad_signature', 'unknown_order']);
  });

  it('the dev API pays an order as its payer and changes the provider settings', async () => {
    const before = await bed.centre();
    const settings = await bed.backend.call(depositDevApi.sandboxPaySettings.path, { delayMs: 5 });
    expect(settings.body.data).toEqual({ delayMs: 5, fault: 'none' });
    const badFault = await bed.backend.call(depositDevApi.sandboxPaySettings.path, { fault: 'sometimes' });
    expect(badFault.body.status_code).toBe(Code.InvalidParameter);
    const order = await bed.pay('wechat-qr', '50.00');
    const paid = await bed.backend.call(depositDevApi.payDepositOrder.path, { orderNo: order.orderNo });
    expect(paid.body.data).toEqual({ outcome: 'paid' });
    await bed.advance(5);
    expect(await bed.centre()).toBe((Number(before) + 50).toFixed(2));
    const twice = await bed.backend.call(depositDevApi.payDepositOrder.path, { orderNo: order.orderNo });
    expect(twice.body.data).toEqual({ outcome: 'already_paid' });
  });
});

describe('the sandbox payer page', () => {
  let bed: DepositBed;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    bed = await createDepositBed((ms) => vi.setSystemTime(ms), { sandboxPay: { delayMs: 1000, fault: 'none' } });
  });
  afterEach(async () => {
    await bed.close();
    vi.useRealTimers();
  });

  it('shows the order in Chinese under the site CSP (its one style with the nonce, no script) and pays on 确认付款', async () => {
    const before = await bed.centre();
    const order = await bed.pay('alipay-qr', '88.80');
    const page = await bed.backend.app.inject({ method: 'GET', url: order.payUrl ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(page.payload).toContain(`<style nonce="${nonce}">`);
    expect(page.payload).not.toMatch(/<script/i);
    expect(page.payload).toContain('¥88.80');
    expect(page.payload).toContain(order.orderNo);
    expect(page.payload).toMatch(/<button type="submit">确认付款<\/button>/);

    const pressed = await bed.backend.app.inject({
      method: 'POST',
      url: order.payUrl ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pressed.payload).toContain('付款成功');
    expect(pressed.payload).not.toContain('确认付款</button>');
    await bed.advance(1000);
    expect(await bed.centre()).toBe((Number(before) + 88.8).toFixed(2));

    const unknown = await bed.backend.app.inject({ method: 'GET', url: '/sandbox-pay/pay/nothing' });
    expect(unknown.payload).toContain('订单不存在');
  });
});
