import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { md5 } from 'js-md5';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { Code, Message } from '@src/contract';
import { loggedOut, sessionStarted } from '@src/session';
import { createI18n } from '@src/i18n';
import { codeEnvelope, okEnvelope } from '@src/test/fakeFetch';
import { SITE, lastBody, renderAuthDialog } from './authTestHarness';

const TAGLINE = createI18n().t('brand.tagline');

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

type User = ReturnType<typeof userEvent.setup>;

function dialog(): HTMLElement {
  return screen.getByRole('dialog', { name: /欢迎来到/ });
}

async function solveSlider(user: User): Promise<void> {
  const handle = await screen.findByRole('slider', { name: '拼图滑块' });
  handle.focus();
  for (let i = 0; i < 4; i += 1) await user.keyboard('{ArrowRight}');
  await user.keyboard('{Enter}');
}

const banner = () => screen.queryByText(TAGLINE);

describe('the login and register forms (spec 2.6, 4)', () => {
  it('the submit looks inactive until the required fields are filled, and then active', async () => {
    const { bus } = renderAuthDialog();
    const user = userEvent.setup();
    act(() => bus.emit('login'));
    const login = within(dialog()).getByRole('button', { name: '登录' });
    expect(login.getAttribute('data-inactive')).toBe('true');
    await user.type(within(dialog()).getByLabelText('用户名'), 'demo01');
    expect(login.getAttribute('data-inactive')).toBe('true');
    await user.type(within(dialog()).getByLabelText('密码'), 'x');
    expect(login.getAttribute('data-inactive')).toBe('false');

    await user.click(within(dialog()).getByRole('tab', { name: '注册' }));
    const register = within(dialog()).getByRole('button', { name: '注册' });
    await user.type(within(dialog()).getByLabelText('用户名'), 'player01');
    await user.type(within(dialog()).getByLabelText('密码'), 'abc12345');
    await user.type(within(dialog()).getByLabelText('确认密码'), 'abc12345');
    expect(register.getAttribute('data-inactive')).toBe('true');
    await user.click(within(dialog()).getByRole('checkbox'));
    expect(register.getAttribute('data-inactive')).toBe('false');
  });

  it('an empty login says what is missing and sends nothing, not even a captcha', async () => {
    const { bus, backend } = renderAuthDialog();
    const user = userEvent.setup();
    act(() => bus.emit('login'));
    await user.click(within(dialog()).getByRole('button', { name: '登录' }));
    expect(await within(dialog()).findByText('用户名不能为空')).toBeTruthy();
    expect(within(dialog()).getByText('请输入密码')).toBeTruthy();
    expect(backend.paths().filter((path) => !path.endsWith('/preInfo'))).toEqual([]);
  });

  it('switching tabs clears the values and the validation; login gets the remembered username back', async () => {
    const { bus } = renderAuthDialog({
      storage: { rememberedUsername: 'demo01', rememberPwdTime: '1700000000000' },
    });
    const user = userEvent.setup();
    act(() => bus.emit('login'));
    expect(within(dialog()).getByLabelText<HTMLInputElement>('用户名').value).toBe('demo01');
    expect(within(dialog()).getByRole<HTMLInputElement>('checkbox', { name: '记住账号' }).checked).toBe(true);
    await user.type(within(dialog()).getByLabelText('密码'), 'secret');
    await user.clear(within(dialog()).getByLabelText('用户名'));
    await user.click(within(dialog()).getByRole('button', { name: '登录' }));
    expect(await within(dialog()).findByText('用户名不能为空')).toBeTruthy();

    await user.click(within(dialog()).getByRole('tab', { name: '注册' }));
    expect(within(dialog()).getByLabelText<HTMLInputElement>('用户名').value).toBe('');
    expect(within(dialog()).getByLabelText<HTMLInputElement>('密码').value).toBe('');
    expect(within(dialog()).queryByText('用户名不能为空')).toBeNull();
    await user.type(within(dialog()).getByLabelText('用户名'), 'someone1');

    await user.click(within(dialog()).getByRole('tab', { name: '登录' }));
    expect(within(dialog()).getByLabelText<HTMLInputElement>('用户名').value).toBe('demo01');
    expect(within(dialog()).getByLabelText<HTMLInputElement>('密码').value).toBe('');
  });

  it('the password can be shown and hidden', async () => {
    const { bus } = renderAuthDialog();
    const user = userEvent.setup();
    act(() => bus.emit('login'));
    const password = within(dialog()).getByLabelText('密码');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    await user.click(within(dialog()).getByRole('button', { name: '显示密码' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(within(dialog()).getByRole('button', { name: '隐藏密码' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('login runs the login captcha first and sends its pass; success stores the session and says 登录成功', async () => {
    const { bus, backend, storage, store } = renderAuthDialog({
      routes: { [`${SITE}/user/login`]: () => okEnvelope({ token: 'tok-1', userId: '8' }) },
    });
    const user = userEvent.setup();
    act(() => bus.emit('login'));
    await user.type(within(dialog()).getByLabelText('用户名'), 'demo01');
    await user.type(within(dialog()).getByLabelText('密码'), 'demo1234');
    await user.click(within(dialog()).getByRole('checkbox', { name: '记住账号' }));
    await user.click(within(dialog()).getByRole('button', { name: '登录' }));
    expect(backend.paths()).not.toContain(`${SITE}/user/login`);
    await solveSlider(user);

    expect(await screen.findByText('登录成功')).toBeTruthy();
    expect(lastBody(backend, `${SITE}/captcha/slider/load`)).toEqual({ purpose: 4 });
    expect(lastBody(backend, `${SITE}/user/login`)).toEqual({
      name: 'demo01',
      password: md5('demo1234'),
      kaptchcate: 0,
      codeId: 'lot-1',
      code: 'pass-for-lot-1',
      version: '1.0',
      isAgent: 0,
    });
    expect(store.getState().session).toMatchObject({ token: 'tok-1', userId: '8' });
    expect(storage.get('token')).toBe('tok-1');
    // DESIGN.md 9.2: the username and the time only.
    expect(storage.get('rememberedUsername')).toBe('demo01');
    expect(storage.get('rememberPwdTime')).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closing the captcha sends no login', async () => {
    const { bus, backend } = renderAuthDialog();
    const user = userEvent.setup();
    act(() => bus.emit('login'));
    await user.type(within(dialog()).getByLabelText('用户名'), 'demo01');
    await user.type(within(dialog()).getByLabelText('密码'), 'demo1234');
    await user.click(within(dialog()).getByRole('button', { name: '登录' }));
    const slider = await screen.findByRole('dialog', { name: '滑块验证' });
    await user.click(within(slider).getByRole('button', { name: '关闭' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('button', { name: '登录' }).hasAttribute('disabled')).toBe(false),
    );
    expect(backend.paths()).not.toContain(`${SITE}/user/login`);
  });

  it('on a picture-captcha site the login carries the typed text; a refused one says 2-验证码错误', async () => {
    const { bus, backend } = renderAuthDialog({
      kaptchcate: 1,
      routes: {
        [`${SITE}/register/defaultKaptcha`]: () =>
          okEnvelope({ image: 'data:image/svg+xml;base64,AA', 'x-code': 'x-7' }),
        [`${SITE}/user/login`]: () => codeEnvelope(Code.AuthCodeError, '验证码错误'),
      },
    });
    const user = userEvent.setup();
    act(() => bus.emit('login'));
    await user.type(within(dialog()).getByLabelText('用户名'), 'demo01');
    await user.type(within(dialog()).getByLabelText('密码'), 'demo1234');
    await user.click(within(dialog()).getByRole('button', { name: '登录' }));
    const picture = await screen.findByRole('dialog', { name: '图形验证' });
    await user.type(within(picture).getByRole('textbox', { name: '图形验证码' }), 'K7PQ');
    await waitFor(() =>
      expect(within(picture).getByRole('button', { name: '确定' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(within(picture).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('2-验证码错误')).toBeTruthy();
    expect(lastBody(backend, `${SITE}/user/login`)).toMatchObject({
      kaptchcate: 1,
      codeId: 'x-7',
      code: 'K7PQ',
    });
    expect(dialog()).toBeTruthy();
  });

  it('a wrong password shows the server message and stays on the form', async () => {
    const { bus } = renderAuthDialog({
      routes: {
        [`${SITE}/user/login`]: () => codeEnvelope(Code.InvalidCredentials, Message.invalidCredentials),
      },
    });
    const user = userEvent.setup();
    act(() => bus.emit('login'));
    await user.type(within(dialog()).getByLabelText('用户名'), 'demo01');
    await user.type(within(dialog()).getByLabelText('密码'), 'wrong123');
    await user.click(within(dialog()).getByRole('button', { name: '登录' }));
    await solveSlider(user);
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    expect(within(dialog()).getByRole('tab', { name: '登录' }).getAttribute('aria-selected')).toBe('true');
  });

  it('register sends the captcha and the referral, says 注册成功 and logs in with kaptchcate 99', async () => {
    const { bus, backend, store } = renderAuthDialog({
      url: 'http://app.test/sponsor',
      storage: { rcode: 'R7', icode: 'I9' },
      routes: {
        [`${SITE}/user/register`]: () => okEnvelope({ token: 'tok-register', userId: '9' }),
        [`${SITE}/user/login`]: () => okEnvelope({ token: 'tok-login', userId: '9' }),
      },
    });
    const user = userEvent.setup();
    act(() => bus.emit('register'));
    await user.type(within(dialog()).getByLabelText('用户名'), ' player01 ');
    await user.type(within(dialog()).getByLabelText('密码'), 'abc12345');
    await user.type(within(dialog()).getByLabelText('确认密码'), 'abc12345');
    await user.click(within(dialog()).getByRole('checkbox'));
    await user.click(within(dialog()).getByRole('button', { name: '注册' }));
    await solveSlider(user);

    expect(await screen.findByText('注册成功')).toBeTruthy();
    expect(lastBody(backend, `${SITE}/captcha/slider/load`)).toEqual({ purpose: 1 });
    expect(lastBody(backend, `${SITE}/user/register`)).toEqual({
      name: 'player01',
      password: md5('abc12345'),
      secondPassword: md5('abc12345'),
      kaptchcate: 0,
      codeId: 'lot-1',
      code: 'pass-for-lot-1',
      domain: 'http://app.test/sponsor?icode=I9&rcode=R7',
      rCode: 'R7',
      iCode: 'I9',
    });
    await waitFor(() => expect(store.getState().session.token).toBe('tok-login'));
    expect(lastBody(backend, `${SITE}/user/login`)).toEqual({
      name: 'player01',
      password: md5('abc12345'),
      kaptchcate: 99,
      codeId: '',
      code: '',
      version: '1.0',
      isAgent: 0,
    });
  });

  it('when the auto-login fails, the login form opens with the new username', async () => {
    const { bus, store } = renderAuthDialog({
      routes: {
        [`${SITE}/user/register`]: () => okEnvelope({ token: 'tok-register', userId: '9' }),
        [`${SITE}/user/login`]: () => codeEnvelope(Code.AuthCodeError, '请先完成安全验证'),
      },
    });
    const user = userEvent.setup();
    act(() => bus.emit('register'));
    await user.type(within(dialog()).getByLabelText('用户名'), 'player01');
    await user.type(within(dialog()).getByLabelText('密码'), 'abc12345');
    await user.type(within(dialog()).getByLabelText('确认密码'), 'abc12345');
    await user.click(within(dialog()).getByRole('checkbox'));
    await user.click(within(dialog()).getByRole('button', { name: '注册' }));
    await solveSlider(user);
    expect(await screen.findByText('请先完成安全验证')).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog()).getByRole('tab', { name: '登录' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(within(dialog()).getByLabelText<HTMLInputElement>('用户名').value).toBe('player01');
    expect(store.getState().session.token).toBeNull();
  });

  it.each([6025, 6026, 6027, 6028, 6029])(
    'a risky login (%i) opens the new-device screen with the server message, without the banner',
    async (code) => {
      const { bus } = renderAuthDialog({
        routes: {
          [`${SITE}/user/login`]: () =>
            codeEnvelope(code, '检测到您在新设备登录，请进行安全验证', { phoneNumber: '138****8000' }),
        },
      });
      const user = userEvent.setup();
      act(() => bus.emit('login'));
      expect(banner()).toBeTruthy();
      await user.type(within(dialog()).getByLabelText('用户名'), 'demo02');
      await user.type(within(dialog()).getByLabelText('密码'), 'demo1234');
      await user.click(within(dialog()).getByRole('button', { name: '登录' }));
      await solveSlider(user);
      const screenDialog = await screen.findByRole('dialog', { name: '新设备登录验证' });
      expect(within(screenDialog).getByText('检测到您在新设备登录，请进行安全验证')).toBeTruthy();
      expect(within(screenDialog).getByText('138****8000')).toBeTruthy();
      expect(banner()).toBeNull();
    },
  );
});

describe('the banner (spec 2.6)', () => {
  it('shows on login, register and forgot password', () => {
    const { bus } = renderAuthDialog();
    act(() => bus.emit('login'));
    expect(banner()).toBeTruthy();
    act(() => bus.emit('switch_auth_way', { mode: 'register' }));
    expect(banner()).toBeTruthy();
    act(() => bus.emit('forget_password', { way: 'email' }));
    expect(screen.getByRole('dialog', { name: '找回密码' })).toBeTruthy();
    expect(banner()).toBeTruthy();
  });
});

describe('the session (spec 4)', () => {
  function Where() {
    return <p data-testid="where">{useLocation().pathname}</p>;
  }

  it.each(['expired', 'logout'] as const)(
    'a %s takes the member home and opens the login dialog',
    async (reason) => {
      const { store } = renderAuthDialog({}, <Where />);
      act(() => {
        store.dispatch(sessionStarted({ token: 'tok', userId: '1' }));
      });
      expect(screen.getByTestId('where').textContent).toBe('/mine/vip');
      expect(screen.queryByRole('dialog')).toBeNull();
      act(() => {
        store.dispatch(loggedOut({ reason }));
      });
      expect(within(dialog()).getByRole('tab', { name: '登录' }).getAttribute('aria-selected')).toBe('true');
      await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    },
  );
});
