import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PATH, Code } from '@src/contract';
import { DEMO_MEMBERS } from '../db/demoData';
import { md5Hex } from '../db/seed';
import { startServer, type RunningServer } from '../server';
import { ChatTestClient } from '../testing/chatTestServer';
import { serverCalls } from '../testing/serverCalls';

/** The chat inside the whole reference backend: real site login, member/jwt, members table, upgrade routing. */
describe('chat on the reference backend', () => {
  let server: RunningServer;

  const post = serverCalls(() => server.url, 'chat-test-device');

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: ':memory:',
      logLevel: 'silent',
      captchaMode: 'off',
      serveClient: false,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives a signed-in demo member a chat token with their VIP level, and the chat logs them in with it', async () => {
    const { username, password } = DEMO_MEMBERS.plain;
    const login = await post<{ token: string; userId: string }>('/site/api/v1/user/login', {
      name: username,
      password: md5Hex(password),
      kaptchcate: 0,
    });
    expect(login.status_code).toBe(Code.Success);
    server.db.prepare('UPDATE members SET vip_level = 3 WHERE id = ?').run(Number(login.data.userId));

    const jwt = await post<{ token: string; expiresAt: number }>(
      '/site/api/v1/member/jwt',
      {},
      login.data.token,
    );
    expect(jwt.status_code).toBe(Code.Success);

    const wsUrl = server.url.replace('http', 'ws');
    const client = await ChatTestClient.open(`${wsUrl}${CHAT_PATH}?clientType=web&siteId=1`);
    try {
      const answer = await client.loginMember(jwt.data.token);
      expect(answer.msgData.body).toEqual({ userId: login.data.userId, username, vipLevel: 3, guest: false });
      expect((await client.join('lobby')).msgData.body.rid).toBe('lobby');
      expect(client.invalid).toEqual([]);
    } finally {
      client.close();
    }
  });

  it('answers member/jwt without a site login with 6001', async () => {
    expect((await post('/site/api/v1/member/jwt', {})).status_code).toBe(Code.LoginExpired);
  });

  it('refuses a chat upgrade without the handshake query', async () => {
    const wsUrl = server.url.replace('http', 'ws');
    await expect(ChatTestClient.open(`${wsUrl}${CHAT_PATH}`)).rejects.toThrow('HTTP 400');
  });
});
