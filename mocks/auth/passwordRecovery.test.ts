import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Code, Header, api } from '@src/contract';
import { md5Hex } from '../db/seed';
import { useFakeClock } from '../testing/fakeClock';
import { createTestBackend, type TestBackend } from '../testing/testBackend';

const CODE_SENT = { status_code: Code.Success, message: '验证码已发送' };
const CODE_WRONG = { status_code: Code.AuthCodeError, data: null, message: '验证码错误' };

describe('forgot password (spec 4, 5, 7.5)', () => {
  let backend: TestBackend;
  const advance = useFakeClock();
  let serial = 0;

  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend.close());

  /** A new member with a bound phone and e-mail (each test its own, so limits and sessions do not mix). */
  async function memberWithContacts(): Promise<{
    name: string;
    phone: string;
    email: string;
    token: string;
  }> {
    serial += 1;
    const name = `forgot${String(serial).padStart(2, '0')}`;
    const answer = await backend.call(api.register.path, {
      name,
      password: md5Hex('old12345'),
      secondPassword: md5Hex('old12345'),
      kaptchcate: 0,
    });
    const { token, userId } = api.register.response.parse(answer.body.data);
    const phone = `139${String(serial).padStart(8, '0')}`;
    backend.services.members.bindPhone(Number(userId), '+86', phone);
    backend.services.members.bindEmail(Number(userId), `${name}@example.com`);
    return { name, phone, email: `${name}@example.com`, token };
  }

  const step = (path: string, body: object) => backend.call(path, body);
  /** The code in the newest message to the target; a missing one fails the test here, not later as a wrong code. */
  const latestCode = (target: string): string => {
    const code = /\d{6}/.exec(backend.services.outbox.latest(target)?.body ?? '')?.[0];
    if (code === undefined) throw new Error(`no code in the outbox for ${target}`);
    return code;
  };
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
  const loginWith = (name: string, password: string) =>
    backend.call(api.login.path, { name, password: md5Hex(password), kaptchcate: 0 });
  const newPassword = { password: md5Hex('new12345'), secondPassword: md5Hex('new12345') };

  it('by phone: code from the outbox, check, new password; old sessions end, the old password fails', async () => {
    const { name, phone, token } = await memberWithContacts();
    const one = await step(api.forgetByPhoneOne.path, { name, phone });
    expect(one.body).toEqual({
      ...CODE_SENT,
      data: {
        channel: 'sms',
        target: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
        resendAfter: 60,
        expiresIn: 600,
      },
    });
    const message = backend.services.outbox.latest(`+86${phone}`);
    expect(message).toMatchObject({ channel: 'sms', purpose: 'reset_password' });
    expect(message?.body).toMatch(/^【极光体育】您的验证码为\d{6}，您正在找回登录密码，10分钟内有效。/);
    const code = latestCode(`+86${phone}`);

    expect((await step(api.forgetByPhoneTwo.path, { name, phone, code })).body.status_code).toBe(
      Code.Success,
    );
    const three = await step(api.forgetByPhoneThree.path, { name, phone, ...newPassword });
    expect(three.body).toEqual({ status_code: Code.Success, data: null, message: '密码修改成功' });

    expect((await backend.call(api.memberInfo.path, {}, { [Header.token]: token })).body.status_code).toBe(
      Code.LoginExpired,
    );
    expect((await loginWith(name, 'new12345')).body.status_code).toBe(Code.Success);
    expect((await loginWith(name, 'old12345')).body.status_code).toBe(Code.InvalidCredentials);
    // The code is spent: neither step two nor step three take it again.
    expect((await step(api.forgetByPhoneTwo.path, { name, phone, code })).body).toEqual(CODE_WRONG);
    expect((await step(api.forgetByPhoneThree.path, { name, phone, ...newPassword })).body.status_code).toBe(
      Code.AuthRequired,
    );
  });

  it('by e-mail, typed in any case', async () => {
    const { name, email } = await memberWithContacts();
    const typed = email.toUpperCase();
    const one = await step(api.forgetByEmailOne.path, { name, email: typed });
    expect(one.body).toMatchObject({
      ...CODE_SENT,
      data: { channel: 'email', target: 'fo****@example.com' },
    });
    const message = backend.services.outbox.latest(email);
    expect(message).toMatchObject({ channel: 'email', purpose: 'reset_password' });
    const code = latestCode(email);
    expect((await step(api.forgetByEmailTwo.path, { name, email: typed, code })).body.status_code).toBe(
      Code.Success,
    );
    expect((await step(api.forgetByEmailThree.path, { name, email, ...newPassword })).body.status_code).toBe(
      Code.Success,
    );
    expect((await loginWith(name, 'new12345')).body.status_code).toBe(Code.Success);
  });

  it('answers an unknown name or a phone of another member exactly as a real one, and sends nothing', async () => {
    const { name, phone } = await memberWithContacts();
    const other = await memberWithContacts();
    const before = backend.services.outbox.list().length;
    const unknown = await step(api.forgetByPhoneOne.path, { name: 'nobody77', phone });
    advance(61_000);
    const mismatched = await step(api.forgetByPhoneOne.path, { name: other.name, phone });
    expect(backend.services.outbox.list().length).toBe(before);
    advance(61_000);
    const real = await step(api.forgetByPhoneOne.path, { name, phone });
    expect(unknown.body).toEqual(real.body);
    expect(mismatched.body).toEqual(real.body);
    expect(backend.services.outbox.list().length).toBe(before + 1);

    const code = latestCode(`+86${phone}`);
    expect((await step(api.forgetByPhoneTwo.path, { name: 'nobody77', phone, code })).body).toEqual(
      CODE_WRONG,
    );
    expect((await step(api.forgetByPhoneTwo.path, { name, phone, code: wrongCode(code) })).body).toEqual(
      CODE_WRONG,
    );
    expect(
      (await step(api.forgetByPhoneThree.path, { name: 'nobody77', phone, ...newPassword })).body,
    ).toEqual({
      status_code: Code.AuthRequired,
      data: null,
      message: '请先完成身份验证',
    });
  });

  it('refuses a new password before the code was checked', async () => {
    const { name, phone } = await memberWithContacts();
    await step(api.forgetByPhoneOne.path, { name, phone });
    expect((await step(api.forgetByPhoneThree.path, { name, phone, ...newPassword })).body.status_code).toBe(
      Code.AuthRequired,
    );
  });

  it('lets a code expire after 10 minutes', async () => {
    const { name, phone } = await memberWithContacts();
    await step(api.forgetByPhoneOne.path, { name, phone });
    const code = latestCode(`+86${phone}`);
    advance(10 * 60_000 + 1);
    expect((await step(api.forgetByPhoneTwo.path, { name, phone, code })).body).toEqual(CODE_WRONG);
  });

  it('burns a code after 5 wrong tries', async () => {
    const { name, phone } = await memberWithContacts();
    await step(api.forgetByPhoneOne.path, { name, phone });
    const code = latestCode(`+86${phone}`);
    for (let i = 0; i < 5; i += 1)
      await step(api.forgetByPhoneTwo.path, { name, phone, code: wrongCode(code) });
    expect((await step(api.forgetByPhoneTwo.path, { name, phone, code })).body).toEqual(CODE_WRONG);
  });

  it('sends to one target once a minute (6066), for real and unknown names alike', async () => {
    const { name, phone } = await memberWithContacts();
    expect((await step(api.forgetByPhoneOne.path, { name, phone })).body.status_code).toBe(Code.Success);
    const limited = { status_code: Code.SixtySecondLimit, data: null, message: '请60秒后再试' };
    expect((await step(api.forgetByPhoneOne.path, { name, phone })).body).toEqual(limited);
    expect((await step(api.forgetByPhoneOne.path, { name: 'nobody77', phone })).body).toEqual(limited);
    advance(60_000);
    expect((await step(api.forgetByPhoneOne.path, { name, phone })).body.status_code).toBe(Code.Success);
  });

  it('sends to one target 5 times an hour at most (6011)', async () => {
    const { name, email } = await memberWithContacts();
    for (let i = 0; i < 5; i += 1) {
      expect((await step(api.forgetByEmailOne.path, { name, email })).body.status_code).toBe(Code.Success);
      advance(61_000);
    }
    expect((await step(api.forgetByEmailOne.path, { name, email })).body).toEqual({
      status_code: Code.FrequentSubmission,
      data: null,
      message: '请勿频繁提交',
    });
    advance(60 * 60_000);
    expect((await step(api.forgetByEmailOne.path, { name, email })).body.status_code).toBe(Code.Success);
  });

  it('only the newest code counts', async () => {
    const { name, phone } = await memberWithContacts();
    // Two different codes for sure: random ones are equal once in a million, and the check would have nothing to show.
    const nextCode = vi
      .spyOn(backend.services.codes, 'nextCode')
      .mockReturnValueOnce('111111')
      .mockReturnValueOnce('222222');
    try {
      await step(api.forgetByPhoneOne.path, { name, phone });
      const first = latestCode(`+86${phone}`);
      advance(61_000);
      await step(api.forgetByPhoneOne.path, { name, phone });
      const second = latestCode(`+86${phone}`);
      expect([first, second]).toEqual(['111111', '222222']);
      expect((await step(api.forgetByPhoneTwo.path, { name, phone, code: first })).body).toEqual(CODE_WRONG);
      expect((await step(api.forgetByPhoneTwo.path, { name, phone, code: second })).body.status_code).toBe(
        Code.Success,
      );
    } finally {
      nextCode.mockRestore();
    }
  });

  it('sends a voice code through sendCode/two type 2 (cate 2)', async () => {
    const { name, phone } = await memberWithContacts();
    const answer = await backend.call(api.sendCodeTwo.path, {
      SendName: name,
      SendCodeNum: phone,
      type: 2,
      cate: '2',
      version: 1,
      kaptchcate: 0,
      codeId: '',
      imageCode: '',
    });
    expect(answer.body).toMatchObject({
      status_code: Code.Success,
      data: { channel: 'voice' },
      message: '验证码已发送，请注意接听电话',
    });
    expect(backend.services.outbox.latest(`+86${phone}`)?.channel).toBe('voice');
    const code = latestCode(`+86${phone}`);
    expect((await step(api.forgetByPhoneTwo.path, { name, phone, code })).body.status_code).toBe(
      Code.Success,
    );
  });

  it('checks the form: phone pattern of the area, e-mail, matching new passwords', async () => {
    expect((await step(api.forgetByPhoneOne.path, { name: 'demo02', phone: '12345' })).body).toEqual({
      status_code: Code.InvalidParameter,
      data: null,
      message: '请输入正确的手机号码',
    });
    expect(
      (await step(api.forgetByPhoneOne.path, { name: 'demo02', phone: '91234567', areaCode: '+852' })).body
        .status_code,
    ).toBe(Code.Success);
    expect(
      (await step(api.forgetByEmailOne.path, { name: 'demo02', email: 'demo02 @example.com' })).body,
    ).toMatchObject({
      status_code: Code.InvalidParameter,
      message: '邮箱：请输入正确的邮箱',
    });
    const mismatch = await step(api.forgetByPhoneThree.path, {
      name: 'demo02',
      phone: '13800138000',
      password: md5Hex('new12345'),
      secondPassword: md5Hex('new12346'),
    });
    expect(mismatch.body.message).toBe('确认密码：两次输入的密码不一致，请重新输入');
  });
});
