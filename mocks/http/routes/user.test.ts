import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Code, Header, api } from '@src/contract';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../auth/tokens';
import { md5Hex } from '../../db/seed';
import { centerAccount } from '../../ledger';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';

const SECRET = 'test-secret-of-at-least-thirty-two-characters';
const REGISTER = api.register.path;
const LOGIN = api.login.path;
const LOGOUT = api.logout.path;
const MEMBER_INFO = api.memberInfo.path;

function registration(name: string, password = 'abc12345', second = password) {
  return { name, password: md5Hex(password), secondPassword: md5Hex(second), kaptchcate: 0, codeId: '', code: '' };
}

describe('accounts and tokens', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await createTestBackend({ tokenSecret: SECRET });
  });
  afterAll(() => backend.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const memberInfo = (token: string) => backend.call(MEMBER_INFO, {}, { [Header.token]: token });

  describe('registering', () => {
    it('creates the member, signs them in and credits the demo balance through the ledger', async () => {
      const answer = await backend.call(REGISTER, registration('player01'));
      expect(answer.body.status_code).toBe(Code.Success);
      const { token, userId } = api.register.response.parse(answer.body.data);

      const info = await memberInfo(token);
      expect(api.memberInfo.response.parse(info.body.data)).toMatchObject({ userId, username: 'player01' });
      const credit = backend.services.ledger.findTransaction(`signup:${userId}`);
      expect(credit?.postings).toContainEqual({ account: centerAccount(Number(userId)), amountFen: 1_000_000n });
    });

    it('strips whitespace from the name (spec 5)', async () => {
      const answer = await backend.call(REGISTER, registration(' player 02 '));
      const { token } = api.register.response.parse(answer.body.data);
      expect((await memberInfo(token)).body.data).toMatchObject({ username: 'player02' });
    });

    it('refuses a name that exists, whatever its case (6009)', async () => {
      await backend.call(REGISTER, registration('player03'));
      for (const name of ['player03', 'PLAYER03', 'demo01']) {
        const answer = await backend.call(REGISTER, registration(name));
        expect(answer.body).toEqual({ status_code: Code.DataExists, data: null, message: '用户名已存在' });
      }
    });

    it('refuses a name against the rules of spec 5, naming the field (6007)', async () => {
      const answer = await backend.call(REGISTER, registration('ab1'));
      expect(answer.body.status_code).toBe(Code.InvalidParameter);
      expect(answer.body.message).toBe('用户名：用户名需为4-11位字母加数字，以字母开头，至少包含2个字母和1个数字');
    });

    it('refuses two different passwords (6007)', async () => {
      const answer = await backend.call(REGISTER, registration('player04', 'abc12345', 'abc12346'));
      expect(answer.body).toEqual({ status_code: Code.InvalidParameter, data: null, message: '确认密码：两次输入的密码不一致' });
    });

    it('never stores the password as it was received', () => {
      const rows = backend.db.prepare<[], { password_hash: string }>('SELECT password_hash FROM members').all();
      expect(rows.length).toBeGreaterThan(2);
      for (const row of rows) {
        expect(row.password_hash).toMatch(/^scrypt\$/);
        expect(row.password_hash).not.toContain(md5Hex('demo1234'));
        expect(row.password_hash).not.toContain(md5Hex('abc12345'));
      }
    });
  });

  describe('logging in', () => {
    it('answers the token and user id of the demo member', async () => {
      const answer = await backend.call(LOGIN, { name: 'demo01', password: md5Hex('demo1234'), kaptchcate: 0 });
      expect(answer.body.status_code).toBe(Code.Success);
      expect(api.login.response.parse(answer.body.data).userId).toBe('10001');
    });

    it('gives the same 6002 answer for a wrong password and an unknown name', async () => {
      const wrong = await backend.call(LOGIN, { name: 'demo02', password: md5Hex('nope12345'), kaptchcate: 0 });
      const unknown = await backend.call(LOGIN, { name: 'nobody99', password: md5Hex('demo1234'), kaptchcate: 0 });
      const expected = { status_code: Code.InvalidCredentials, data: null, message: '用户名或密码错误' };
      expect(wrong.body).toEqual(expected);
      expect(unknown.body).toEqual(expected);
    });

    it('refuses further attempts after 5 failures within 15 minutes (6011), then lets the member in again', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      await backend.call(REGISTER, registration('throttle1'));
      const attempt = (password: string) => backend.call(LOGIN, { name: 'throttle1', password: md5Hex(password), kaptchcate: 0 });
      for (let i = 0; i < 5; i += 1) expect((await attempt('wrong1234')).body.status_code).toBe(Code.InvalidCredentials);

      expect((await attempt('abc12345')).body).toEqual({ status_code: Code.FrequentSubmission, data: null, message: '请勿频繁提交' });
      vi.setSystemTime(Date.now() + 15 * 60_000 + 1);
      expect((await attempt('abc12345')).body.status_code).toBe(Code.Success);
    });

    it('records the device and IP of each sign-in for the new-device check', async () => {
      await backend.login('demo01', 'demo1234', { [Header.uuid]: 'fingerprint-a' });
      await backend.login('demo01', 'demo1234', { [Header.uuid]: 'fingerprint-a' });
      const rows = backend.db
        .prepare('SELECT device_id, ip, login_count FROM member_devices WHERE member_id = 10001 AND device_id = ?')
        .all('fingerprint-a');
      expect(rows).toEqual([{ device_id: 'fingerprint-a', ip: '127.0.0.1', login_count: 2 }]);
    });
  });

  describe('member info', () => {
    it('shows a member without a bound phone or real name (demo01)', async () => {
      const info = api.memberInfo.response.parse((await memberInfo(await backend.loginDemo('plain'))).body.data);
      expect(info).toMatchObject({ userId: '10001', username: 'demo01', bindPhone: false, bindRealName: false, phone: '', realName: '' });
      expect(info.registerTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it('masks the bound phone and real name (demo02)', async () => {
      const info = api.memberInfo.response.parse((await memberInfo(await backend.loginDemo('verified'))).body.data);
      expect(info).toMatchObject({ username: 'demo02', bindPhone: true, bindRealName: true, phone: '138****8000', realName: '张*' });
      expect(info).toMatchObject({ birthday: '1990-05-20', bindEmail: true, email: 'de****@example.com' });
    });

    it('asks a visitor to log in again (6001)', async () => {
      const answer = await backend.call(MEMBER_INFO);
      expect(answer.body).toEqual({ status_code: Code.LoginExpired, data: null, message: '请重新登录' });
    });
  });

  describe('tokens', () => {
    const expectLoggedOut = async (token: string) => {
      expect((await memberInfo(token)).body.status_code).toBe(Code.LoginExpired);
    };

    it('stop working after logout, on the server (6001), while other sessions go on', async () => {
      const token = await backend.loginDemo('plain');
      const otherSession = await backend.loginDemo('plain');
      const logout = await backend.call(LOGOUT, {}, { [Header.token]: token });
      expect(logout.body).toEqual({ status_code: Code.Success, data: null, message: '成功' });
      await expectLoggedOut(token);
      expect((await memberInfo(otherSession)).body.status_code).toBe(Code.Success);
    });

    it('expire after the token lifetime (7 days by default)', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const token = await backend.loginDemo('plain');
      vi.setSystemTime(Date.now() + 6 * 24 * 3600_000);
      expect((await memberInfo(token)).body.status_code).toBe(Code.Success);
      vi.setSystemTime(Date.now() + 24 * 3600_000 + 1000);
      await expectLoggedOut(token);
    });

    it('are refused when signed with another secret', async () => {
      const claims = decodeJwt(await backend.loginDemo('plain'));
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('another-secret-of-at-least-thirty-two-chars'));
      await expectLoggedOut(forged);
    });

    it('are refused unsigned (alg: none) or with another algorithm, even with the right secret', async () => {
      const claims = decodeJwt(await backend.loginDemo('plain'));
      const base64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      await expectLoggedOut(`${base64({ alg: 'none', typ: 'JWT' })}.${base64(claims)}.`);
      const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(SECRET));
      await expectLoggedOut(hs512);
    });

    it('are refused for a member that does not exist, even when well signed', async () => {
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject('99999')
        .setJti('no-such-session')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(SECRET));
      await expectLoggedOut(token);
    });

    it('are refused when they are garbage, never failing the call', async () => {
      for (const garbage of ['x', 'a.b.c', '...', 'Bearer', 'e30.e30.e30', 'x'.repeat(5000), '令牌']) {
        const answer = await memberInfo(garbage);
        expect(answer.httpStatus).toBe(200);
        expect(answer.body.status_code).toBe(Code.LoginExpired);
      }
    });
  });
});

describe('a file database', () => {
  it('keeps tokens valid across a restart, with a signing secret generated once and stored', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-restart-'));
    try {
      const first = await createTestBackend({ dataDir, tokenSecret: '' });
      const token = await first.loginDemo('plain');
      await first.close();

      const second = await createTestBackend({ dataDir, tokenSecret: '' });
      const answer = await second.call(MEMBER_INFO, {}, { [Header.token]: token });
      expect(answer.body.status_code).toBe(Code.Success);
      expect(second.db.prepare('SELECT COUNT(*) AS n FROM members').get()).toEqual({ n: 2 });
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
