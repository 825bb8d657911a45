import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { md5 } from 'js-md5';
import { Code } from '@src/contract';
import { memberInfo, renderApp } from '@src/app/appTestHarness';
import { codeEnvelope, okEnvelope } from '@src/test/fakeFetch';

// /mine/auth and its lazy sections load slowly on a shared machine.
configure({ asyncUtilTimeout: 15_000 });
const loggedIn = { token: 'tok-1', userId: 'u-1' };
const SET = '/site/api/v1/withdrawal/pwd/set';
const SEND = '/site/api/v1/withdrawal/pwd/emailCheck';
const RESET = '/site/api/v1/withdrawal/pwd/reset';

function renderSecurity(member: Parameters<typeof memberInfo>[0], routes: Record<string, () => ReturnType<typeof okEnvelope>>) {
  let info = memberInfo(member);
  const view = renderApp(
    { '/site/api/v1/user/member/info': () => okEnvelope(info), ...routes },
    { url: 'http://app.test/mine/auth', storage: loggedIn },
  );
  const section = () => screen.findByRole('region', { name: '资金密码' });
  return { ...view, section, setMember: (next: Parameters<typeof memberInfo>[0]) => (info = memberInfo(next)) };
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the withdrawal password section of /mine/auth', () => {
  it('sets it after the login password (sent as MD5, the six digits as they are), then shows it is set', async () => {
    const { backend, user, section, setMember } = renderSecurity({}, { [SET]: () => okEnvelope(null) });
    const form = await section();
    await user.type(within(form).getByLabelText('登录密码'), 'demo1234');
    await user.type(within(form).getByLabelText('资金密码'), '258013');
    await user.type(within(form).getByLabelText('确认资金密码'), '258013');
    setMember({ withdrawalPasswordSet: true });
    await user.click(within(form).getByRole('button', { name: '设置资金密码' }));
    expect(await screen.findByText('资金密码设置成功')).toBeTruthy();
    expect(backend.calls.find((call) => call.path === SET)?.body).toEqual({
      loginPassword: md5('demo1234'),
      password: '258013',
      secondPassword: '258013',
    });
    expect(await within(form).findByText('已设置资金密码')).toBeTruthy();
  });

  it('refuses trivial and differing passwords before asking, and says a wrong login password at its field', async () => {
    const { backend, user, section } = renderSecurity({}, {
      [SET]: () => codeEnvelope(Code.PasswordCheckFailure, '登录密码错误'),
    });
    const form = await section();
    await user.type(within(form).getByLabelText('登录密码'), 'wrong1234');
    await user.type(within(form).getByLabelText('资金密码'), '123456');
    await user.type(within(form).getByLabelText('确认资金密码'), '123457');
    await user.click(within(form).getByRole('button', { name: '设置资金密码' }));
    expect(await within(form).findByText('不能是相同或连续的数字')).toBeTruthy();
    expect(within(form).getByText('两次输入的资金密码不一致')).toBeTruthy();
    expect(backend.calls.some((call) => call.path === SET)).toBe(false);

    await user.clear(within(form).getByLabelText('资金密码'));
    await user.type(within(form).getByLabelText('资金密码'), '258013');
    await user.clear(within(form).getByLabelText('确认资金密码'));
    await user.type(within(form).getByLabelText('确认资金密码'), '258013');
    await user.click(within(form).getByRole('button', { name: '设置资金密码' }));
    const login = within(form).getByLabelText('登录密码');
    expect(await within(form).findByText('登录密码错误')).toBeTruthy();
    expect(login.getAttribute('aria-invalid')).toBe('true');
  });

  it('resets a set one with a code sent to the bound e-mail', async () => {
    const { backend, user, section } = renderSecurity(
      { withdrawalPasswordSet: true, bindEmail: true, email: 'de****@example.com', bindPhone: true },
      {
        [SEND]: () => okEnvelope({ channel: 'email', target: 'de****@example.com', resendAfter: 60, expiresIn: 600 }),
        [RESET]: () => okEnvelope(null),
      },
    );
    const form = await section();
    await user.click(within(form).getByRole('button', { name: '重置资金密码' }));
    expect(within(form).getByLabelText<HTMLSelectElement>('验证方式').value).toBe('email');
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送至 de****@example.com')).toBeTruthy();
    expect(within(form).getByRole('button', { name: '60秒后重发' })).toBeTruthy();
    await user.type(within(form).getByLabelText('验证码'), '482915');
    await user.type(within(form).getByLabelText('新资金密码'), '370914');
    await user.type(within(form).getByLabelText('确认资金密码'), '370914');
    await user.click(within(form).getByRole('button', { name: '确认重置' }));
    expect(await screen.findByText('资金密码重置成功')).toBeTruthy();
    expect(backend.calls.find((call) => call.path === SEND)?.body).toEqual({ channel: 'email' });
    expect(backend.calls.find((call) => call.path === RESET)?.body).toEqual({
      channel: 'email',
      code: '482915',
      password: '370914',
      secondPassword: '370914',
    });
  });
});
