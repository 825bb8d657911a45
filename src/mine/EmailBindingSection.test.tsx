import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { Code } from '@src/contract';
import { memberInfo, renderApp } from '@src/app/appTestHarness';
import { codeEnvelope, okEnvelope } from '@src/test/fakeFetch';

configure({ asyncUtilTimeout: 5000 });
const loggedIn = { token: 'tok-1', userId: 'u-1' };
const SEND = '/site/api/v1/sendCode/two';
const BIND = '/site/api/v1/member/bindEmail';

function renderSecurity(bindAnswer: () => ReturnType<typeof okEnvelope>) {
  let bound = false;
  const view = renderApp(
    {
      '/site/api/v1/user/member/info': () =>
        okEnvelope(memberInfo(bound ? { bindEmail: true, email: 'de****@example.com' } : {})),
      '/site/api/v1/register/defaultKaptcha': () =>
        okEnvelope({ image: 'data:image/svg+xml;base64,PHN2Zy8+', 'x-code': 'x-9' }),
      [SEND]: () =>
        okEnvelope({ channel: 'email', target: 'de****@example.com', resendAfter: 60, expiresIn: 600 }),
      [BIND]: () => {
        const answer = bindAnswer();
        bound = answer.status_code === Code.Success;
        return answer;
      },
    },
    { url: 'http://app.test/mine/auth', storage: loggedIn },
  );
  return { ...view, section: () => screen.findByRole('region', { name: '绑定邮箱' }) };
}

async function solvePictureCaptcha(user: ReturnType<typeof renderApp>['user']) {
  const captcha = await screen.findByRole('dialog', { name: '图形验证' });
  await user.type(within(captcha).getByLabelText('图形验证码'), 'ab12');
  await user.click(within(captcha).getByRole('button', { name: '确定' }));
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('binding an e-mail (spec 7.1 member/bindEmail)', () => {
  it('checks the address, sends a code by e-mail after the captcha, then binds; afterwards it is read-only', async () => {
    const { backend, user, section } = renderSecurity(() => okEnvelope({ email: 'de****@example.com' }));
    const form = await section();
    await user.type(within(form).getByLabelText('邮箱地址'), 'demo01@example');
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    expect(await within(form).findByText('请输入正确的邮箱')).toBeTruthy();
    expect(backend.paths()).not.toContain(SEND);

    await user.type(within(form).getByLabelText('邮箱地址'), '.com');
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    await solvePictureCaptcha(user);
    expect(await screen.findByText('验证码已发送至 de****@example.com')).toBeTruthy();
    expect(within(form).getByRole('button', { name: /秒后重新获取/ })).toHaveProperty('disabled', true);
    expect(backend.calls.find((call) => call.path === SEND)?.body).toEqual({
      SendCodeNum: 'demo01@example.com',
      type: 5,
      cate: '1',
      version: 1,
      kaptchcate: 1,
      codeId: 'x-9',
      imageCode: 'ab12',
    });

    await user.type(within(form).getByLabelText('邮箱验证码'), '654321');
    await user.click(within(form).getByRole('button', { name: '立即绑定' }));
    expect(await screen.findByText('已绑定邮箱：de****@example.com')).toBeTruthy();
    expect(backend.calls.find((call) => call.path === BIND)?.body).toEqual({
      email: 'demo01@example.com',
      code: '654321',
    });
    expect(screen.queryByLabelText('邮箱地址')).toBeNull();
  });

  it('an address another member bound is said, and the form stays', async () => {
    const { user, section } = renderSecurity(() => codeEnvelope(Code.DataExists, '该邮箱已被其他账号绑定'));
    const form = await section();
    await user.type(within(form).getByLabelText('邮箱地址'), 'taken@example.com');
    await user.type(within(form).getByLabelText('邮箱验证码'), '123456');
    await user.click(within(form).getByRole('button', { name: '立即绑定' }));
    expect(await screen.findByText('该邮箱已被其他账号绑定')).toBeTruthy();
    expect(within(form).getByLabelText('邮箱地址')).toBeTruthy();
  });

  it('the profile offers 去绑定 for an e-mail not bound yet', async () => {
    renderApp(
      { '/site/api/v1/user/member/info': () => okEnvelope(memberInfo()) },
      { url: 'http://app.test/mine/userinfo', storage: loggedIn },
    );
    const row = (await screen.findByText('绑定邮箱', { selector: 'dt' })).closest('div');
    expect(row && within(row).getByRole('link', { name: '去绑定' }).getAttribute('href')).toBe('/mine/auth');
  });
});
