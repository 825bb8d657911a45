import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { md5 } from 'js-md5';
import { Code } from '@src/contract';
import { memberInfo, renderApp } from '@src/app/appTestHarness';
import { codeEnvelope, okEnvelope } from '@src/test/fakeFetch';

configure({ asyncUtilTimeout: 5000 });
const loggedIn = { token: 'tok-1', userId: 'u-1' };
const CHANGE = '/site/api/v1/bindPassword';

function renderSecurity(answer: () => ReturnType<typeof okEnvelope>) {
  const view = renderApp(
    {
      '/site/api/v1/user/member/info': () => okEnvelope(memberInfo()),
      [CHANGE]: answer,
    },
    { url: 'http://app.test/mine/auth', storage: loggedIn },
  );
  const section = () => screen.findByRole('region', { name: '修改登录密码' });
  return { ...view, section };
}

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  section: HTMLElement,
  values: { old: string; password: string; repeat: string },
) {
  if (values.old) await user.type(within(section).getByLabelText('原密码'), values.old);
  if (values.password) await user.type(within(section).getByLabelText('新密码'), values.password);
  if (values.repeat) await user.type(within(section).getByLabelText('确认新密码'), values.repeat);
  await user.click(within(section).getByRole('button', { name: '确认修改' }));
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('changing the login password (spec 7.1 bindPassword)', () => {
  it('sends the three passwords as MD5, then logs the member out and asks for the new password', async () => {
    const { backend, user, section, services } = renderSecurity(() => okEnvelope(null));
    await fill(user, await section(), { old: 'abc12345', password: 'xyz98765', repeat: 'xyz98765' });
    expect(await screen.findByText('密码修改成功，请使用新密码重新登录')).toBeTruthy();
    expect(backend.calls.find((call) => call.path === CHANGE)?.body).toEqual({
      oldPassword: md5('abc12345'),
      password: md5('xyz98765'),
      secondPassword: md5('xyz98765'),
    });
    // Logged out, home, with the login dialog open.
    await waitFor(() => expect(services.storage.get('token')).toBeNull());
    const dialog = await screen.findByRole('dialog', { name: '欢迎来到极光体育' });
    expect(within(dialog).getByRole('tab', { name: '登录' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/'));
  });

  it('a wrong current password is said at its field, and the member stays logged in', async () => {
    const { user, section, services } = renderSecurity(() =>
      codeEnvelope(Code.PasswordCheckFailure, '原密码错误'),
    );
    const form = await section();
    await fill(user, form, { old: 'wrong1234', password: 'xyz98765', repeat: 'xyz98765' });
    const old = within(form).getByLabelText('原密码');
    await waitFor(() => expect(old.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('原密码错误')).toBeTruthy();
    expect(document.activeElement).toBe(old);
    expect(services.storage.get('token')).toBe('tok-1');
  });

  it('checks the form before asking: empty fields, the 8-12 letters-and-digits rule, the repeat and a new password like the old', async () => {
    const { backend, user, section } = renderSecurity(() => okEnvelope(null));
    const form = await section();
    await fill(user, form, { old: '', password: '', repeat: '' });
    expect(await within(form).findByText('请输入原密码')).toBeTruthy();
    expect(within(form).getByText('请设置新密码')).toBeTruthy();
    expect(within(form).getByText('请再次输入密码')).toBeTruthy();

    await fill(user, form, { old: 'abc12345', password: 'abcdefgh', repeat: 'abcdefgh' });
    expect(await within(form).findByText('请输入8-12位字母加数字')).toBeTruthy();

    await user.clear(within(form).getByLabelText('新密码'));
    await user.clear(within(form).getByLabelText('确认新密码'));
    await fill(user, form, { old: '', password: 'xyz98765', repeat: 'xyz98764' });
    expect(await within(form).findByText('两次输入的密码不一致，请重新输入')).toBeTruthy();

    await user.clear(within(form).getByLabelText('新密码'));
    await user.clear(within(form).getByLabelText('确认新密码'));
    await fill(user, form, { old: '', password: 'abc12345', repeat: 'abc12345' });
    expect(await within(form).findByText('新密码不能与原密码相同')).toBeTruthy();

    expect(backend.paths()).not.toContain(CHANGE);
  });

  it('the profile page links the login password to where it is changed', async () => {
    renderApp(
      { '/site/api/v1/user/member/info': () => okEnvelope(memberInfo()) },
      { url: 'http://app.test/mine/userinfo', storage: loggedIn },
    );
    const row = (await screen.findByText('登录密码')).closest('div');
    expect(row && within(row).getByRole('link', { name: '修改' }).getAttribute('href')).toBe('/mine/auth');
  });
});
