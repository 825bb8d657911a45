import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptchaPurpose, Code, Header, api } from '@src/contract';
import { md5Hex } from '../db/seed';
import { solveSlider } from '../testing/captchaSolver';
import { useFakeClock } from '../testing/fakeClock';
import { createTestBackend, type TestBackend } from '../testing/testBackend';

const PHONE = '+8613800138000';
const NEW_DEVICE = {
  status_code: Code.DeviceNotPassed,
  data: { phoneNumber: '138****8000' },
  message: '检测到您在新设备登录，请进行安全验证',
};

describe('new-device login (spec 4, CAPTCHA_MODE on)', () => {
  let backend: TestBackend;
  const advance = useFakeClock();

  beforeAll(async () => {
    backend = await createTestBackend({ captchaMode: 'on' });
    // demo02 (bound phone) first signs in from its home browser, trusted on first use.
    const first = await loginFrom('home-browser');
    expect(first.body.status_code).toBe(Code.Success);
  });
  afterAll(() => backend.close());

  async function loginFrom(device: string, extra: object = {}, ip = '127.0.0.1', name = 'demo02') {
    const headers = { [Header.uuid]: device };
    const verified = 'sendCodeNum' in extra;
    const captcha = verified
      ? { kaptchcate: 99, codeId: '', code: '' }
      : await solveSlider(backend, CaptchaPurpose.login, advance, headers);
    const response = await backend.app.inject({
      method: 'POST',
      url: api.login.path,
      remoteAddress: ip,
      headers: { ...headers, [Header.timestamp]: String(Date.now()), 'content-type': 'application/json' },
      payload: { name, password: md5Hex('demo1234'), ...captcha, ...extra },
    });
    return { body: response.json<{ status_code: number; data: unknown; message: string }>() };
  }
  const completePhone = (device: string, SendCodeNum: string) =>
    backend.call(
      api.sendCodeOne.path,
      { SendName: 'demo02', SendCodeNum, type: 3 },
      { [Header.uuid]: device },
    );
  async function sendCode(device: string, cate: '0' | '2' = '0') {
    const captcha = await solveSlider(backend, CaptchaPurpose.newDeviceCode, advance, {
      [Header.uuid]: device,
    });
    return backend.call(
      api.sendCodeTwo.path,
      {
        SendName: 'demo02',
        SendCodeNum: '13800138000',
        type: 3,
        cate,
        version: 1,
        kaptchcate: captcha.kaptchcate,
        codeId: captcha.codeId,
        imageCode: captcha.code,
      },
      { [Header.uuid]: device },
    );
  }
  const latestCode = () => /\d{6}/.exec(backend.services.outbox.latest(PHONE)?.body ?? '')?.[0] ?? '';
  const devicesOf = (device: string) =>
    backend.db.prepare('SELECT ip FROM member_devices WHERE member_id = 10002 AND device_id = ?').all(device);

  it('lets a known device in', async () => {
    expect((await loginFrom('home-browser')).body.status_code).toBe(Code.Success);
  });

  it('asks a new device of a member with a bound phone to verify (6026), with the phone masked', async () => {
    expect((await loginFrom('cafe-browser')).body).toEqual(NEW_DEVICE);
    expect(devicesOf('cafe-browser')).toEqual([]);
  });

  it('answers 6025 for a known device on a new network and 6027 for a new device on a new network', async () => {
    const newNetwork = await loginFrom('home-browser', {}, '203.0.113.9');
    expect(newNetwork.body).toMatchObject({
      status_code: Code.IpNotPassed,
      data: { phoneNumber: '138****8000' },
    });
    const both = await loginFrom('hotel-browser', {}, '203.0.113.9');
    expect(both.body).toMatchObject({
      status_code: Code.DeviceAndIpNotPassed,
      message: '检测到您在新设备及新网络登录，请进行安全验证',
    });
    // The same /24 counts as the same network.
    expect((await loginFrom('home-browser', {}, '127.0.0.42')).body.status_code).toBe(Code.Success);
  });

  it('lets members without a bound phone in from anywhere and records the device', async () => {
    expect((await loginFrom('any-browser', {}, '198.51.100.7', 'demo01')).body.status_code).toBe(
      Code.Success,
    );
    const rows = backend.db
      .prepare("SELECT ip FROM member_devices WHERE member_id = 10001 AND device_id = 'any-browser'")
      .all();
    expect(rows).toEqual([{ ip: '198.51.100.7' }]);
  });

  it('refuses a wrong phone completion, and 5 wrong ones an hour (6034)', async () => {
    await loginFrom('guess-browser');
    for (let i = 0; i < 5; i += 1) {
      expect((await completePhone('guess-browser', '1380000' + '8000')).body).toEqual({
        status_code: Code.InvalidParameter,
        data: null,
        message: '手机号码错误',
      });
    }
    expect((await completePhone('guess-browser', '13800138000')).body).toMatchObject({
      status_code: Code.MaxPhoneAttempts,
      message: '手机号码错误次数过多，请1小时后再试',
    });
    advance(60 * 60_000 + 1);
    await loginFrom('guess-browser');
    expect((await completePhone('guess-browser', '0013')).body.status_code).toBe(Code.Success);
  });

  it('takes the completion only after a correct password from that device', async () => {
    expect((await completePhone('never-tried', '13800138000')).body).toEqual({
      status_code: Code.AuthRequired,
      data: null,
      message: '安全验证已失效，请重新登录',
    });
  });

  it('sends no code before the completion', async () => {
    await loginFrom('hasty-browser');
    expect((await sendCode('hasty-browser')).body).toMatchObject({
      status_code: Code.InvalidParameter,
      message: '手机号码错误',
    });
  });

  it('asks for a code first when the login carries none that was sent', async () => {
    await loginFrom('early-browser');
    const answer = await loginFrom('early-browser', { sendCodeNum: '123456' });
    expect(answer.body).toEqual({ status_code: Code.AuthRequired, data: null, message: '请先获取验证码' });
  });

  it('completes: phone, captcha, code by SMS from the outbox, login with 99, device recorded, next login passes', async () => {
    expect((await loginFrom('laptop')).body).toEqual(NEW_DEVICE);
    expect((await completePhone('laptop', '138' + '0013' + '8000')).body.status_code).toBe(Code.Success);
    const sent = await sendCode('laptop');
    expect(sent.body).toEqual({
      status_code: Code.Success,
      data: { channel: 'sms', target: '138****8000', resendAfter: 60, expiresIn: 600 },
      message: '手机验证码已发送',
    });
    const message = backend.services.outbox.latest(PHONE);
    expect(message).toMatchObject({ channel: 'sms', purpose: 'new_device' });
    expect(message?.body).toContain('客服人员不会向您索取验证码');

    expect((await loginFrom('laptop', { sendCodeNum: latestCode() })).body.status_code).toBe(Code.Success);
    expect(devicesOf('laptop')).toEqual([{ ip: '127.0.0.1' }]);
    expect((await loginFrom('laptop')).body.status_code).toBe(Code.Success);
  });

  it('sends the code by voice call when asked (cate 2)', async () => {
    await loginFrom('phone-call');
    await completePhone('phone-call', '0013');
    const sent = await sendCode('phone-call', '2');
    expect(sent.body).toMatchObject({
      status_code: Code.Success,
      data: { channel: 'voice' },
      message: '验证码已发送，请注意接听电话',
    });
    expect(backend.services.outbox.latest(PHONE)?.channel).toBe('voice');
    expect((await loginFrom('phone-call', { sendCodeNum: latestCode() })).body.status_code).toBe(
      Code.Success,
    );
  });

  it('refuses a wrong code (6036), burns it after 5, and refuses it from another device', async () => {
    await loginFrom('tablet');
    await completePhone('tablet', '0013');
    await sendCode('tablet');
    const code = latestCode();
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await loginFrom('other-tablet', { sendCodeNum: code })).body.status_code).toBe(Code.AuthRequired);
    for (let i = 0; i < 5; i += 1) {
      expect((await loginFrom('tablet', { sendCodeNum: wrong })).body).toEqual({
        status_code: Code.AuthCodeError,
        data: null,
        message: '验证码错误',
      });
    }
    expect((await loginFrom('tablet', { sendCodeNum: code })).body.status_code).toBe(Code.AuthRequired);
  });

  it('lets a code expire after 10 minutes (6038) and resends once a minute at most (6066)', async () => {
    await loginFrom('slow-browser');
    await completePhone('slow-browser', '0013');
    expect((await sendCode('slow-browser')).body.status_code).toBe(Code.Success);
    const again = await sendCode('slow-browser');
    expect(again.body).toEqual({ status_code: Code.SixtySecondLimit, data: null, message: '请60秒后再试' });
    const code = latestCode();
    advance(10 * 60_000 + 1);
    expect((await loginFrom('slow-browser', { sendCodeNum: code })).body).toMatchObject({
      status_code: Code.AuthCodeExpired,
      message: '验证码已过期',
    });
  });
});
