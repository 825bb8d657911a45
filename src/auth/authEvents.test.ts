import { describe, expect, it, vi } from 'vitest';
import { createAuthEventBus, type AuthEvent } from './authEvents';

describe('the auth event bus (spec 4)', () => {
  it('delivers an event with its payload to the listeners of that event only, in order', () => {
    const bus = createAuthEventBus();
    const heard: string[] = [];
    bus.on('forget_password', ({ way }) => heard.push(`forget:${way}`));
    bus.on('login_success', ({ userId }) => heard.push(`success:${userId}`));
    bus.on('forget_password', () => heard.push('second listener'));
    bus.emit('forget_password', { way: 'email' });
    bus.emit('login_success', { userId: '42' });
    expect(heard).toEqual(['forget:email', 'second listener', 'success:42']);
  });

  it('events without a payload need none', () => {
    const bus = createAuthEventBus();
    const closed = vi.fn();
    bus.on('closeAuth', closed);
    bus.emit('closeAuth');
    bus.emit('login');
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('a listener that unsubscribed hears nothing more', () => {
    const bus = createAuthEventBus();
    const expired = vi.fn();
    const off = bus.on('login_expired', expired);
    bus.emit('login_expired', { message: '请重新登录' });
    off();
    bus.emit('login_expired', { message: '请重新登录' });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('a failing listener does not keep the others from hearing the event', () => {
    const bus = createAuthEventBus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    bus.on('register', () => {
      throw new Error('broken feature');
    });
    bus.on('register', after);
    bus.emit('register');
    bus.emit('register');
    expect(after).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('every event is also an Observable value, for epics', () => {
    const bus = createAuthEventBus();
    const seen: AuthEvent[] = [];
    const subscription = bus.events$.subscribe((event) => seen.push(event));
    bus.emit('switch_auth_way', { mode: 'register' });
    bus.emit('password_change_success', { username: 'demo02' });
    subscription.unsubscribe();
    bus.emit('closeAuth');
    expect(seen).toEqual([
      { type: 'switch_auth_way', payload: { mode: 'register' } },
      { type: 'password_change_success', payload: { username: 'demo02' } },
    ]);
  });
});
