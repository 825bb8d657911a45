import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { md5 } from 'js-md5';
import { startServer, type RunningServer } from '@mocks';
import { Code } from '@src/contract';
import { createApiClient, type ApiHooks } from './apiClient';
import { ApiCallError, LoginExpiredError, NetworkError } from './apiErrors';
import { createBalanceApi } from './balanceApi';

// The client's API layer against the reference backend started in this process (DESIGN.md section 8).
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: ':memory:',
    logLevel: 'silent',
    captchaMode: 'off',
  });
});

afterAll(async () => {
  await server.close();
});

let serial = 0;
/** A fresh valid username (spec 5: 4-11 letters and digits, a letter first, 2 letters and a digit). */
const newUsername = (): string => `it${(++serial).toString().padStart(3, '0')}ab`;

function client(baseUrl = server.url) {
  let token: string | null = null;
  const hooks = {
    notify: vi.fn<ApiHooks['notify']>(),
    onLoginExpired: vi.fn<ApiHooks['onLoginExpired']>(),
    onBindRealName: vi.fn<ApiHooks['onBindRealName']>(),
  };
  const api = createApiClient({
    baseUrl,
    getToken: () => token,
    deviceId: () => 'integration-device',
    hooks,
  });
  return {
    api,
    hooks,
    setToken: (value: string | null) => {
      token = value;
    },
  };
}

async function registered(username = newUsername(), password = 'abc12345') {
  const member = client();
  const result = await member.api.call('register', {
    name: username,
    password: md5(password),
    secondPassword: md5(password),
    kaptchcate: 0,
  });
  if (result.kind !== 'ok') throw new Error(`register answered a captcha: ${result.message}`);
  member.setToken(result.data.token);
  return { ...member, username, password, userId: result.data.userId };
}

describe('API client against the reference backend', () => {
  it('registers a member, who then reads their member info', async () => {
    const { api, username, userId } = await registered();
    const info = await api.data('memberInfo', {});
    expect(info).toMatchObject({ username, userId, bindPhone: false, bindRealName: false });
  });

  it('a new member has the demo balance of 10000.00 in total and in the centre wallet', async () => {
    const { api } = await registered();
    const balances = createBalanceApi(api);
    await expect(balances.allBalance()).resolves.toMatchObject({ balance: '10000.00' });
    await expect(balances.walletBalance()).resolves.toMatchObject({ centerWalletBalance: '10000.00' });
  });

  it('logs in with the registered password', async () => {
    const { username, password, userId } = await registered();
    const { api } = client();
    const result = await api.call('login', { name: username, password: md5(password), kaptchcate: 0 });
    expect(result).toMatchObject({ kind: 'ok', data: { userId } });
  });

  it('a wrong password is refused with 6002 and a Chinese message', async () => {
    const { username } = await registered();
    const { api, hooks } = client();
    const failure = await api
      .data('login', { name: username, password: md5('wrong1234'), kaptchcate: 0 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiCallError);
    expect((failure as ApiCallError).code).toBe(Code.InvalidCredentials);
    expect((failure as ApiCallError).message).toMatch(/[\u4e00-\u9fff]/);
    expect(hooks.onLoginExpired).not.toHaveBeenCalled();
  });

  it('a member-only call without a token ends in the login-expired hook (login dialog), with no "log in again"', async () => {
    const { api, hooks } = client();
    await expect(api.data('memberInfo', {})).rejects.toBeInstanceOf(LoginExpiredError);
    expect(hooks.onLoginExpired).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ endpoint: 'memberInfo', hadToken: false }),
    );
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('after logout the revoked token ends in the login-expired hook and "please log in again"', async () => {
    const { api, hooks } = await registered();
    await api.data('logout', {});
    await expect(api.data('memberInfo', {})).rejects.toBeInstanceOf(LoginExpiredError);
    expect(hooks.notify).toHaveBeenCalledExactlyOnceWith({ kind: 'loginExpired', message: '请重新登录' });
    expect(hooks.onLoginExpired).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ endpoint: 'memberInfo', hadToken: true }),
    );
  });

  it('an invalid parameter is answered 6007 with a Chinese message naming the field', async () => {
    const { api } = client();
    const failure = await api
      .data('register', {
        name: 'ab',
        password: md5('abc12345'),
        secondPassword: md5('abc12345'),
        kaptchcate: 0,
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiCallError);
    expect((failure as ApiCallError).code).toBe(Code.InvalidParameter);
    expect((failure as ApiCallError).message).toContain('用户名');
  });

  it('a closed port is a NetworkError with the network message', async () => {
    const closedPort = await new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.on('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        probe.close(() => resolve(port));
      });
    });
    const { api } = client(`http://127.0.0.1:${closedPort}`);
    const failure = await api.data('preInfo', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as NetworkError).message).toBe('网络异常，请检查网络连接');
  });

  it('site content answers the contract: title, navigation and sponsors', async () => {
    const { api } = client();
    const [preInfo, navigation, sponsors] = await Promise.all([
      api.data('preInfo', {}),
      api.data('navigationList', {}),
      api.data('sponsorContent', {}),
    ]);
    expect(preInfo.siteBaseConfig.title).not.toBe('');
    expect(navigation.map((item) => item.path)).toContain('/game/sport');
    expect(sponsors.length).toBeGreaterThan(0);
  });
});
