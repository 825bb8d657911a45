import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@src/contract';
import { md5Hex } from '../../db/seed';
import { ApiError } from '../../http/apiError';
import { useFakeClock } from '../../testing/fakeClock';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';
import { LOGIN_PASSWORD, newCardMember } from '../testing/cardMembers';

const PASSWORD = '258013';

async function refusal(work: Promise<unknown>): Promise<{ code: number; message: string; data: unknown }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, message: error.message, data: error.data };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the withdrawal password service', () => {
  const advance = useFakeClock();
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend.close());

  async function memberWithPassword() {
    const member = await newCardMember(backend);
    await backend.services.withdrawalPasswords.set(member.id, md5Hex(LOGIN_PASSWORD), PASSWORD);
    return member;
  }

  it('is set once, after the right login password, and checks right and wrong passwords', async () => {
    const member = await newCardMember(backend);
    const passwords = backend.services.withdrawalPasswords;
    expect(passwords.isSet(member.id)).toBe(false);
    expect(await refusal(passwords.verify(member.id, PASSWORD))).toMatchObject({
      code: Code.WithdrawalProtectionError,
      message: '请先设置资金密码',
    });
    expect(await refusal(passwords.set(member.id, md5Hex('wrong1234'), PASSWORD))).toMatchObject({
      code: Code.PasswordCheckFailure,
      message: '登录密码错误',
    });
    await passwords.set(member.id, md5Hex(LOGIN_PASSWORD), PASSWORD);
    expect(passwords.isSet(member.id)).toBe(true);
    await expect(passwords.verify(member.id, PASSWORD)).resolves.toBeUndefined();
    expect(await refusal(passwords.set(member.id, md5Hex(LOGIN_PASSWORD), '370914'))).toMatchObject({
      code: Code.DataExists,
    });
    await expect(passwords.verify(member.id, PASSWORD)).resolves.toBeUndefined();
  });

  it('answers 6100 with the tries left, then locks after the fifth wrong one in 15 minutes (6037, until when)', async () => {
    const member = await memberWithPassword();
    const passwords = backend.services.withdrawalPasswords;
    for (const left of [4, 3, 2, 1]) {
      expect(await refusal(passwords.verify(member.id, '111222'))).toEqual({
        code: Code.PasswordCheckFailure,
        message: `资金密码错误，还可尝试${left}次`,
        data: { triesLeft: left },
      });
    }
    const fifthAt = Date.now();
    const locked = await refusal(passwords.verify(member.id, '111222'));
    expect(locked.code).toBe(Code.AuthLocked);
    // The first wrong one leaves the window 15 minutes after it was made: then one try is free again.
    expect(locked.data).toEqual({ unlocksAt: fifthAt + 15 * 60_000 });
    expect(locked.message).toMatch(/^资金密码错误次数过多，已暂时锁定，请于\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}后再试$/);
    // Even the right password is refused while locked.
    expect((await refusal(passwords.verify(member.id, PASSWORD))).code).toBe(Code.AuthLocked);
    advance(15 * 60_000 + 1);
    await expect(passwords.verify(member.id, PASSWORD)).resolves.toBeUndefined();
  });

  it('counts each try before checking it: parallel guesses cannot pass the limit', async () => {
    const member = await memberWithPassword();
    const passwords = backend.services.withdrawalPasswords;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => refusal(passwords.verify(member.id, String(400_000 + index)))),
    );
    // Five took a try before any check ended, and by the time each was found wrong the five were spent; the
    // other seven were refused without a check. None got through, and the right password is locked out too.
    expect(answers.map((answer) => answer.code)).toEqual(Array(12).fill(Code.AuthLocked));
    const counted = backend.db
      .prepare('SELECT COUNT(*) FROM auth_attempts WHERE scope = ? AND key = ?')
      .pluck()
      .get('withdrawal_password:member', String(member.id));
    expect(counted).toBe(5);
    expect((await refusal(passwords.verify(member.id, PASSWORD))).code).toBe(Code.AuthLocked);
  });

  it('a right password forgets the wrong ones before it', async () => {
    const member = await memberWithPassword();
    const passwords = backend.services.withdrawalPasswords;
    for (let i = 0; i < 4; i += 1) await refusal(passwords.verify(member.id, '999000'));
    await passwords.verify(member.id, PASSWORD);
    expect((await refusal(passwords.verify(member.id, '999000'))).data).toEqual({ triesLeft: 4 });
  });

  it('resets with a code sent to the bound e-mail, which also ends the lock', async () => {
    const member = await memberWithPassword();
    const passwords = backend.services.withdrawalPasswords;
    for (let i = 0; i < 5; i += 1) await refusal(passwords.verify(member.id, '999000'));
    backend.services.codes.nextCode = () => '482915';
    expect(passwords.sendResetCode(member.id, 'email')).toMatchObject({ channel: 'email', target: 'ca****@example.com' });
    const mail = backend.services.outbox.latest(`${member.name}@example.com`);
    expect(mail?.body).toContain('您正在重置资金密码，验证码为 482915');
    expect(await refusal(passwords.reset(member.id, 'email', '000001', '370914'))).toMatchObject({
      code: Code.AuthCodeError,
    });
    await passwords.reset(member.id, 'email', '482915', '370914');
    await expect(passwords.verify(member.id, '370914')).resolves.toBeUndefined();
    expect((await refusal(passwords.verify(member.id, PASSWORD))).code).toBe(Code.PasswordCheckFailure);
  });
});

describe('wrong withdrawal passwords across a restart', () => {
  useFakeClock();
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('are still counted after the backend reopens its database: the lock holds', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'withdrawal-password-'));
    dirs.push(dir);
    const before = await createTestBackend({ dataDir: dir });
    const member = await newCardMember(before);
    await before.services.withdrawalPasswords.set(member.id, md5Hex(LOGIN_PASSWORD), PASSWORD);
    for (let i = 0; i < 3; i += 1) await refusal(before.services.withdrawalPasswords.verify(member.id, '999000'));
    await before.close();

    const after = await createTestBackend({ dataDir: dir });
    try {
      const passwords = after.services.withdrawalPasswords;
      expect(passwords.isSet(member.id)).toBe(true);
      expect((await refusal(passwords.verify(member.id, '999000'))).data).toEqual({ triesLeft: 1 });
      expect((await refusal(passwords.verify(member.id, '999000'))).code).toBe(Code.AuthLocked);
      expect((await refusal(passwords.verify(member.id, PASSWORD))).code).toBe(Code.AuthLocked);
    } finally {
      await after.close();
    }
  });
});
