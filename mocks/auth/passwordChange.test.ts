import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Header, api } from '@src/contract';
import { md5Hex } from '../db/seed';
import { useFakeClock } from '../testing/fakeClock';
import { createTestBackend, type TestBackend } from '../testing/testBackend';

const OLD = 'old12345';
const NEW = 'new12345';
const OLD_PASSWORD_WRONG = { status_code: Code.PasswordCheckFailure, data: null, message: '原密码错误' };
const TOO_MANY_WRONG = {
  status_code: Code.FrequentSubmission,
  data: null,
  message: '原密码错误次数过多，请15分钟后再试',
};

describe('changing the login password (spec 7.1 bindPassword)', () => {
  let backend: TestBackend;
  const advance = useFakeClock();
  let serial = 0;

  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend.close());

  /** A new member signed in with OLD (each test its own, so counts and sessions do not mix). */
  async function newMember(): Promise<{ name: string; token: string }> {
    serial += 1;
    const name = `change${String(serial).padStart(2, '0')}`;
    const answer = await backend.call(api.register.path, {
      name,
      password: md5Hex(OLD),
      secondPassword: md5Hex(OLD),
      kaptchcate: 0,
    });
    const { token } = api.register.response.parse(answer.body.data);
    return { name, token };
  }

  const change = (token: string | null, body: object) =>
    backend.call(api.bindPassword.path, body, token === null ? {} : { [Header.token]: token });
  const passwords = (oldPassword: string, password: string, secondPassword = password) => ({
    oldPassword: md5Hex(oldPassword),
    password: md5Hex(password),
    secondPassword: md5Hex(secondPassword),
  });
  const loginWith = async (name: string, password: string) =>
    (await backend.call(api.login.path, { name, password: md5Hex(password), kaptchcate: 0 })).body
      .status_code;
  const sessionStatus = async (token: string) =>
    (await backend.call(api.memberInfo.path, {}, { [Header.token]: token })).body.status_code;

  async function expectPasswordStill(name: string, password: string): Promise<void> {
    expect(await loginWith(name, password)).toBe(Code.Success);
  }

  it('with the right current password stores the new one and ends every session, this one too', async () => {
    const { name, token } = await newMember();
    const otherSession = await backend.login(name, OLD);

    const answer = await change(token, passwords(OLD, NEW));
    expect(answer.body).toEqual({ status_code: Code.Success, data: null, message: '密码修改成功' });

    expect(await sessionStatus(token)).toBe(Code.LoginExpired);
    expect(await sessionStatus(otherSession)).toBe(Code.LoginExpired);
    expect(await loginWith(name, OLD)).toBe(Code.InvalidCredentials);
    expect(await loginWith(name, NEW)).toBe(Code.Success);
    const stored = backend.services.members.findByName(name)?.passwordHash;
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain(md5Hex(NEW));
  });

  it('with a wrong current password answers 6100 原密码错误 and changes nothing', async () => {
    const { name, token } = await newMember();

    expect((await change(token, passwords('wrong1234', NEW))).body).toEqual(OLD_PASSWORD_WRONG);

    expect(await sessionStatus(token)).toBe(Code.Success);
    expect(await loginWith(name, NEW)).toBe(Code.InvalidCredentials);
    await expectPasswordStill(name, OLD);
  });

  it.each([
    [
      'a missing current password',
      { password: md5Hex(NEW), secondPassword: md5Hex(NEW) },
      '原密码：不能为空',
    ],
    [
      'a new password that is not MD5 hex',
      { oldPassword: md5Hex(OLD), password: NEW, secondPassword: NEW },
      '密码：密码格式错误',
    ],
    ['a repeat that differs', passwords(OLD, NEW, 'new12346'), '确认密码：两次输入的密码不一致，请重新输入'],
    ['a new password equal to the current one', passwords(OLD, OLD), '密码：新密码不能与原密码相同'],
  ])('refuses %s with 6007 naming the field, and changes nothing', async (_case, body, message) => {
    const { name, token } = await newMember();

    expect((await change(token, body)).body).toEqual({
      status_code: Code.InvalidParameter,
      data: null,
      message,
    });

    expect(await sessionStatus(token)).toBe(Code.Success);
    await expectPasswordStill(name, OLD);
  });

  it('asks a visitor to log in again (6001) and changes nothing', async () => {
    const { name } = await newMember();

    const answer = await change(null, passwords(OLD, NEW));
    expect(answer.body).toEqual({ status_code: Code.LoginExpired, data: null, message: '请重新登录' });

    await expectPasswordStill(name, OLD);
  });

  it('after 5 wrong current passwords refuses even the right one (6011) until 15 minutes have passed', async () => {
    const { name, token } = await newMember();
    for (let i = 0; i < 5; i += 1) {
      expect((await change(token, passwords('wrong1234', NEW))).body).toEqual(OLD_PASSWORD_WRONG);
    }

    expect((await change(token, passwords(OLD, NEW))).body).toEqual(TOO_MANY_WRONG);
    expect(await sessionStatus(token)).toBe(Code.Success);
    await expectPasswordStill(name, OLD);

    advance(14 * 60_000);
    expect((await change(token, passwords(OLD, NEW))).body).toEqual(TOO_MANY_WRONG);
    advance(60_000 + 1);
    expect((await change(token, passwords(OLD, NEW))).body.status_code).toBe(Code.Success);
    expect(await loginWith(name, NEW)).toBe(Code.Success);
  });

  it('lets no more than 5 guesses through when they arrive together', async () => {
    const { token } = await newMember();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => change(token, passwords('wrong1234', NEW))),
    );
    const codes = answers.map((answer) => answer.body.status_code);
    expect(codes.filter((code) => code === Code.PasswordCheckFailure)).toHaveLength(5);
    expect(codes.filter((code) => code === Code.FrequentSubmission)).toHaveLength(3);
  });

  it('lifts a login lockout others caused, so the member can sign in with the new password at once', async () => {
    const { name, token } = await newMember();
    for (let i = 0; i < 5; i += 1) await loginWith(name, 'wrong1234');
    expect(await loginWith(name, OLD)).toBe(Code.FrequentSubmission);

    expect((await change(token, passwords(OLD, NEW))).body.status_code).toBe(Code.Success);
    expect(await loginWith(name, NEW)).toBe(Code.Success);
  });

  it('counts wrong current passwords per member: another member can still change theirs', async () => {
    const guessed = await newMember();
    for (let i = 0; i < 5; i += 1) await change(guessed.token, passwords('wrong1234', NEW));
    const other = await newMember();

    expect((await change(other.token, passwords(OLD, NEW))).body.status_code).toBe(Code.Success);
  });

  it('a right current password clears the wrong ones before it', async () => {
    const { name, token } = await newMember();
    for (let i = 0; i < 4; i += 1) await change(token, passwords('wrong1234', NEW));
    expect((await change(token, passwords(OLD, NEW))).body.status_code).toBe(Code.Success);

    const again = await backend.login(name, NEW);
    for (let i = 0; i < 5; i += 1) {
      expect((await change(again, passwords('wrong1234', OLD))).body).toEqual(OLD_PASSWORD_WRONG);
    }
    expect((await change(again, passwords(NEW, OLD))).body).toEqual(TOO_MANY_WRONG);
  });
});
