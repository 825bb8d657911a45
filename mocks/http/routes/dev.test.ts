import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Header, api } from '@src/contract';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';
import { devApi } from './dev';

describe('test-only calls', () => {
  it('do not exist unless DEV_API is on', async () => {
    const backend = await createTestBackend();
    for (const call of [devApi.verifyLedger, devApi.outboxLatest, devApi.outboxList, devApi.captchaAnswer]) {
      const response = await backend.app.inject({ method: 'POST', url: call.path, payload: { target: '13800138000' } });
      expect(response.json()).toMatchObject({ status_code: Code.NotFound });
    }
    await backend.close();
  });

  describe('with DEV_API on', () => {
    let backend: TestBackend;
    beforeAll(async () => {
      backend = await createTestBackend({ devApi: true });
    });
    afterAll(() => backend.close());

    it('credit play money to a member once per key', async () => {
      const credit = { username: 'demo01', amount: '50.25', key: 'e2e-topup-1' };
      const first = await backend.call(devApi.creditMember.path, credit);
      const again = await backend.call(devApi.creditMember.path, credit);
      expect(first.body.data).toMatchObject({ centerWalletBalance: '10050.25', replayed: false });
      expect(again.body.data).toMatchObject({ centerWalletBalance: '10050.25', replayed: true });
      const conflict = await backend.call(devApi.creditMember.path, { ...credit, amount: '1.00' });
      expect(conflict.body.status_code).toBe(Code.DataExists);
    });

    it('refuse a zero amount and an unknown member', async () => {
      const zero = await backend.call(devApi.creditMember.path, { username: 'demo01', amount: '0.00', key: 'z' });
      expect(zero.body).toMatchObject({ status_code: Code.InvalidParameter, message: '金额：金额必须大于0' });
      const unknown = await backend.call(devApi.creditMember.path, { username: 'ghost', amount: '1.00', key: 'g' });
      expect(unknown.body.status_code).toBe(Code.NoData);
    });

    it('read the outbox: the newest message to a phone or e-mail, with its code, and lists', async () => {
      expect((await backend.call(devApi.outboxLatest.path, { target: '13800138000' })).body.data).toBeNull();
      await backend.call(api.forgetByPhoneOne.path, { name: 'demo02', phone: '13800138000' });
      await backend.call(api.forgetByEmailOne.path, { name: 'demo02', email: 'demo02@example.com' });

      const sms = devApi.outboxLatest.response.parse((await backend.call(devApi.outboxLatest.path, { target: '138 0013 8000' })).body.data);
      expect(sms).toMatchObject({ channel: 'sms', target: '+8613800138000', purpose: 'reset_password' });
      expect(sms?.body).toContain(sms?.code ?? 'no code');
      expect(sms?.code).toMatch(/^\d{6}$/);
      const email = await backend.call(devApi.outboxLatest.path, { target: 'Demo02@Example.com' });
      expect(email.body.data).toMatchObject({ channel: 'email', target: 'demo02@example.com' });

      const all = devApi.outboxList.response.parse((await backend.call(devApi.outboxList.path, {})).body.data);
      expect(all.map((message) => message.channel)).toEqual(['email', 'sms']);
      const toPhone = await backend.call(devApi.outboxList.path, { target: '+8613800138000' });
      expect(toPhone.body.data).toHaveLength(1);
    });

    it('read the code e-mailed for binding an address, dashes and case as the member typed them', async () => {
      const token = await backend.loginDemo('plain');
      const sent = await backend.call(
        api.sendCodeTwo.path,
        { SendCodeNum: 'Zhang-Wei@Example.com', type: 5, cate: '1', kaptchcate: 0, codeId: '', imageCode: '' },
        { [Header.token]: token },
      );
      expect(sent.body.status_code).toBe(Code.Success);
      const mail = devApi.outboxLatest.response.parse(
        (await backend.call(devApi.outboxLatest.path, { target: 'Zhang-Wei@Example.com' })).body.data,
      );
      expect(mail).toMatchObject({ channel: 'email', target: 'zhang-wei@example.com', purpose: 'bind_email' });
      const bound = await backend.call(
        api.bindEmail.path,
        { email: 'zhang-wei@example.com', code: mail?.code ?? '' },
        { [Header.token]: token },
      );
      expect(bound.body).toMatchObject({ status_code: Code.Success, data: { email: 'zh****@example.com' } });
    });

    it('tell what an outstanding captcha expects, for browser tests', async () => {
      const picture = api.pictureCaptcha.response.parse((await backend.call(api.pictureCaptcha.path)).body.data);
      const answer = await backend.call(devApi.captchaAnswer.path, { id: picture['x-code'] });
      const expected = devApi.captchaAnswer.response.parse(answer.body.data);
      expect(expected.kind === 'picture' && /^[A-Z0-9]{4,5}$/.test(expected.text)).toBe(true);
      expect((await backend.call(devApi.captchaAnswer.path, { id: 'gone' })).body.status_code).toBe(Code.NoData);
    });

    it('report balanced books', async () => {
      const answer = await backend.call(devApi.verifyLedger.path);
      expect(devApi.verifyLedger.response.parse(answer.body.data)).toEqual({
        balanced: true,
        entriesTotal: '0.00',
        unbalancedTransactions: [],
        mismatchedAccounts: [],
        negativeMemberAccounts: [],
      });
    });
  });
});
