import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Header, api } from '@src/contract';
import type { WithdrawInfo, WithdrawOrder } from '@src/contract/withdraw';
import { md5Hex } from '../../db/seed';
import { ICBC_CARD, LOGIN_PASSWORD, newCardMember, type CardMember } from '../../funds/testing/cardMembers';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';
import { withdrawDevApi } from './withdraw';

const PASSWORD = '258036';
const asMember = (member: CardMember) => ({ [Header.token]: member.token });

let backend: TestBackend;
let keySerial = 0;
const newKey = () => `wd-key-${String((keySerial += 1)).padStart(4, '0')}`;

/** A member with a withdrawal password and one ICBC card, as the cards calls make them. */
async function withdrawingMember(): Promise<CardMember & { cardId: number }> {
  const member = await newCardMember(backend);
  const set = await backend.call(
    api.setWithdrawalPassword.path,
    { loginPassword: md5Hex(LOGIN_PASSWORD), password: PASSWORD, secondPassword: PASSWORD },
    asMember(member),
  );
  expect(set.body.status_code).toBe(Code.Success);
  const card = await backend.call<{ id: number }>(
    api.addBankCard.path,
    { bankCode: 'ICBC', cardNumber: ICBC_CARD, holderName: member.realName },
    asMember(member),
  );
  expect(card.body.status_code).toBe(Code.Success);
  return { ...member, cardId: card.body.data.id };
}

const info = async (member: CardMember) =>
  (await backend.call<WithdrawInfo>(api.withdrawInfo.path, {}, asMember(member))).body.data;

const withdraw = (member: CardMember & { cardId: number }, amount: string, extra: Record<string, unknown> = {}) =>
  backend.call<WithdrawOrder>(
    api.withdrawNew.path,
    { method: 'bank', amount, cardId: member.cardId, password: PASSWORD, idempotencyKey: newKey(), ...extra },
    asMember(member),
  );

beforeAll(async () => {
  backend = await createTestBackend({ devApi: true, withdrawReviewMs: 0 });
});
afterAll(async () => {
  await backend.close();
});

