import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@src/contract';
import { md5Hex } from '../../db/seed';
import { ApiError } from '../../http/apiError';
import { useFakeClock } from '../../testing/fakeClock';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';
import { ICBC_CARD, LOGIN_PASSWORD, newCardMember } from '../testing/cardMembers';

function refusalOf(work: () => unknown): { code: number; message: string } {
  try {
    work();
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the cards service', () => {
  useFakeClock();
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend.close());

  const bank = (cardNumber = ICBC_CARD) => ({ bankCode: 'ICBC', cardNumber, holderName: '李四', branch: '' });

  it('finds a card only for its owner (ownedBy), with the number masked and the full one kept for payouts', async () => {
    const owner = await newCardMember(backend);
    const other = await newCardMember(backend);
    const card = backend.services.cards.addBankCard(owner.id, bank());
    const found = backend.services.cards.ownedBy(owner.id, card.id);
    expect(found).toMatchObject({
      id: card.id,
      kind: 'bank',
      providerName: '中国工商银行',
      maskedAccount: '**** **** **** 0128',
      holder: '李*',
      holderName: '李四',
      account: ICBC_CARD,
    });
    expect(backend.services.cards.ownedBy(other.id, card.id)).toBeUndefined();
    expect(backend.services.cards.ownedBy(owner.id, card.id + 1000)).toBeUndefined();
  });

  it('refuses a holder name other than the bound real name', async () => {
    const member = await newCardMember(backend);
    expect(refusalOf(() => backend.services.cards.addBankCard(member.id, { ...bank(), holderName: '王五' }))).toEqual({
      code: Code.InvalidParameter,
      message: '持卡人姓名须与您绑定的真实姓名一致',
    });
  });

  it('keeps at most 5 of a kind and refuses the same account twice', async () => {
    const member = await newCardMember(backend);
    const cards = backend.services.cards;
    cards.addBankCard(member.id, bank());
    expect(refusalOf(() => cards.addBankCard(member.id, bank()))).toEqual({
      code: Code.DataExists,
      message: '该账户已绑定，无需重复添加',
    });
    for (const account of ['13800000001', '13800000002', '13800000003', '13800000004', '13800000005']) {
      cards.addAlipayAccount(member.id, { account, holderName: '李四' });
    }
    expect(refusalOf(() => cards.addAlipayAccount(member.id, { account: 'a@b.cn', holderName: '李四' }))).toEqual({
      code: Code.DataExists,
      message: '支付宝账户最多可绑定5个，请先删除不用的再添加',
    });
    expect(cards.list(member.id).cards.map((card) => card.kind)).toEqual([
      'bank',
      'alipay',
      'alipay',
      'alipay',
      'alipay',
      'alipay',
    ]);
  });

  it('deletes only after the withdrawal password, and a deleted card is no longer owned', async () => {
    const member = await newCardMember(backend);
    const { cards, withdrawalPasswords } = backend.services;
    await withdrawalPasswords.set(member.id, md5Hex(LOGIN_PASSWORD), '258013');
    const card = cards.addBankCard(member.id, bank());
    await expect(cards.remove(member.id, card.id, '111222')).rejects.toMatchObject({ code: Code.PasswordCheckFailure });
    expect(cards.ownedBy(member.id, card.id)).toBeDefined();
    await cards.remove(member.id, card.id, '258013');
    expect(cards.ownedBy(member.id, card.id)).toBeUndefined();
    // Its number may be bound again.
    expect(cards.addBankCard(member.id, bank()).id).not.toBe(card.id);
  });
});
