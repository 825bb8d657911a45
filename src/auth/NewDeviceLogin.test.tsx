import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code } from '@src/contract';
import { codeEnvelope, okEnvelope } from '@src/test/fakeFetch';
import { SITE, lastBody, renderAuthDialog, type AuthHarnessOptions } from './authTestHarness';

const challenge = {
  username: 'demo02',
  passwordHash: 'e10adc3949ba59abbe56e057f20f883e',
  phoneNumber: '138****8000',
  message: '检测到您在新设备登录，请进行安全验证',
};

const sent = (channel: 'sms' | 'voice') =>
  okEnvelope({ channel, target: '138****8000', resendAfter: 60, expiresIn: 600 });

beforeEach(() => {
  // Only the countdown's clock is fake: the rest of the page (dialogs, toasts, waitFor) keeps real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setUp(routes: AuthHarnessOptions['routes'] = {}) {
  const harness = renderAuthDialog({
    routes: {
      [`${SITE}/sendCode/one`]: (body) =>
        (body as { SendCodeNum: string }).SendCodeNum === '13800138000'
          ? okEnvelope(null)
          : codeEnvelope(Code.InvalidParameter, '手机号码错误'),
      [`${SITE}/sendCode/two`]: (body) => sent((body as { cate: string }).cate === '2' ? 'voice' : 'sms'),
      ...routes,
    },
  });
  act(() => harness.bus.emit('newDevice', challenge));
  const user = userEvent.setup();
  const view = () => screen.getByRole('dialog', { name: '新设备登录验证' });
  return { ...harness, user, view };
}

async function solveSlider(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  const handle = await screen.findByRole('slider', { name: '拼图滑块' });
  handle.focus();
  for (let i = 0; i < 4; i += 1) await user.keyboard('{ArrowRight}');
  await user.keyboard('{Enter}');
}

describe('new-device verification (spec 2.6, 4)', () => {
  it('shows the server message, the masked phone and the anti-fraud warning', () => {
    const { view } = setUp();
    expect(within(view()).getByText('检测到您在新设备登录，请进行安全验证')).toBeTruthy();
    expect(within(view()).getByText('138****8000')).toBeTruthy();
    expect(within(view()).getByRole('note').textContent).toContain('请勿相信任何索要验证码的人，谨防诈骗');
  });

  it('wants a code requested first', async () => {
    const { view, user, backend } = setUp();
    await user.click(within(view()).getByRole('button', { name: '登录' }));
    expect(within(view()).getByText('请先获取验证码')).toBeTruthy();
    expect(backend.paths()).not.toContain(`${SITE}/user/login`);
  });

  it('completion first (4 digits, else 手机号码错误), then the captcha (purpose 3), then the code by SMS', async () => {
    const { view, user, backend } = setUp();
    await user.click(within(view()).getByRole('button', { name: '获取验证码' }));
    const completion = await screen.findByRole('dialog', { name: '安全验证' });
    expect(within(completion).getByText(/138\*\*\*\*8000/)).toBeTruthy();
    const digits = within(completion).getByLabelText('隐藏的4位数字');
    await user.type(digits, '12');
    await user.click(within(completion).getByRole('button', { name: '确定' }));
    expect(within(completion).getByText('手机号码错误')).toBeTruthy();
    expect(backend.paths()).not.toContain(`${SITE}/sendCode/one`);

    await user.clear(digits);
    await user.type(digits, '9999');
    await user.click(within(completion).getByRole('button', { name: '确定' }));
    expect(await within(completion).findByText('手机号码错误')).toBeTruthy();
    expect(lastBody(backend, `${SITE}/sendCode/one`)).toEqual({
      SendName: 'demo02',
      SendCodeNum: '13899998000',
      type: 3,
    });

    await user.clear(digits);
    await user.type(digits, '0013');
    await user.click(within(completion).getByRole('button', { name: '确定' }));
    await solveSlider(user);
    expect(await screen.findByText('手机验证码已发送')).toBeTruthy();
    expect(lastBody(backend, `${SITE}/captcha/slider/load`)).toEqual({ purpose: 3 });
    expect(lastBody(backend, `${SITE}/sendCode/two`)).toEqual({
      SendName: 'demo02',
      SendCodeNum: '13800138000',
      areaCode: '+86',
      type: 3,
      cate: '0',
      version: 1,
      kaptchcate: 0,
      codeId: 'lot-1',
      imageCode: 'pass-for-lot-1',
    });
    expect(within(view()).getByRole('button', { name: '60秒后重新获取' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(view()).getByText('60秒后可使用语音验证码')).toBeTruthy();
  });

  it('after the 60 s countdown: "重新获取" and the voice code, with its notice dialog', async () => {
    const { view, user, backend } = setUp();
    await user.click(within(view()).getByRole('button', { name: '获取验证码' }));
    const completion = await screen.findByRole('dialog', { name: '安全验证' });
    await user.type(within(completion).getByLabelText('隐藏的4位数字'), '0013');
    await user.click(within(completion).getByRole('button', { name: '确定' }));
    await solveSlider(user);
    await within(view()).findByRole('button', { name: '60秒后重新获取' });

    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(within(view()).getByRole('button', { name: '1秒后重新获取' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(within(view()).getByRole('button', { name: '重新获取' }).hasAttribute('disabled')).toBe(false);

    await user.click(within(view()).getByRole('button', { name: '收不到短信？试试语音验证码' }));
    // The phone is already completed: straight to the captcha.
    await solveSlider(user);
    const notice = await screen.findByRole('dialog', { name: '语音验证码' });
    expect(within(notice).getByText('验证码已发送，请注意接听电话')).toBeTruthy();
    expect(lastBody(backend, `${SITE}/sendCode/two`)).toMatchObject({
      cate: '2',
      SendCodeNum: '13800138000',
    });
    expect(backend.paths().filter((path) => path === `${SITE}/sendCode/one`)).toHaveLength(1);
    await user.click(within(notice).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '语音验证码' })).toBeNull());
  });

  it('logs in with the 6-digit code and kaptchcate 99; a wrong code is said inline', async () => {
    let attempts = 0;
    const { view, user, backend, store } = setUp({
      [`${SITE}/user/login`]: () =>
        (attempts += 1) === 1
          ? codeEnvelope(Code.AuthCodeError, '验证码错误')
          : okEnvelope({ token: 'tok-device', userId: '2' }),
    });
    await user.click(within(view()).getByRole('button', { name: '获取验证码' }));
    const completion = await screen.findByRole('dialog', { name: '安全验证' });
    await user.type(within(completion).getByLabelText('隐藏的4位数字'), '0013');
    await user.click(within(completion).getByRole('button', { name: '确定' }));
    await solveSlider(user);
    await within(view()).findByRole('button', { name: '60秒后重新获取' });

    const code = within(view()).getByLabelText('短信验证码');
    await user.type(code, '12a34');
    await user.click(within(view()).getByRole('button', { name: '登录' }));
    expect(within(view()).getByText('请输入6位验证码')).toBeTruthy();
    await user.type(code, '56');
    await user.click(within(view()).getByRole('button', { name: '登录' }));
    expect(await within(view()).findByText('验证码错误')).toBeTruthy();
    expect(lastBody(backend, `${SITE}/user/login`)).toEqual({
      name: 'demo02',
      password: challenge.passwordHash,
      kaptchcate: 99,
      codeId: '',
      code: '',
      version: '1.0',
      isAgent: 0,
      sendCodeNum: '123456',
    });

    await user.click(within(view()).getByRole('button', { name: '登录' }));
    expect(await screen.findByText('登录成功')).toBeTruthy();
    expect(store.getState().session.token).toBe('tok-device');
  });

  it('switch account goes back to login; register new account to register', async () => {
    const { view, user, store } = setUp();
    await user.click(within(view()).getByRole('button', { name: '切换账号' }));
    expect(store.getState().authDialog).toMatchObject({ screen: 'form', mode: 'login', newDevice: null });
    act(() => {
      store.dispatch({ type: 'authDialog/newDeviceOpened', payload: challenge });
    });
    await user.click(within(view()).getByRole('button', { name: '注册新账号' }));
    expect(store.getState().authDialog).toMatchObject({ screen: 'form', mode: 'register' });
  });
});
