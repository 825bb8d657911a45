import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { md5 } from 'js-md5';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code } from '@src/contract';
import { createI18n } from '@src/i18n';
import { codeEnvelope, okEnvelope } from '@src/test/fakeFetch';
import { SITE, lastBody, renderAuthDialog, type AuthHarnessOptions } from './authTestHarness';

const TAGLINE = createI18n().t('brand.tagline');
const AREAS = [
  { areaName: '中国香港', areaCode: '+852', regex: '^(\\+852)?[4-9]\\d{7}$' },
  { areaName: '中国大陆', areaCode: '+86', regex: '^(\\+86)?1\\d{10}$' },
];

beforeEach(() => {
  // Only the countdowns' clock is fake: dialogs, toasts and waitFor keep real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const codeSent = (target: string) => () =>
  okEnvelope({ channel: 'sms', target, resendAfter: 60, expiresIn: 600 });

function setUp(way: 'phone' | 'email', routes: AuthHarnessOptions['routes'] = {}) {
  const harness = renderAuthDialog({
    routes: {
      [`${SITE}/site/countryArea/queryCountryArea`]: () => okEnvelope(AREAS),
      [`${SITE}/forgetByPhone/one`]: codeSent('138****8000'),
      [`${SITE}/forgetByPhone/two`]: () => okEnvelope(null),
      [`${SITE}/forgetByPhone/three`]: () => okEnvelope(null),
      [`${SITE}/forgetByEmail/one`]: codeSent('de****@example.com'),
      [`${SITE}/forgetByEmail/two`]: () => okEnvelope(null),
      [`${SITE}/forgetByEmail/three`]: () => okEnvelope(null),
      ...routes,
    },
  });
  act(() => harness.bus.emit('forget_password', { way }));
  const view = () => screen.getByRole('dialog', { name: '找回密码' });
  const current = () => view().querySelector('[aria-current="step"]')?.textContent;
  return { ...harness, user: userEvent.setup(), view, current };
}

describe('forgot password (spec 2.6, 4, 5)', () => {
  it('by phone: identity, code, new password, success, then login 3 s later', async () => {
    const { view, current, user, backend, store, announced } = (() => {
      const harness = setUp('phone');
      const heard: string[] = [];
      harness.bus.on('password_change_success', ({ username }) => heard.push(username));
      return { ...harness, announced: heard };
    })();
    expect(within(view()).getByRole('list', { name: '找回密码进度' })).toBeTruthy();
    expect(current()).toBe('身份信息');
    expect(screen.getByText(TAGLINE)).toBeTruthy();
    const area = await within(view()).findByRole('combobox', { name: '国家/地区' });
    // +86 is the default (spec 9), whatever order the list comes in. The list arrives from the server: wait for it
    // (the default alone is already +86).
    await waitFor(() =>
      expect(
        within(area)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['中国大陆 +86', '中国香港 +852']),
    );
    expect((area as HTMLSelectElement).value).toBe('+86');

    await user.click(within(view()).getByRole('button', { name: '下一步' }));
    expect(within(view()).getByText('用户名不能为空')).toBeTruthy();
    expect(within(view()).getByText('请输入正确的手机号码')).toBeTruthy();
    const phone = within(view()).getByLabelText('手机号码');
    expect(phone.getAttribute('maxlength')).toBe('11');
    expect(within(view()).getByLabelText('用户名').getAttribute('maxlength')).toBe('30');

    await user.type(within(view()).getByLabelText('用户名'), 'demo02');
    await user.type(phone, '91234567');
    await user.click(within(view()).getByRole('button', { name: '下一步' }));
    expect(within(view()).getByText('请输入正确的手机号码')).toBeTruthy();
    await user.selectOptions(area, '+852');
    await user.click(within(view()).getByRole('button', { name: '下一步' }));
    expect(await within(view()).findByText('验证码已发送至 138****8000，10分钟内有效')).toBeTruthy();
    expect(lastBody(backend, `${SITE}/forgetByPhone/one`)).toEqual({
      name: 'demo02',
      phone: '91234567',
      areaCode: '+852',
    });
    expect(current()).toBe('身份验证');

    // The code button waits 60 s, then reads "重新获取".
    expect(within(view()).getByRole('button', { name: '60秒后重新获取' }).hasAttribute('disabled')).toBe(
      true,
    );
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await user.click(within(view()).getByRole('button', { name: '重新获取' }));
    await within(view()).findByRole('button', { name: '60秒后重新获取' });
    expect(backend.paths().filter((path) => path.endsWith('/forgetByPhone/one'))).toHaveLength(2);

    await user.click(within(view()).getByRole('button', { name: '下一步' }));
    expect(within(view()).getByText('请输入验证码')).toBeTruthy();
    await user.type(within(view()).getByLabelText('验证码'), '123456');
    await user.click(within(view()).getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(current()).toBe('重置密码'));
    expect(lastBody(backend, `${SITE}/forgetByPhone/two`)).toEqual({
      name: 'demo02',
      phone: '91234567',
      areaCode: '+852',
      code: '123456',
    });

    // Back goes one step back; forward again.
    await user.click(within(view()).getByRole('button', { name: '上一步' }));
    expect(current()).toBe('身份验证');
    await user.click(within(view()).getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(current()).toBe('重置密码'));

    await user.click(within(view()).getByRole('button', { name: '确认修改' }));
    expect(within(view()).getByText('请设置新密码')).toBeTruthy();
    await user.type(within(view()).getByLabelText('新密码'), 'newpass88');
    await user.type(within(view()).getByLabelText('确认新密码'), 'newpass89');
    await user.click(within(view()).getByRole('button', { name: '确认修改' }));
    expect(within(view()).getByText('两次输入的密码不一致，请重新输入')).toBeTruthy();
    await user.clear(within(view()).getByLabelText('确认新密码'));
    await user.type(within(view()).getByLabelText('确认新密码'), 'newpass88');
    await user.click(within(view()).getByRole('button', { name: '确认修改' }));

    expect(await within(view()).findByText('密码修改成功')).toBeTruthy();
    expect(lastBody(backend, `${SITE}/forgetByPhone/three`)).toEqual({
      name: 'demo02',
      phone: '91234567',
      areaCode: '+852',
      password: md5('newpass88'),
      secondPassword: md5('newpass88'),
    });
    expect(announced).toEqual(['demo02']);
    expect(screen.queryByText(TAGLINE)).toBeNull();
    expect(within(view()).getByText('3秒后返回登录')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(within(view()).getByText('1秒后返回登录')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    const login = await screen.findByRole('dialog', { name: /欢迎来到/ });
    expect(within(login).getByLabelText<HTMLInputElement>('用户名').value).toBe('demo02');
    expect(store.getState().authDialog).toMatchObject({
      screen: 'form',
      mode: 'login',
      passwordChanged: false,
    });
  });

  it('by e-mail: the e-mail rules, and the same steps with the e-mail', async () => {
    const { view, user, backend, current } = setUp('email');
    await user.click(within(view()).getByRole('button', { name: '下一步' }));
    expect(within(view()).getByText('请输入邮箱')).toBeTruthy();
    const email = within(view()).getByLabelText('邮箱');
    expect(email.getAttribute('maxlength')).toBe('40');
    await user.type(within(view()).getByLabelText('用户名'), 'demo02');
    await user.type(email, 'demo02@example');
    await user.click(within(view()).getByRole('button', { name: '下一步' }));
    expect(within(view()).getByText('请输入正确的邮箱')).toBeTruthy();
    await user.type(email, '.com');
    await user.click(within(view()).getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(current()).toBe('身份验证'));
    expect(lastBody(backend, `${SITE}/forgetByEmail/one`)).toEqual({
      name: 'demo02',
      email: 'demo02@example.com',
    });
    await user.type(within(view()).getByLabelText('验证码'), '654321');
    await user.click(within(view()).getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(current()).toBe('重置密码'));
    expect(lastBody(backend, `${SITE}/forgetByEmail/two`)).toEqual({
      name: 'demo02',
      email: 'demo02@example.com',
      code: '654321',
    });
  });

  it('the way can be switched, and a server refusal is shown on the step', async () => {
    const { view, user, store } = setUp('phone', {
      [`${SITE}/forgetByEmail/one`]: () => codeEnvelope(Code.SixtySecondLimit, '请60秒后再试'),
    });
    await user.click(within(view()).getByRole('tab', { name: '邮箱找回' }));
    expect(store.getState().authDialog.forgotWay).toBe('email');
    await user.type(within(view()).getByLabelText('用户名'), 'demo02');
    await user.type(within(view()).getByLabelText('邮箱'), 'demo02@example.com');
    await user.click(within(view()).getByRole('button', { name: '下一步' }));
    expect(await within(view()).findByText('请60秒后再试')).toBeTruthy();
    expect(view().querySelector('[aria-current="step"]')?.textContent).toBe('身份信息');
    await user.click(within(view()).getByRole('button', { name: '返回登录' }));
    expect(store.getState().authDialog).toMatchObject({ screen: 'form', mode: 'login' });
  });
});
