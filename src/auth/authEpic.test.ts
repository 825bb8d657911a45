import { describe, expect, it } from 'vitest';
import { loggedOut, sessionStarted } from '@src/session';
import { createTestStore } from '@src/store/testStore';
import { passwordChangeSucceeded, selectAuthDialog, selectBannerShown } from './authDialogSlice';
import { createAuthEpic } from './authEpic';
import { createAuthEventBus, type AuthEvent } from './authEvents';

function setUp() {
  const bus = createAuthEventBus();
  const { store } = createTestStore({ epic: createAuthEpic(bus) });
  const announced: AuthEvent[] = [];
  bus.events$.subscribe((event) => announced.push(event));
  const dialog = () => selectAuthDialog(store.getState());
  return { bus, store, announced, dialog };
}

const challenge = {
  username: 'demo02',
  passwordHash: '0123456789abcdef0123456789abcdef',
  phoneNumber: '138****8000',
  message: '检测到您在新设备登录，请进行安全验证',
};

describe('the auth dialog follows the auth events (spec 2.6, 4)', () => {
  it('login and register open the dialog on their tab; switch_auth_way changes the tab', () => {
    const { bus, dialog } = setUp();
    bus.emit('register');
    expect(dialog()).toMatchObject({ open: true, screen: 'form', mode: 'register' });
    bus.emit('switch_auth_way', { mode: 'login' });
    expect(dialog()).toMatchObject({ open: true, mode: 'login' });
    bus.emit('closeAuth');
    bus.emit('login', { username: 'demo01' });
    expect(dialog()).toMatchObject({ open: true, mode: 'login', loginUsername: 'demo01' });
  });

  it('forget_password opens the chosen way with the banner; newDevice hides the banner', () => {
    const { bus, store, dialog } = setUp();
    bus.emit('forget_password', { way: 'email' });
    expect(dialog()).toMatchObject({ open: true, screen: 'forgotPassword', forgotWay: 'email' });
    expect(selectBannerShown(store.getState())).toBe(true);
    bus.emit('newDevice', challenge);
    expect(dialog()).toMatchObject({ open: true, screen: 'newDevice', newDevice: challenge });
    expect(selectBannerShown(store.getState())).toBe(false);
  });

  it('closeAuth closes it', () => {
    const { bus, dialog } = setUp();
    bus.emit('login');
    bus.emit('closeAuth');
    expect(dialog().open).toBe(false);
  });

  it('a changed password hides the banner and is announced as password_change_success', () => {
    const { bus, store, announced } = setUp();
    bus.emit('forget_password', { way: 'phone' });
    store.dispatch(passwordChangeSucceeded({ username: 'demo02' }));
    expect(selectBannerShown(store.getState())).toBe(false);
    expect(announced).toContainEqual({ type: 'password_change_success', payload: { username: 'demo02' } });
  });
});

describe('the auth module announces the session (spec 4: login success and expiry can be listened to)', () => {
  it('a started session is announced as login_success', () => {
    const { store, announced } = setUp();
    store.dispatch(sessionStarted({ token: 't', userId: '7' }));
    expect(announced).toEqual([{ type: 'login_success', payload: { userId: '7' } }]);
  });

  it('expiry is announced as login_expired and opens the login dialog', () => {
    const { store, announced, dialog } = setUp();
    store.dispatch(loggedOut({ reason: 'expired' }));
    expect(announced).toEqual([{ type: 'login_expired', payload: { message: '请重新登录' } }]);
    expect(dialog()).toMatchObject({ open: true, screen: 'form', mode: 'login' });
  });

  it('a logout opens the login dialog too, without announcing an expiry', () => {
    const { store, announced, dialog } = setUp();
    store.dispatch(loggedOut({ reason: 'logout' }));
    expect(announced).toEqual([]);
    expect(dialog()).toMatchObject({ open: true, mode: 'login' });
  });
});
