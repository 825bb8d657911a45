import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CaptchaPurpose, Code, Header, api, type MemberInfo } from '@src/contract';
import { md5Hex } from '../db/seed';
import { solveSlider, type SolvedCaptcha } from '../testing/captchaSolver';
import { useFakeClock } from '../testing/fakeClock';
import { createTestBackend, type TestBackend } from '../testing/testBackend';

describe('profile binding (spec 2.2, 5)', () => {
  let backend: TestBackend;
  const advance = useFakeClock();
  let serial = 0;

  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend.close());

  async function newMember(): Promise<string> {
    serial += 1;
    const answer = await backend.call(api.register.path, {
      name: `bind${String(serial).padStart(2, '0')}`,
      password: md5Hex('abc12345'),
      secondPassword: md5Hex('abc12345'),
      kaptchcate: 0,
    });
    return api.register.response.parse(answer.body.data).token;
  }
  const as = (token: string) => ({ [Header.token]: token });
  const info = async (token: string): Promise<MemberInfo> =>
    api.memberInfo.response.parse((await backend.call(api.memberInfo.path, {}, as(token))).body.data);
  const sendBindCode = (token: string | null, phone: string) =>
    backend.call(
      api.sendCodeTwo.path,
      { SendCodeNum: phone, type: 4, cate: '0', version: 1, kaptchcate: 0, codeId: '', imageCode: '' },
      token ? as(token) : {},
    );
  const codeTo = (phone: string) =>
    /\d{6}/.exec(backend.services.outbox.latest(`+86${phone}`)?.body ?? '')?.[0] ?? '';
  const bindPhone = (token: string, phone: string, code: string) =>
    backend.call(api.bindPhone.path, { phone, code }, as(token));
  const bindOther = (token: string, body: object) => backend.call(api.bindOther.path, body, as(token));
  const sendEmailCode = (token: string | null, email: string, cate = '1') =>
    backend.call(
      api.sendCodeTwo.path,
      { SendCodeNum: email, type: 5, cate, version: 1, kaptchcate: 0, codeId: '', imageCode: '' },
      token ? as(token) : {},
    );
  /** The code in the newest e-mail to an address, read from the outbox (which keeps addresses in lower case). */
  const codeMailedTo = (email: string) =>
    /\d{6}/.exec(backend.services.outbox.latest(email.toLowerCase())?.body ?? '')?.[0] ?? '';
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
  const bindEmail = (token: string | null, email: string, code: string) =>
    backend.call(api.bindEmail.path, { email, code }, token ? as(token) : {});

  describe('phone', () => {
    it('binds with the code sent to it, then shows it masked and keeps it', async () => {
      const token = await newMember();
      const sent = await sendBindCode(token, '13712345678');
      expect(sent.body).toMatchObject({
        status_code: Code.Success,
        data: { channel: 'sms', target: '137****5678' },
      });
      expect(backend.services.outbox.latest('+8613712345678')?.purpose).toBe('bind_phone');

      const bound = await bindPhone(token, '13712345678', codeTo('13712345678'));
      expect(bound.body).toEqual({
        status_code: Code.Success,
        data: { phone: '137****5678' },
        message: '资料更新成功',
      });
      expect(await info(token)).toMatchObject({ bindPhone: true, phone: '137****5678' });

      expect((await bindPhone(token, '13712345679', '123456')).body).toEqual({
        status_code: Code.DataExists,
        data: null,
        message: '已绑定手机号码，不可修改',
      });
      expect((await sendBindCode(token, '13712345679')).body.status_code).toBe(Code.DataExists);
    });

    it('asks for a code first, refuses a wrong one and an expired one', async () => {
      const token = await newMember();
      expect((await bindPhone(token, '13700000001', '123456')).body).toEqual({
        status_code: Code.AuthRequired,
        data: null,
        message: '请先获取验证码',
      });
      await sendBindCode(token, '13700000001');
      const code = codeTo('13700000001');
      const wrong = await bindPhone(token, '13700000001', code === '000000' ? '111111' : '000000');
      expect(wrong.body).toEqual({ status_code: Code.AuthCodeError, data: null, message: '验证码错误' });
      advance(10 * 60_000 + 1);
      expect((await bindPhone(token, '13700000001', code)).body.status_code).toBe(Code.AuthCodeExpired);
    });

    it('refuses a phone another member has bound, once its code proves the number', async () => {
      const token = await newMember();
      await sendBindCode(token, '13800138000');
      const answer = await bindPhone(token, '13800138000', codeTo('13800138000'));
      expect(answer.body).toEqual({
        status_code: Code.DataExists,
        data: null,
        message: '该手机号码已被其他账号绑定',
      });
    });

    it('sends bind codes to members only (6001)', async () => {
      expect((await sendBindCode(null, '13700000002')).body.status_code).toBe(Code.LoginExpired);
    });
  });

  describe('e-mail (member/bindEmail)', () => {
    it('binds with the code e-mailed to it, in any case, then shows it masked and keeps it', async () => {
      const token = await newMember();
      const sent = await sendEmailCode(token, ' Bind.Mail@Example.COM ');
      expect(sent.body).toEqual({
        status_code: Code.Success,
        data: { channel: 'email', target: 'bi****@example.com', resendAfter: 60, expiresIn: 600 },
        message: '邮箱验证码已发送',
      });
      const mail = backend.services.outbox.latest('bind.mail@example.com');
      expect(mail).toMatchObject({ channel: 'email', purpose: 'bind_email' });
      expect(mail?.body).toContain('您正在绑定邮箱');

      const bound = await bindEmail(token, 'bind.mail@EXAMPLE.com', codeMailedTo('bind.mail@example.com'));
      expect(bound.body).toEqual({
        status_code: Code.Success,
        data: { email: 'bi****@example.com' },
        message: '资料更新成功',
      });
      expect(await info(token)).toMatchObject({ bindEmail: true, email: 'bi****@example.com' });
      const { userId } = await info(token);
      expect(backend.services.members.findById(Number(userId))?.email).toBe('bind.mail@example.com');

      const again = { status_code: Code.DataExists, data: null, message: '已绑定邮箱，不可修改' };
      expect((await bindEmail(token, 'other.mail@example.com', '123456')).body).toEqual(again);
      expect((await sendEmailCode(token, 'other.mail@example.com')).body).toEqual(again);
    });

    it('asks for a code first, refuses a wrong one and an expired one', async () => {
      const token = await newMember();
      const email = 'late.mail@example.com';
      expect((await bindEmail(token, email, '123456')).body).toEqual({
        status_code: Code.AuthRequired,
        data: null,
        message: '请先获取验证码',
      });
      await sendEmailCode(token, email);
      const code = codeMailedTo(email);
      expect((await bindEmail(token, email, otherThan(code))).body).toEqual({
        status_code: Code.AuthCodeError,
        data: null,
        message: '验证码错误',
      });
      advance(10 * 60_000 + 1);
      expect((await bindEmail(token, email, code)).body).toEqual({
        status_code: Code.AuthCodeExpired,
        data: null,
        message: '验证码已过期',
      });
      expect((await info(token)).bindEmail).toBe(false);
    });

    it('takes a code only for the address it was sent to', async () => {
      const token = await newMember();
      await sendEmailCode(token, 'first.mail@example.com');
      const code = codeMailedTo('first.mail@example.com');
      expect((await bindEmail(token, 'second.mail@example.com', code)).body).toMatchObject({
        status_code: Code.AuthRequired,
        message: '请先获取验证码',
      });
      expect((await info(token)).bindEmail).toBe(false);
    });

    it('refuses an address another member has bound (in any case), only once its code proves it', async () => {
      const token = await newMember();
      // demo02 has demo02@example.com.
      expect((await sendEmailCode(token, 'Demo02@Example.com')).body.status_code).toBe(Code.Success);
      const code = codeMailedTo('demo02@example.com');
      expect((await bindEmail(token, 'demo02@example.com', otherThan(code))).body.message).toBe('验证码错误');
      expect((await bindEmail(token, 'demo02@example.com', code)).body).toEqual({
        status_code: Code.DataExists,
        data: null,
        message: '该邮箱已被其他账号绑定',
      });
      expect(await info(token)).toMatchObject({ bindEmail: false, email: '' });
    });

    it('sends and binds for members only (6001)', async () => {
      expect((await sendEmailCode(null, 'guest.mail@example.com')).body).toMatchObject({
        status_code: Code.LoginExpired,
      });
      expect(backend.services.outbox.latest('guest.mail@example.com')).toBeNull();
      expect((await bindEmail(null, 'guest.mail@example.com', '123456')).body.status_code).toBe(
        Code.LoginExpired,
      );
    });

    it('refuses an address against the rule of spec 5 (6007), sending nothing', async () => {
      const token = await newMember();
      for (const email of ['zhang wei@example.com', 'zhangwei@example', 'zhangwei.example.com']) {
        expect((await sendEmailCode(token, email)).body).toEqual({
          status_code: Code.InvalidParameter,
          data: null,
          message: '请输入正确的邮箱',
        });
      }
      // Longer than 40 (spec 5) is refused by the contract's check, in the words of an e-mail too.
      const long = `${'z'.repeat(30)}@example.com`;
      expect((await sendEmailCode(token, long)).body).toEqual({
        status_code: Code.InvalidParameter,
        data: null,
        message: '手机号码或邮箱：请输入正确的邮箱',
      });
      expect(backend.services.outbox.list(long)).toEqual([]);
      expect(backend.services.outbox.list('zhangwei@example')).toEqual([]);
      expect((await bindEmail(token, 'zhangwei@example', '123456')).body).toEqual({
        status_code: Code.InvalidParameter,
        data: null,
        message: '邮箱：请输入正确的邮箱',
      });
    });

    it('sends an e-mail code by e-mail only (cate "1")', async () => {
      const token = await newMember();
      for (const cate of ['0', '2']) {
        expect((await sendEmailCode(token, 'sms.mail@example.com', cate)).body).toEqual({
          status_code: Code.InvalidParameter,
          data: null,
          message: '发送方式：邮箱验证码只能通过邮件发送',
        });
      }
      expect(backend.services.outbox.latest('sms.mail@example.com')).toBeNull();
    });

    it('keeps the limits of every code: one send a minute to an address', async () => {
      const token = await newMember();
      expect((await sendEmailCode(token, 'busy.mail@example.com')).body.status_code).toBe(Code.Success);
      advance(59_000);
      expect((await sendEmailCode(token, 'busy.mail@example.com')).body).toEqual({
        status_code: Code.SixtySecondLimit,
        data: null,
        message: '请60秒后再试',
      });
      advance(1_000);
      expect((await sendEmailCode(token, 'busy.mail@example.com')).body.status_code).toBe(Code.Success);
    });
  });

  describe('gender (member/bindGender)', () => {
    const bindGender = (token: string | null, body: object) =>
      backend.call(api.bindGender.path, body, token ? as(token) : {});

    it('sets it once, shows it in the member info, then keeps it (6009), the same gender again too', async () => {
      const token = await newMember();
      expect(await info(token)).toMatchObject({ gender: null });
      expect((await bindGender(token, { gender: 'female' })).body).toEqual({
        status_code: Code.Success,
        data: { gender: 'female' },
        message: '资料更新成功',
      });
      expect(await info(token)).toMatchObject({ gender: 'female' });
      for (const gender of ['male', 'female']) {
        expect((await bindGender(token, { gender })).body).toEqual({
          status_code: Code.DataExists,
          data: null,
          message: '性别已设置，不可修改',
        });
      }
      expect(await info(token)).toMatchObject({ gender: 'female' });
    });

    it('takes only male or female, from members only', async () => {
      const token = await newMember();
      for (const body of [{}, { gender: 'other' }, { gender: 1 }]) {
        expect((await bindGender(token, body)).body).toMatchObject({ status_code: Code.InvalidParameter });
      }
      expect((await bindGender(token, { gender: 'x' })).body.message).toContain('请选择性别');
      expect((await bindGender(null, { gender: 'male' })).body.status_code).toBe(Code.LoginExpired);
      expect(await info(token)).toMatchObject({ gender: null });
    });

    it('lets one of many parallel calls set it and tells the rest it is fixed', async () => {
      const token = await newMember();
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) => bindGender(token, { gender: index % 2 === 0 ? 'male' : 'female' })),
      );
      expect(answers.filter((answer) => answer.body.status_code === Code.Success)).toHaveLength(1);
      expect(answers.filter((answer) => answer.body.status_code === Code.DataExists)).toHaveLength(7);
    });
  });

  describe('real name and birthday (member/bindOther)', () => {
    it('confirms them once, then shows the name masked and keeps them (6009)', async () => {
      const token = await newMember();
      const answer = await bindOther(token, { realName: '阿卜杜·热合曼', birthday: '1990-01-31' });
      expect(answer.body).toEqual({
        status_code: Code.Success,
        data: { realName: '阿******', birthday: '1990-01-31' },
        message: '资料更新成功',
      });
      expect(await info(token)).toMatchObject({
        bindRealName: true,
        realName: '阿******',
        birthday: '1990-01-31',
      });
      expect((await bindOther(token, { realName: '张三', birthday: '1990-01-31' })).body).toEqual({
        status_code: Code.DataExists,
        data: null,
        message: '资料已确认，不可修改',
      });
    });

    it('keeps the demo member with a confirmed name as it is', async () => {
      const token = await backend.loginDemo('verified');
      expect((await bindOther(token, { realName: '李四', birthday: '1990-01-01' })).body.status_code).toBe(
        Code.DataExists,
      );
    });

    it('refuses names against the rule of spec 5', async () => {
      const token = await newMember();
      for (const realName of ['张··三', '·张三', '张三·', 'A张', '张3', 'John Smith']) {
        expect((await bindOther(token, { realName, birthday: '1990-01-01' })).body).toEqual({
          status_code: Code.InvalidParameter,
          data: null,
          message: '姓名：请输入正确的姓名',
        });
      }
      expect(
        (await bindOther(token, { realName: 'John·Smith', birthday: '1990-01-01' })).body.status_code,
      ).toBe(Code.Success);
    });

    it('asks for the birthday and refuses an impossible date', async () => {
      const token = await newMember();
      expect((await bindOther(token, { realName: '张三' })).body.message).toBe(
        '生日：请输入生日以确保您已满18周岁',
      );
      expect((await bindOther(token, { realName: '张三', birthday: '2001-02-29' })).body.message).toBe(
        '生日：请输入正确的生日',
      );
    });

    it('takes members from their 18th birthday on, counted in China Standard Time', async () => {
      // 2026-06-14 16:00 UTC is 2026-06-15 00:00 in Beijing.
      vi.setSystemTime(Date.UTC(2026, 5, 14, 16, 0, 0));
      const token = await newMember();
      expect((await bindOther(token, { realName: '王五', birthday: '2008-06-16' })).body).toEqual({
        status_code: Code.InvalidParameter,
        data: null,
        message: '未满18周岁不能参与游戏',
      });
      expect((await bindOther(token, { realName: '王五', birthday: '2008-06-15' })).body.status_code).toBe(
        Code.Success,
      );
    });
  });
});

