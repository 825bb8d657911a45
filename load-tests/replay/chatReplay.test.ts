import { afterEach, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { ChatTestClient, type FeedRecord } from '@mocks';
import { startReplayServer, type ReplayServer } from './replayServer';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
const user = { userId: '20001', username: '球迷001', vipLevel: 1, guest: false };
const said = (id: number, text: string, at: number): FeedRecord => ({
  t: at,
  ev: 'chat',
  ch: 'lobby',
  seq: id - 55,
  data: { msgId: 10003, msgData: { rid: 'lobby', body: { id, rid: 'lobby', cmid: `c${id}`, ...user, text, sentAt: at } } },
});
const recording: FeedRecord[] = [
  { t: T0, ev: 'chat', ch: 'lobby', seq: 1, data: { msgId: 10008, msgData: { rid: 'lobby', body: { user, online: 1 } } } },
  said(57, '好球！', T0 + 100),
  { t: T0 + 150, ev: 'chat', ch: 'match:g1', seq: 1, data: { msgId: 10014, msgData: { rid: 'match:g1', body: { gameId: 'g1', sc_FT_H: 1, sc_FT_C: 0, event: 'goal' } } } },
  said(58, '加油', T0 + 200),
];
/** A member chat token as member/jwt gives it; the replay reads its claims. */
const token = `e30.${Buffer.from(JSON.stringify({ sub: '10001', username: 'alice01', vipLevel: 3 })).toString('base64url')}.sig`;

let server: ReplayServer | null = null;
const clients: ChatTestClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await server?.close();
  server = null;
});

async function connect(url: string, query = '?clientType=web&siteId=1'): Promise<ChatTestClient> {
  const client = await ChatTestClient.open(`${url}${query}`);
  clients.push(client);
  return client;
}

describe('chat replay', () => {
  it('answers login, join and heartbeat as the chat server does, then plays the room broadcasts with the room’s own message ids and the send time', async () => {
    server = await startReplayServer({ recording, speed: Infinity });
    const guest = await connect(server.chatUrl);
    const member = await connect(server.chatUrl);
    expect((await guest.loginGuest()).msgData.body).toMatchObject({ guest: true, vipLevel: 0 });
    expect((await member.loginMember(token)).msgData.body).toEqual({ userId: '10001', username: 'alice01', vipLevel: 3, guest: false });
    expect((await guest.join('lobby')).msgData.body).toMatchObject({ rid: 'lobby', kind: 'lobby', status: 'open', guestsMaySend: true, online: 1 });
    expect((await guest.next(10016)).msgData.body.welcome).toBe('欢迎进入聊天大厅');
    await member.join('lobby');
    await guest.sync();

    const startedAt = Date.now();
    server.replay.start();
    const first = await guest.next(10003);
    const second = await guest.next(10003);
    expect([first.msgData.body.id, second.msgData.body.id]).toEqual([1, 2]);
    expect([first.msgData.body.text, second.msgData.body.text]).toEqual(['好球！', '加油']);
    expect(first.msgData.body.sentAt).toBeGreaterThanOrEqual(startedAt);
    expect((await member.next(10008)).msgData.body.user).toEqual(user);
    await server.chat.finished;
    expect(server.chat.stats()).toMatchObject({ loops: 0, deliveriesByType: { JoinBroadcast: 2, SendMessage: 4, ScorePush: 0 } });
    expect(guest.invalid).toEqual([]);
  });

  it('echoes a member’s own message to the room with the next id, refuses what the server refuses, and pages the history newest first', async () => {
    server = await startReplayServer({ recording, speed: Infinity });
    const guest = await connect(server.chatUrl);
    const member = await connect(server.chatUrl);
    await guest.loginGuest();
    await member.loginMember(token);
    await member.join('lobby');
    server.replay.start();
    await server.chat.finished;

    member.send({ msgId: 10003, msgData: { rid: 'lobby', msg: '我也来了', cmid: 'm1' } });
    expect((await member.next(10003, (frame) => frame.msgData.body.cmid === 'm1')).msgData.body).toMatchObject({ id: 3, username: 'alice01', text: '我也来了' });
    member.send({ msgId: 10003, msgData: { rid: 'lobby', msg: '   ', cmid: 'm2' } });
    expect((await member.next(60000)).msgData.body).toEqual({ code: 'sendRejected', cmid: 'm2', reason: 'empty' });

    expect((await guest.join('match:g1')).msgData.body).toMatchObject({ kind: 'match', gameId: 'g1', guestsMaySend: false, score: { sc_FT_H: 1 } });
    guest.send({ msgId: 10003, msgData: { rid: 'match:g1', msg: '好', cmid: 'g1' } });
    expect((await guest.next(60000)).msgData.body).toMatchObject({ reason: 'guestsMayNotSend' });

    member.send({ msgId: 10011, msgData: { rid: 'lobby', pageNum: 1, pageSize: 2 } });
    const page = (await member.next(10011)).msgData.body;
    expect(page.list.map((message) => message.id)).toEqual([3, 2]);
    expect(page).toMatchObject({ total: 3, hasMore: true });
  });

  it('with the app, takes the backend chat’s place on the chat path while socket.io still answers on its own', async () => {
    server = await startReplayServer({ recording, speed: Infinity, withApp: true });
    expect(server.chatUrl).toBe(`${server.url.replace('http', 'ws')}/ws/chat`);
    const guest = await connect(server.chatUrl);
    await guest.loginGuest();
    await guest.join('lobby');
    server.replay.start();
    expect((await guest.next(10003)).msgData.body).toMatchObject({ id: 1, text: '好球！' });
    const feed = io(`${server.url}/feed`, { transports: ['websocket'], forceNew: true });
    try {
      expect(await feed.timeout(5000).emitWithAck('subscribe', { channel: 'RB:FT' })).toEqual({ channel: 'RB:FT', error: '频道不存在', code: 'unknownChannel' });
    } finally {
      feed.disconnect();
    }
  });

  it('refuses an upgrade without the handshake query', async () => {
    server = await startReplayServer({ recording, speed: Infinity });
    await expect(connect(server.chatUrl, '?siteId=1')).rejects.toThrow('HTTP 400');
  });
});
