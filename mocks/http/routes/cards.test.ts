import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Header, envelopeSchema } from '@src/contract';
import { cardsApi } from '@src/contract/cards';
import { withdrawalPasswordApi } from '@src/contract/withdrawalPassword';
import { md5Hex } from '../../db/seed';
import { ICBC_CARD, LOGIN_PASSWORD, newCardMember, type CardMember } from '../../funds/testing/cardMembers';
import { useFakeClock } from '../../testing/fakeClock';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';

const PASSWORD = '258013';
/** A valid TRON address (Base58Check, version byte 0x41). */
const TRC20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const ERC20 = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('the bankCard and withdrawal/pwd calls', () => {
  useFakeClock();
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend.close());

  const post = (path: string, body: object, token?: string) =>
    backend.call(path, body, token ? { [Header.token]: token } : {});
  async function get(path: string, query: Record<string, string>, token?: string) {
    const response = await backend.app.inject({
      method: 'GET',
      url: path,
      query,
      headers: { [Header.timestamp]: String(Date.now()), [Header.clientType]: 'web', [Header.uuid]: 'test-device', ...(token ? { [Header.token]: token } : {}) },
    });
    return envelopeSchema.parse(response.json());
  }
  async function memberWithPassword(realName = '李四'): Promise<CardMember> {
    const member = await newCardMember(backend, realName);
    const answer = await post(
      withdrawalPasswordApi.setWithdrawalPassword.path,
      { loginPassword: md5Hex(LOGIN_PASSWORD), password: PASSWORD, secondPassword: PASSWORD },
      member.token,
    );
    expect(answer.body).toEqual({ status_code: Code.Success, data: null, message: '资金密码设置成功' });
    return member;
  }
  const addBank = (member: CardMember, body: object = {}) =>
    post(cardsApi.addBankCard.path, { bankCode: 'ICBC', cardNumber: ICBC_CARD, holderName: member.realName, ...body }, member.token);

  it('answer 6001 without a token, every one of them', async () => {
    for (const call of Object.values({ ...cardsApi, ...withdrawalPasswordApi })) {
      const status = call.method === 'GET' ? (await get(call.path, { id: '1' })).status_code : (await post(call.path, {})).body.status_code;
      expect(status, call.path).toBe(Code.LoginExpired);
    }
  });

  it('list the banks one can add, with their lengths and whether Luhn applies', async () => {
    const member = await newCardMember(backend);
    const answer = await get(cardsApi.addableBanks.path, {}, member.token);
    expect(answer.data).toContainEqual({ bankCode: 'ICBC', bankName: '中国工商银行', lengths: [16, 19], luhn: true });
    expect(answer.data).toContainEqual({ bankCode: 'PSBC', bankName: '中国邮政储蓄银行', lengths: [18, 19], luhn: false });
  });

  it('refuse bad input with 6007 and a Chinese message naming the field', async () => {
    const member = await newCardMember(backend);
    const cases: [object, string][] = [
      [{ cardNumber: '6222 0212 3456 7890 128' }, '银行卡号：只能输入数字'],
      [{ cardNumber: '622202123456789' }, '银行卡号：位数与所选银行不符'],
      [{ cardNumber: '6222021234567890123' }, '银行卡号：卡号有误，请核对后重新输入'],
      [{ bankCode: 'NOPE' }, '开户银行：不支持该银行'],
      [{ holderName: 'Li4' }, '持卡人姓名：请输入正确的姓名'],
    ];
    for (const [body, message] of cases) {
      expect((await addBank(member, body)).body).toMatchObject({ status_code: Code.InvalidParameter, message });
    }
    const virtual = (body: object) => post(cardsApi.addVirtualCard.path, body, member.token);
    expect((await virtual({ network: 'TRC20', address: TRC20.slice(0, -1) + 'X' })).body.message).toBe(
      '钱包地址：请输入正确的TRC20地址（T开头，34位）',
    );
    expect((await virtual({ network: 'ERC20', address: ERC20.replace('E7', 'e7') })).body.message).toBe(
      '钱包地址：地址校验失败，请复制完整地址后重试',
    );
    expect((await virtual({ network: 'BEP20', address: ERC20 })).body.message).toBe('网络：请选择TRC20或ERC20');
    expect((await post(cardsApi.addAlipayAccount.path, { account: '12345', holderName: '李四' }, member.token)).body.message).toBe(
      '支付宝账号：请输入手机号码或邮箱',
    );
    expect(
      (await post(withdrawalPasswordApi.setWithdrawalPassword.path, { loginPassword: md5Hex('x'), password: '111111', secondPassword: '111111' }, member.token)).body,
    ).toMatchObject({ status_code: Code.InvalidParameter, message: '资金密码：不能是相同或连续的数字' });
  });

  it('bind a card only in the bound real name, and list it masked', async () => {
    const member = await newCardMember(backend);
    expect((await addBank(member, { holderName: '王五' })).body).toEqual({
      status_code: Code.InvalidParameter,
      data: null,
      message: '持卡人姓名须与您绑定的真实姓名一致',
    });
    const added = await addBank(member, { branch: '北京朝阳支行' });
    expect(added.body).toMatchObject({ status_code: Code.Success, message: '绑定成功' });
    expect((await post(cardsApi.addVirtualCard.path, { network: 'TRC20', address: TRC20 }, member.token)).body.status_code).toBe(Code.Success);
    expect((await post(cardsApi.addVirtualCard.path, { network: 'ERC20', address: ERC20.toLowerCase() }, member.token)).body.status_code).toBe(Code.Success);
    const list = await get(cardsApi.memberCards.path, {}, member.token);
    expect(list.data).toMatchObject({
      maxPerKind: 5,
      cards: [
        { kind: 'bank', providerName: '中国工商银行', maskedAccount: '**** **** **** 0128', holder: '李*', note: '北京朝阳支行' },
        { kind: 'virtual', providerName: 'USDT-TRC20', maskedAccount: 'TLa2f6…YjU7' },
        { kind: 'virtual', providerName: 'USDT-ERC20' },
      ],
    });
    expect(JSON.stringify(list.data)).not.toContain(ICBC_CARD);
  });

  it('need a bound phone and real name to add a card', async () => {
    const token = await backend.loginDemo('plain');
    expect((await addBank({ id: 0, name: 'demo01', token, realName: '张伟' })).body).toMatchObject({
      status_code: Code.UnboundPhone,
      message: '请先绑定手机号码',
    });
  });

  it("show a card's full number only after the withdrawal password, and delete it with it", async () => {
    const member = await memberWithPassword();
    const id = (await addBank(member)).body.data as { id: number };
    expect((await get(cardsApi.cardInfo.path, { id: String(id.id) }, member.token)).data).toMatchObject({
      maskedAccount: '**** **** **** 0128',
    });
    expect((await post(cardsApi.revealCard.path, { id: id.id, password: '111222' }, member.token)).body).toEqual({
      status_code: Code.PasswordCheckFailure,
      data: { triesLeft: 4 },
      message: '资金密码错误，还可尝试4次',
    });
    expect((await post(cardsApi.revealCard.path, { id: id.id, password: PASSWORD }, member.token)).body.data).toEqual({
      id: id.id,
      account: ICBC_CARD,
    });
    expect((await post(cardsApi.deleteCard.path, { id: id.id, password: PASSWORD }, member.token)).body).toEqual({
      status_code: Code.Success,
      data: null,
      message: '删除成功',
    });
    expect((await get(cardsApi.cardInfo.path, { id: String(id.id) }, member.token)).status_code).toBe(Code.NotFound);
  });

  it("never show or delete another member's card: it is not found", async () => {
    const owner = await memberWithPassword();
    const other = await memberWithPassword('王五');
    const card = (await addBank(owner)).body.data as { id: number };
    const notFound = { status_code: Code.NotFound, data: null, message: '账户不存在或已删除' };
    expect(await get(cardsApi.cardInfo.path, { id: String(card.id) }, other.token)).toEqual(notFound);
    expect((await post(cardsApi.revealCard.path, { id: card.id, password: PASSWORD }, other.token)).body).toEqual(notFound);
    expect((await post(cardsApi.deleteCard.path, { id: card.id, password: PASSWORD }, other.token)).body).toEqual(notFound);
    expect((await get(cardsApi.memberCards.path, {}, other.token)).data).toEqual({ cards: [], maxPerKind: 5 });
    expect((await get(cardsApi.memberCards.path, {}, owner.token)).data).toMatchObject({ cards: [{ id: card.id }] });
  });

  it('tell member info whether a withdrawal password is set', async () => {
    const member = await newCardMember(backend);
    const info = async () => (await post('/site/api/v1/user/member/info', {}, member.token)).body.data as { withdrawalPasswordSet: boolean };
    expect((await info()).withdrawalPasswordSet).toBe(false);
    await post(
      withdrawalPasswordApi.setWithdrawalPassword.path,
      { loginPassword: md5Hex(LOGIN_PASSWORD), password: PASSWORD, secondPassword: PASSWORD },
      member.token,
    );
    expect((await info()).withdrawalPasswordSet).toBe(true);
  });
});
