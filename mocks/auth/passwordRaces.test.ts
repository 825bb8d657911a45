import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Code, Header, api } from '@src/contract';
import { md5Hex } from '../db/seed';
import { createTestBackend, type TestBackend } from '../testing/testBackend';
import { verifyPassword } from './passwords';
import type * as Passwords from './passwords';

vi.mock('./passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
const { verifyPassword: realVerify } = await vi.importActual<typeof Passwords>('./passwords');

/**
 * Holds the next password check after it has computed its answer, until released: the window in which another
 * request changes the password while a slow check of the old one is under way.
 */
function holdNextCheck(): { checking: Promise<void>; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = () => {};
  const checking = new Promise<void>((resolve) => {
    started = resolve;
  });
  vi.mocked(verifyPassword).mockImplementationOnce(async (received, stored) => {
    started();
    const matches = await realVerify(received, stored);
    await released;
    return matches;
  });
  return { checking, release };
}

describe('a password that changes while a slow check of the old one is under way (issue 13: checks after the slow part)', () => {
  let backend: TestBackend;
  let serial = 0;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend.close());

  async function newMember(password: string): Promise<{ name: string; userId: number; token: string }> {
    serial += 1;
    const name = `racer${String(serial).padStart(3, '0')}`;
    const answer = await backend.call(api.register.path, {
      name,
      password: md5Hex(password),
      secondPassword: md5Hex(password),
      kaptchcate: 0,
    });
    const { token, userId } = api.register.response.parse(answer.body.data);
    return { name, userId: Number(userId), token };
  }
  const login = (name: string, password: string) =>
    backend.call(api.login.path, { name, password: md5Hex(password), kaptchcate: 0 });
  const change = (token: string, oldPassword: string, password: string) =>
    backend.call(
      api.bindPassword.path,
      { oldPassword: md5Hex(oldPassword), password: md5Hex(password), secondPassword: md5Hex(password) },
      { [Header.token]: token },
    );
  const liveSessions = (userId: number) =>
    backend.db
      .prepare('SELECT COUNT(*) AS count FROM sessions WHERE member_id = ? AND revoked_at IS NULL')
      .get(userId);

  it('opens no session for a login with the old password when a change ends every session meanwhile', async () => {
    const { name, userId, token } = await newMember('old12345');
    const held = holdNextCheck();
    const inFlight = login(name, 'old12345');
    await held.checking;

    expect((await change(token, 'old12345', 'new12345')).body.status_code).toBe(Code.Success);
    held.release();

    expect((await inFlight).body).toEqual({
      status_code: Code.InvalidCredentials,
      data: null,
      message: '用户名或密码错误',
    });
    expect(liveSessions(userId)).toEqual({ count: 0 });
    expect((await login(name, 'new12345')).body.status_code).toBe(Code.Success);
  });

  it('opens no session for a login with the old password when a forgot-password reset happens meanwhile', async () => {
    const { name, userId } = await newMember('old12345');
    const phone = '13911112222';
    backend.services.members.bindPhone(userId, '+86', phone);
    await backend.call(api.forgetByPhoneOne.path, { name, phone });
    const code = /\d{6}/.exec(backend.services.outbox.latest(`+86${phone}`)?.body ?? '')?.[0];
    expect((await backend.call(api.forgetByPhoneTwo.path, { name, phone, code })).body.status_code).toBe(
      Code.Success,
    );

    const held = holdNextCheck();
    const inFlight = login(name, 'old12345');
    await held.checking;
    const reset = await backend.call(api.forgetByPhoneThree.path, {
      name,
      phone,
      password: md5Hex('new12345'),
      secondPassword: md5Hex('new12345'),
    });
    expect(reset.body.status_code).toBe(Code.Success);
    held.release();

    expect((await inFlight).body.status_code).toBe(Code.InvalidCredentials);
    expect(liveSessions(userId)).toEqual({ count: 0 });
  });

  it('does not let a change checked against the old password overwrite the one the member set meanwhile', async () => {
    const { name, token: stolen } = await newMember('old12345');
    const owner = await backend.login(name, 'old12345');
    const held = holdNextCheck();
    const thief = change(stolen, 'old12345', 'evil1234');
    await held.checking;

    expect((await change(owner, 'old12345', 'mine1234')).body.status_code).toBe(Code.Success);
    held.release();

    expect((await thief).body).toEqual({ status_code: Code.LoginExpired, data: null, message: '请重新登录' });
    expect((await login(name, 'evil1234')).body.status_code).toBe(Code.InvalidCredentials);
    expect((await login(name, 'mine1234')).body.status_code).toBe(Code.Success);
  });
});