describe('the withdrawal calls', () => {
  it('answer 6001 without a member token', async () => {
    for (const call of [api.withdrawConfig, api.withdrawInfo, api.usdtWithdrawInfo, api.withdrawNew, api.withdrawOrders]) {
      const answer = await backend.call(call.path, {});
      expect(answer.body).toMatchObject({ status_code: Code.LoginExpired, message: '请重新登录' });
    }
  });

  it('show the limits, the balance, the password, the turnover and the cards usable per method', async () => {
    const member = await withdrawingMember();
    const config = await backend.call<{ methods: { method: string; min: string }[] }>(api.withdrawConfig.path, {}, asMember(member));
    expect(config.body.data.methods.map((m) => m.method)).toEqual(['bank', 'usdt_trc20', 'usdt_erc20', 'alipay']);
    const shown = await info(member);
    expect(shown).toMatchObject({ balance: '10000.00', lockMoney: '0.00', passwordSet: true, turnover: { met: true, remaining: '0.00' } });
    expect(shown.methods.find((m) => m.method === 'bank')?.cards).toEqual([
      expect.objectContaining({ id: member.cardId, method: 'bank', name: '中国工商银行', masked: '**** **** **** 0128' }),
    ]);
    const quote = await backend.call(api.usdtWithdrawInfo.path, { method: 'usdt_trc20', amount: '720' }, asMember(member));
    expect(quote.body.data).toMatchObject({ rate: '7.20', fee: '7.00', received: '713.00', receivedUsdt: '99.02' });
  });

  it('refuse a malformed field with 6007 naming it', async () => {
    const member = await withdrawingMember();
    for (const [amount, message] of [
      ['12.345', '取款金额最多两位小数'],
      ['1234567890123', '取款金额最多12位'],
      ['0', '取款金额必须大于0'],
      ['-5', '取款金额最多两位小数'],
    ] as const) {
      const answer = await withdraw(member, amount);
      expect(answer.body.status_code).toBe(Code.InvalidParameter);
      expect(answer.body.message).toContain(message);
    }
    const noPassword = await withdraw(member, '100', { password: '12ab' });
    expect(noPassword.body).toMatchObject({ status_code: Code.InvalidParameter });
    expect(noPassword.body.message).toContain('取款密码为6位数字');
    expect((await withdraw(member, '100', { idempotencyKey: 'x' })).body.status_code).toBe(Code.InvalidParameter);
    expect((await info(member)).lockMoney).toBe('0.00');
  });

  it('reserve the amount in lockMoney, replay the same key, and refuse the key with another body (6009)', async () => {
    const member = await withdrawingMember();
    const key = newKey();
    const first = await withdraw(member, '1500', { idempotencyKey: key });
    expect(first.body).toMatchObject({ status_code: Code.Success, data: { amount: '1500.00', state: 'reviewing' } });
    const again = await withdraw(member, '1500', { idempotencyKey: key });
    expect(again.body.data).toEqual(first.body.data);
    const other = await withdraw(member, '1600', { idempotencyKey: key });
    expect(other.body).toMatchObject({ status_code: Code.DataExists, message: '该幂等键已用于另一笔请求' });
    const balance = await backend.call(api.getBalance.path, {}, asMember(member));
    expect(balance.body.data).toEqual({ centerWalletBalance: '8500.00', lockMoney: '1500.00' });
  });

  it('refuse every rule it breaks, with its code and Chinese message', async () => {
    const member = await withdrawingMember();
    expect((await withdraw(member, '99')).body).toMatchObject({ status_code: 6802, message: '单笔取款金额不能低于100.00元', data: { reason: 'below_min' } });
    expect((await withdraw(member, '50000.01')).body).toMatchObject({ status_code: 6803, message: '单笔取款金额不能高于50000.00元' });
    expect((await withdraw(member, '10000.01')).body).toMatchObject({ status_code: 6807, message: '可用余额不足' });
    expect((await withdraw(member, '100', { method: 'alipay' })).body).toMatchObject({ status_code: 6808, message: '收款账户与取款方式不符' });
    const wrong = await withdraw(member, '100', { password: '147036' });
    expect(wrong.body.status_code).toBe(Code.PasswordCheckFailure);
    expect(wrong.body.message).toBe('资金密码错误，还可尝试4次');

    const bonus = await backend.call(withdrawDevApi.creditBonus.path, { username: member.name, amount: '500', key: `bonus-${member.id}` });
    expect(bonus.body.status_code).toBe(Code.Success);
    expect((await info(member)).turnover).toMatchObject({ required: '500.00', done: '0.00', remaining: '500.00', met: false });
    expect((await withdraw(member, '100')).body).toMatchObject({ status_code: 6806, message: '还需流水¥500.00才能取款' });

    const newcomer = await newCardMember(backend);
    const unset = await backend.call(
      api.withdrawNew.path,
      { method: 'bank', amount: '100', cardId: member.cardId, password: PASSWORD, idempotencyKey: newKey() },
      asMember(newcomer),
    );
    expect(unset.body).toMatchObject({ status_code: 6808, message: '收款账户不存在，请选择您已绑定的账户' });
    expect((await info(newcomer)).passwordSet).toBe(false);
  });

  it('keep each member to their own orders and cards; the review pays or returns the money', async () => {
    const alice = await withdrawingMember();
    const bob = await withdrawingMember();
    const paid = (await withdraw(alice, '1000')).body.data;
    const rejected = (await withdraw(alice, '2000')).body.data;

    const bobsView = await backend.call<{ list: WithdrawOrder[]; total: number }>(api.withdrawOrders.path, {}, asMember(bob));
    expect(bobsView.body.data).toMatchObject({ list: [], total: 0 });
    const withAlicesCard = await withdraw({ ...bob, cardId: alice.cardId }, '100');
    expect(withAlicesCard.body.status_code).toBe(6808);

    expect((await backend.call(withdrawDevApi.approveWithdrawal.path, { orderNo: paid.orderNo })).body.data).toMatchObject({ state: 'paid' });
    const reject = await backend.call(withdrawDevApi.rejectWithdrawal.path, { orderNo: rejected.orderNo, reason: '收款卡信息有误' });
    expect(reject.body.data).toMatchObject({ state: 'rejected', reason: '收款卡信息有误' });
    const again = await backend.call(withdrawDevApi.approveWithdrawal.path, { orderNo: rejected.orderNo });
    expect(again.body).toMatchObject({ status_code: Code.DataExists, message: '该取款订单已处理' });

    const orders = await backend.call<{ list: WithdrawOrder[]; total: number }>(api.withdrawOrders.path, { pageSize: 10 }, asMember(alice));
    expect(orders.body.data.list.map((o) => [o.orderNo, o.state, o.reason])).toEqual([
      [rejected.orderNo, 'rejected', '收款卡信息有误'],
      [paid.orderNo, 'paid', null],
    ]);
    expect(await info(alice)).toMatchObject({ balance: '9000.00', lockMoney: '0.00' });
    const books = await backend.call<{ balanced: boolean }>('/dev/api/ledger/verify', {});
    expect(books.body.data.balanced).toBe(true);
  });
});
