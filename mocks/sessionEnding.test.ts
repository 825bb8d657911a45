import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import {
  api,
  CHAT_CLOSE_SESSION_ENDED,
  CHAT_PATH,
  chatApi,
  Code,
  FEED_NAMESPACE,
} from '@src/contract';
import { memberRoom } from './bets/index';
import { ChatTestClient } from './testing/chatTestServer';
import { serverCalls } from './testing/serverCalls';
import { DEMO_MEMBERS } from './db/demoData';
import { md5Hex } from './db/seed';
import { startServer, type RunningServer } from './server';

/**
 * issue 13 item 5: a logout ends that login's chat and feed sessions, and a password change (which ends every login
 * of the member) ends all of them: on the whole backend, with real logins, member/jwt, the chat and the feed socket.
 */
describe('ending a login ends its chat and feed sessions too', () => {
  let server: RunningServer;
  const sockets: Socket[] = [];
  const chats: ChatTestClient[] = [];
  const { username, password } = DEMO_MEMBERS.plain;

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
    for (const socket of sockets) socket.disconnect();
    for (const chat of chats) chat.close();
    await server.close();
  });

  const post = serverCalls(() => server.url, 'session-ending-device');

  async function login(withPassword: string = password): Promise<{ token: string; userId: string }> {
    const answer = await post<{ token: string; userId: string }>(api.login.path, {
      name: username,
      password: md5Hex(withPassword),
      kaptchcate: 0,
    });
    expect(answer.status_code).toBe(Code.Success);
    return answer.data;
  }

  async function chatToken(siteToken: string): Promise<string> {
    const answer = await post<{ token: string }>(chatApi.memberJwt.path, {}, siteToken);
    expect(answer.status_code).toBe(Code.Success);
    return answer.data.token;
  }

  async function chatAs(memberChatToken: string): Promise<ChatTestClient> {
    const client = await ChatTestClient.open(`${server.url.replace('http', 'ws')}${CHAT_PATH}?clientType=web&siteId=1`);
    chats.push(client);
    await client.loginMember(memberChatToken);
    await client.join('lobby');
    return client;
  }

  async function feedAs(siteToken: string): Promise<Socket> {
    const socket = connect(`${server.url}${FEED_NAMESPACE}`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token: siteToken },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  }

  function inMemberRoom(userId: string, socket: Socket): boolean {
    return server.io.of(FEED_NAMESPACE).adapter.rooms.get(memberRoom(userId))?.has(socket.id ?? '') ?? false;
  }

  it('logout: the chat token asked before it no longer logs in, and that login’s chat and feed sockets are ended; another login goes on', async () => {
    const first = await login();
    const second = await login();
    const firstChatToken = await chatToken(first.token);
    const firstChat = await chatAs(firstChatToken);
    const secondChat = await chatAs(await chatToken(second.token));
    const firstFeed = await feedAs(first.token);
    const secondFeed = await feedAs(second.token);
    expect(inMemberRoom(first.userId, firstFeed)).toBe(true);

    expect((await post(api.logout.path, {}, first.token)).status_code).toBe(Code.Success);

    expect(await firstChat.closed).toEqual({ code: CHAT_CLOSE_SESSION_ENDED });
    expect(inMemberRoom(first.userId, firstFeed)).toBe(false);
    expect(firstFeed.connected).toBe(true);
    const again = await ChatTestClient.open(`${server.url.replace('http', 'ws')}${CHAT_PATH}?clientType=web&siteId=1`);
    chats.push(again);
    again.send({ msgId: 10001, msgData: { token: firstChatToken } });
    expect((await again.next(60000)).msgData.body).toEqual({ code: 'loginFailed' });
    await again.sync();
    expect(again.all(10001)).toEqual([]);

    await secondChat.sync();
    expect(inMemberRoom(second.userId, secondFeed)).toBe(true);
  });

  it('a password change ends every chat and feed session of the member; the new password’s login chats again', async () => {
    const newPassword = 'changed88';
    const first = await login();
    const second = await login();
    const firstChat = await chatAs(await chatToken(first.token));
    const secondChat = await chatAs(await chatToken(second.token));
    const firstFeed = await feedAs(first.token);
    const secondFeed = await feedAs(second.token);

    const changed = await post(
      api.bindPassword.path,
      { oldPassword: md5Hex(password), password: md5Hex(newPassword), secondPassword: md5Hex(newPassword) },
      second.token,
    );
    expect(changed.status_code).toBe(Code.Success);

    expect(await firstChat.closed).toEqual({ code: CHAT_CLOSE_SESSION_ENDED });
    expect(await secondChat.closed).toEqual({ code: CHAT_CLOSE_SESSION_ENDED });
    expect(inMemberRoom(first.userId, firstFeed)).toBe(false);
    expect(inMemberRoom(second.userId, secondFeed)).toBe(false);

    const fresh = await login(newPassword);
    const freshChat = await chatAs(await chatToken(fresh.token));
    expect(freshChat.all(10001)).toHaveLength(1);
    expect(inMemberRoom(fresh.userId, await feedAs(fresh.token))).toBe(true);
  });
});