describe('e-mail binding behind the captcha (CAPTCHA_MODE on)', () => {
  let backend: TestBackend;
  const advance = useFakeClock();

  beforeAll(async () => {
    backend = await createTestBackend({ captchaMode: 'on' });
  });
  afterAll(() => backend.close());

  const sendEmailCode = (token: string, email: string, captcha: SolvedCaptcha) =>
    backend.call(
      api.sendCodeTwo.path,
      {
        SendCodeNum: email,
        type: 5,
        cate: '1',
        version: 1,
        kaptchcate: captcha.kaptchcate,
        codeId: captcha.codeId,
        imageCode: captcha.code,
      },
      { [Header.token]: token },
    );

  it('sends the code after a slider solved for binding an e-mail, and not after one for a phone', async () => {
    const login = await solveSlider(backend, CaptchaPurpose.login, advance);
    const answer = await backend.call(api.login.path, { name: 'demo01', password: md5Hex('demo1234'), ...login });
    const { token } = api.login.response.parse(answer.body.data);
    const forPhone = await solveSlider(backend, CaptchaPurpose.bindPhoneCode, advance);
    expect((await sendEmailCode(token, 'demo01@example.com', forPhone)).body).toMatchObject({
      status_code: Code.AuthCodeError,
      message: '验证码错误',
    });
    expect(backend.services.outbox.latest('demo01@example.com')).toBeNull();

    // A mistyped address is refused before the captcha is spent: the same pass then sends to the right one.
    const forEmail = await solveSlider(backend, CaptchaPurpose.bindEmailCode, advance);
    expect((await sendEmailCode(token, 'demo01@example', forEmail)).body).toMatchObject({
      status_code: Code.InvalidParameter,
      message: '请输入正确的邮箱',
    });
    expect((await sendEmailCode(token, 'demo01@example.com', forEmail)).body).toMatchObject({
      status_code: Code.Success,
      data: { channel: 'email', target: 'de****@example.com' },
    });
  });
});
