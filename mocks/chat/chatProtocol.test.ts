import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeProtectedHeader, decodeJwt, SignJWT } from 'jose';
import { CHAT_HISTORY_PAGE_SIZE, ChatText, Header } from '@src/contract';
import { DEFAULT_CHAT_LIMITS } from './chatLimits';
import {
  startChatTestServer,
  type ChatTestClient,
  type ChatTestServer,
  type TestMember,
} from '../testing/chatTestServer';

const START = Date.UTC(2025, 0, 1, 12);
const alice: TestMember = { userId: '10001', username: 'alice01', vipLevel: 3 };
const bob: TestMember = { userId: '10002', username: 'bob0002', vipLevel: 0 };

let clock = START;
let server: ChatTestServer;

beforeEach(async () => {
  clock = START;
  server = await startChatTestServer({ now: () => clock, devApi: true });
});
afterEach(async () => {
  await server.close();
});

async function member(who: TestMember, rid = 'lobby'): Promise<ChatTestClient> {
  const client = await server.connect();
  await client.loginMember(await server.memberToken(who));
  await client.join(rid);
  return client;
}

async function guest(rid = 'lobby'): Promise<ChatTestClient> {
  const client = await server.connect();
  await client.loginGuest();
  await client.join(rid);
  return client;
}

function say(client: ChatTestClient, text: string, cmid: string, rid = 'lobby'): void {
  client.send({ msgId: 10003, msgData: { rid, msg: text, cmid } });
}

function expectValid(...clients: ChatTestClient[]): void {
  for (const client of clients) expect(client.invalid).toEqual([]);
}

describe('handshake (spec 7.6)', () => {
  it('refuses an upgrade without clientType and siteId', async () => {
    await expect(server.connect('?siteId=1')).rejects.toThrow('HTTP 400');
    await expect(server.connect('')).rejects.toThrow('HTTP 400');
  });
});

describe('0 heartbeat', () => {
  it('answers a heartbeat with the server time, before and after login', async () => {
    const client = await server.connect();
    client.send({ msgId: 0 });
    expect((await client.next(0)).msgData.body.ts).toBe(START);
    await client.loginGuest();
    clock += 10_000;
    client.send({ msgId: 0, msgData: {} });
    expect((await client.next(0)).msgData.body.ts).toBe(START + 10_000);
    expectValid(client);
  });
});

describe('member/jwt and 10001 member login', () => {
  it('gives a signed-in member a short-lived HS256 chat token carrying id, name and VIP level', async () => {
    const token = await server.memberToken(alice);
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    expect(decodeJwt(token)).toMatchObject({
      sub: '10001',
      username: 'alice01',
      vipLevel: 3,
      exp: START / 1000 + 600,
    });
  });

  it('answers member/jwt without a signed-in member with 6001', async () => {
    const response = await fetch(`${server.httpUrl}/site/api/v1/member/jwt`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(await response.json()).toMatchObject({ status_code: 6001 });
  });

  it('logs a member in with that token and answers who they are', async () => {
    const client = await server.connect();
    const answer = await client.loginMember(await server.memberToken(alice));
    expect(answer.msgData.body).toEqual({ userId: '10001', username: 'alice01', vipLevel: 3, guest: false });
    expectValid(client);
  });

  it('refuses forged, expired and unsigned tokens with a Chinese notice', async () => {
    const client = await server.connect();
    const good = await server.memberToken(alice);
    const forged = await new SignJWT({ username: 'alice01', vipLevel: 9 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('10001')
      .setIssuer('chat')
      .setAudience('chat-member')
      .setExpirationTime(START / 1000 + 60)
      .sign(new TextEncoder().encode('not the chat secret, not the chat secret'));
    const [header, payload] = good.split('.');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload ?? ''}.`;
    for (const token of [forged, unsigned, `${header ?? ''}.${payload ?? ''}.AAAA`, 'garbage']) {
      client.send({ msgId: 10001, msgData: { token } });
      const notice = await client.next(60000);
      expect(notice.msgData).toMatchObject({ msg: ChatText.loginFailed, body: { code: 'loginFailed' } });
    }
    clock += 11 * 60_000;
    client.send({ msgId: 10001, msgData: { token: good } });
    expect((await client.next(60000)).msgData.body.code).toBe('loginFailed');
    expect(client.all(10001)).toEqual([]);
    expectValid(client);
  });
});

describe('10019 guest login', () => {
  it('gives a guest an identity and a token that keeps it on the next connection', async () => {
    const first = await server.connect();
    const session = (await first.loginGuest()).msgData.body;
    expect(session).toMatchObject({ guest: true, vipLevel: 0 });
    expect(session.userId).toMatch(/^guest-/);
    expect(session.username).toMatch(/^游客/);
    first.close();

    const again = await server.connect();
    const resumed = (await again.loginGuest(session.token)).msgData.body;
    expect(resumed.userId).toBe(session.userId);

    const other = await server.connect();
    expect((await other.loginGuest('not-a-token')).msgData.body.userId).not.toBe(session.userId);
    expectValid(again, other);
  });

  it('does not accept a member chat token as a guest token, nor a guest token as a member token', async () => {
    const client = await server.connect();
    const guestToken = (await client.loginGuest()).msgData.body.token;
    client.send({ msgId: 10001, msgData: { token: guestToken } });
    expect((await client.next(60000)).msgData.body.code).toBe('loginFailed');
    const asGuest = await client.loginGuest(await server.memberToken(alice));
    expect(asGuest.msgData.body.userId).toMatch(/^guest-/);
  });
});

describe('10002 join, 10016 join unicast, 10008 join broadcast', () => {
  it('answers the room, welcomes the joiner and announces a joining member to the others', async () => {
    const watcher = await guest();
    const client = await server.connect();
    await client.loginMember(await server.memberToken(alice));
    const joined = await client.join('lobby');
    expect(joined.msgData.body).toMatchObject({
      rid: 'lobby',
      name: '聊天大厅',
      kind: 'lobby',
      status: 'open',
      broadcastBlocked: false,
      minVipLevel: 0,
      guestsMaySend: true,
      online: 2,
    });
    const welcome = await client.next(10016);
    expect(welcome.msgData).toEqual({
      rid: 'lobby',
      body: { welcome: '欢迎进入聊天大厅', mute: { muted: false, until: null, reason: '' } },
    });
    const announced = await watcher.next(10008);
    expect(announced.msgData).toEqual({
      rid: 'lobby',
      body: { user: { userId: '10001', username: 'alice01', vipLevel: 3, guest: false }, online: 2 },
    });
    expectValid(watcher, client);
  });

  it('does not announce guests, and a connection is in one room at a time', async () => {
    const watcher = await member(alice);
    const visitor = await guest();
    await visitor.join('match:g1');
    await watcher.sync();
    expect(watcher.all(10008)).toEqual([]);
    expect(server.chat.admin.room('lobby')?.online).toBe(1);
    expect(server.chat.admin.room('match:g1')?.online).toBe(1);
    say(watcher, 'only the lobby hears this', 'c1');
    await watcher.next(10003);
    await visitor.sync();
    expect(visitor.all(10003)).toEqual([]);
  });

  it('refuses joining before login and joining a room that does not exist', async () => {
    const client = await server.connect();
    client.send({ msgId: 10002, msgData: { rid: 'lobby' } });
    expect((await client.next(60000)).msgData).toMatchObject({
      rid: 'lobby',
      msg: ChatText.loginRequired,
      body: { code: 'loginRequired' },
    });
    await client.loginGuest();
    for (const rid of ['nowhere', 'match:', 'match:../../etc']) {
      client.send({ msgId: 10002, msgData: { rid } });
      expect((await client.next(60000)).msgData).toMatchObject({
        msg: ChatText.roomNotFound,
        body: { code: 'roomNotFound' },
      });
    }
  });

  it('creates a match room only for a known match', async () => {
    await server.close();
    server = await startChatTestServer({ now: () => clock, matchExists: (gameId) => gameId === 'g1' });
    const client = await server.connect();
    await client.loginGuest();
    expect((await client.join('match:g1')).msgData.body).toMatchObject({
      kind: 'match',
      gameId: 'g1',
      guestsMaySend: false,
    });
    client.send({ msgId: 10002, msgData: { rid: 'match:g2' } });
    expect((await client.next(60000)).msgData.body.code).toBe('roomNotFound');
  });
});

describe('10003 send message', () => {
  it('delivers a message to everyone in the room, sender included, with its VIP level and a rising server id', async () => {
    const a = await member(alice);
    const b = await member(bob);
    say(a, '大家好', 'a-1');
    const echo = await a.next(10003);
    const heard = await b.next(10003);
    expect(heard).toEqual(echo);
    expect(echo.msgData.body).toEqual({
      id: 1,
      rid: 'lobby',
      cmid: 'a-1',
      userId: '10001',
      username: 'alice01',
      vipLevel: 3,
      guest: false,
      text: '大家好',
      sentAt: START,
    });
    say(b, '你好', 'b-1');
    expect((await a.next(10003)).msgData.body).toMatchObject({ id: 2, vipLevel: 0, username: 'bob0002' });
    expectValid(a, b);
  });

  it('stores and broadcasts a repeated cmid once, answering the repeat to its sender alone', async () => {
    const a = await member(alice);
    const b = await member(bob);
    say(a, 'once', 'same');
    const first = await a.next(10003);
    say(a, 'once', 'same');
    const repeat = await a.next(10003);
    expect(repeat.msgData.body).toEqual(first.msgData.body);
    await a.sync();
    await b.sync();
    expect(b.all(10003)).toHaveLength(1);
    a.send({ msgId: 10011, msgData: { rid: 'lobby', pageNum: 1 } });
    expect((await a.next(10011)).msgData.body.total).toBe(1);
  });

  it('acknowledges a repeat after a reconnect even when the room has since been blocked', async () => {
    const a = await member(alice);
    say(a, 'sent before the link dropped', 'late');
    const first = await a.next(10003);
    a.close();
    server.chat.admin.setBroadcastBlocked('lobby', true);
    const again = await member(alice);
    say(again, 'sent before the link dropped', 'late');
    expect((await again.next(10003)).msgData.body).toEqual(first.msgData.body);
  });

  it('refuses messages that are blank, too long or not well-formed, each with a Chinese reason and the cmid', async () => {
    const a = await member(alice);
    const cases = [
      ['  \n\t ', 'empty', ChatText.empty],
      ['字'.repeat(DEFAULT_CHAT_LIMITS.maxLength + 1), 'tooLong', '发言内容不能超过200个字'],
      ['broken \ud800 pair', 'illFormed', ChatText.illFormed],
    ] as const;
    for (const [text, reason, message] of cases) {
      say(a, text, `bad-${reason}`);
      expect((await a.next(60000)).msgData).toEqual({
        rid: 'lobby',
        msg: message,
        body: { code: 'sendRejected', cmid: `bad-${reason}`, reason },
      });
    }
    // 200 characters, counted as people count them: an emoji is one.
    say(a, '😀'.repeat(200), 'ok');
    expect((await a.next(10003)).msgData.body.text).toBe('😀'.repeat(200));
    expect(a.all(10003)).toHaveLength(1);
  });

  it('limits each sender to 5 messages in 10 seconds', async () => {
    const a = await member(alice);
    for (let i = 0; i < 5; i += 1) say(a, `m${i}`, `r${i}`);
    say(a, 'one too many', 'r5');
    expect((await a.next(60000)).msgData).toMatchObject({
      msg: ChatText.rateLimited,
      body: { cmid: 'r5', reason: 'rateLimited' },
    });
    expect(a.all(10003)).toHaveLength(5);
    clock += 10_001;
    say(a, 'one too many', 'r5');
    expect((await a.next(10003, (f) => f.msgData.body.cmid === 'r5')).msgData.body.text).toBe('one too many');
  });

  it('lets guests send in the lobby but not in a match room', async () => {
    const visitor = await guest();
    say(visitor, '游客也能说话', 'g-1');
    expect((await visitor.next(10003)).msgData.body).toMatchObject({
      guest: true,
      vipLevel: 0,
      text: '游客也能说话',
    });
    await visitor.join('match:g7');
    say(visitor, 'here I only read', 'g-2', 'match:g7');
    expect((await visitor.next(60000)).msgData).toMatchObject({
      msg: ChatText.guestsMayNotSend,
      body: { reason: 'guestsMayNotSend' },
    });
  });

  it('refuses sending to a room the connection has not joined', async () => {
    const a = await member(alice);
    say(a, 'elsewhere', 'x', 'match:g1');
    expect((await a.next(60000)).msgData).toMatchObject({
      rid: 'match:g1',
      msg: ChatText.notJoined,
      body: { reason: 'notJoined' },
    });
    const stranger = await server.connect();
    say(stranger, 'anonymous', 'y');
    expect((await stranger.next(60000)).msgData.body.reason).toBe('notJoined');
  });
});

describe('10011 chat history', () => {
  it('pages 15 at a time, newest first, with the total and whether more remain', async () => {
    await server.close();
    server = await startChatTestServer({ now: () => clock, limits: { sendsPerWindow: 100 } });
    const a = await member(alice);
    for (let i = 1; i <= 20; i += 1) {
      clock += 1000;
      say(a, `m${i}`, `h${i}`);
      await a.next(10003);
    }
    const reader = await guest();
    reader.send({ msgId: 10011, msgData: { rid: 'lobby', pageNum: 1, pageSize: CHAT_HISTORY_PAGE_SIZE } });
    const first = await reader.next(10011);
    expect(first.msgData).toMatchObject({
      rid: 'lobby',
      pageNum: 1,
      pageSize: 15,
      body: { total: 20, hasMore: true },
    });
    expect(first.msgData.body.list.map((m) => m.text)).toEqual(
      Array.from({ length: 15 }, (_, i) => `m${20 - i}`),
    );
    reader.send({ msgId: 10011, msgData: { rid: 'lobby', pageNum: 2 } });
    const second = await reader.next(10011);
    expect(second.msgData.body.list.map((m) => m.text)).toEqual(['m5', 'm4', 'm3', 'm2', 'm1']);
    expect(second.msgData.body.hasMore).toBe(false);

    reader.send({ msgId: 10011, msgData: { rid: 'lobby', beginTime: START + 3000, endTime: START + 5000 } });
    expect((await reader.next(10011)).msgData.body.list.map((m) => m.text)).toEqual(['m5', 'm4', 'm3']);
    expectValid(reader);
  });

  it('answers history of a room that does not exist with a notice', async () => {
    const reader = await guest();
    reader.send({ msgId: 10011, msgData: { rid: 'match:' } });
    expect((await reader.next(60000)).msgData.body.code).toBe('roomNotFound');
  });
});

describe('10004 member muted', () => {
  it('tells the member, refuses their messages while muted, and lifts a timed mute when it ends', async () => {
    const a = await member(alice);
    const mute = server.chat.admin.mute('10001', { durationMs: 20_000, reason: '刷屏' });
    expect(mute).toEqual({ muted: true, until: START + 20_000, reason: '刷屏' });
    expect((await a.next(10004)).msgData).toEqual({ msg: ChatText.muted, body: mute });
    say(a, 'hello?', 'm1');
    expect((await a.next(60000)).msgData).toMatchObject({
      msg: ChatText.muted,
      body: { reason: 'muted', cmid: 'm1' },
    });
    await a.join('match:g1');
    expect((await a.next(10016, (f) => f.msgData.rid === 'match:g1')).msgData.body.mute).toEqual(mute);

    clock += 20_000;
    server.chat.admin.sweep();
    expect((await a.next(10004)).msgData).toEqual({
      msg: ChatText.unmuted,
      body: { muted: false, until: null, reason: '' },
    });
    say(a, 'back', 'm2', 'match:g1');
    expect((await a.next(10003)).msgData.body.text).toBe('back');
  });

  it('unmutes on request', async () => {
    const a = await member(alice);
    server.chat.admin.mute('10001');
    await a.next(10004);
    server.chat.admin.unmute('10001');
    expect((await a.next(10004)).msgData.body.muted).toBe(false);
    say(a, 'free', 'u1');
    await a.next(10003);
  });
});

describe('10005 room broadcast blocked', () => {
  it('tells the room and refuses every message until unblocked', async () => {
    const a = await member(alice);
    server.chat.admin.setBroadcastBlocked('lobby', true);
    expect((await a.next(10005)).msgData).toEqual({
      rid: 'lobby',
      msg: ChatText.blocked,
      body: { blocked: true },
    });
    say(a, 'anyone?', 'b1');
    expect((await a.next(60000)).msgData.body.reason).toBe('blocked');
    server.chat.admin.setBroadcastBlocked('lobby', false);
    expect((await a.next(10005)).msgData).toMatchObject({
      msg: ChatText.unblocked,
      body: { blocked: false },
    });
    say(a, 'anyone?', 'b1');
    await a.next(10003);
  });
});

describe('10006 room status change', () => {
  it('closes a room to messages and opens it again', async () => {
    const a = await member(alice, 'match:g1');
    server.chat.admin.setRoomStatus('match:g1', 'closed');
    expect((await a.next(10006)).msgData).toEqual({
      rid: 'match:g1',
      msg: ChatText.roomClosed,
      body: { status: 'closed' },
    });
    say(a, 'full time!', 's1', 'match:g1');
    expect((await a.next(60000)).msgData.body.reason).toBe('roomClosed');
    server.chat.admin.setRoomStatus('match:g1', 'open');
    expect((await a.next(10006)).msgData.body.status).toBe('open');
  });
});

describe('10007 VIP chat level', () => {
  it('tells the room the lowest VIP level that may speak and holds members below it to it', async () => {
    const vip3 = await member(alice);
    const vip0 = await member(bob);
    server.chat.admin.setMinVipLevel('lobby', 2);
    expect((await vip0.next(10007)).msgData).toEqual({
      rid: 'lobby',
      msg: 'VIP2及以上会员才能发言',
      body: { minVipLevel: 2 },
    });
    say(vip0, 'me too', 'v0');
    expect((await vip0.next(60000)).msgData).toMatchObject({
      msg: 'VIP2及以上会员才能发言',
      body: { reason: 'vipLevel' },
    });
    say(vip3, 'VIP speaking', 'v3');
    expect((await vip0.next(10003)).msgData.body.vipLevel).toBe(3);
  });
});

describe('10009 room status update', () => {
  it('pushes the whole room when its settings change, and changed online counts on the sweep', async () => {
    const a = await member(alice, 'match:g1');
    const info = server.chat.admin.updateRoom('match:g1', { guestsMaySend: true, name: '皇马 vs 巴萨' });
    expect((await a.next(10009)).msgData).toEqual({ rid: 'match:g1', body: info });
    expect(info).toMatchObject({ guestsMaySend: true, name: '皇马 vs 巴萨', online: 1 });
    await guest('match:g1');
    server.chat.admin.sweep();
    expect((await a.next(10009, (f) => f.msgData.body.online === 2)).msgData.body.rid).toBe('match:g1');
  });
});

describe('10013 room destroyed', () => {
  it('puts everyone out, and the room, its history included, is gone until restored', async () => {
    const a = await member(alice, 'match:g1');
    say(a, 'last words', 'd1', 'match:g1');
    await a.next(10003);
    server.chat.admin.destroyRoom('match:g1');
    expect((await a.next(10013)).msgData).toEqual({ rid: 'match:g1', msg: ChatText.destroyed });
    say(a, 'still here?', 'd2', 'match:g1');
    expect((await a.next(60000)).msgData.body.reason).toBe('notJoined');
    a.send({ msgId: 10002, msgData: { rid: 'match:g1' } });
    expect((await a.next(60000)).msgData.body.code).toBe('roomNotFound');

    server.chat.admin.restoreRoom('match:g1');
    await a.join('match:g1');
    a.send({ msgId: 10011, msgData: { rid: 'match:g1' } });
    expect((await a.next(10011)).msgData.body.list).toEqual([]);
  });
});

describe('10014 room score push', () => {
  it('pushes a match score to its room and gives it to later joiners', async () => {
    const a = await member(alice, 'match:g1');
    const lobby = await member(bob);
    server.chat.pushScore('g1', { sc_FT_H: 1, sc_FT_C: 0, re_time: '1380', se_now: '1H', event: 'goal' });
    expect((await a.next(10014)).msgData).toEqual({
      rid: 'match:g1',
      body: { gameId: 'g1', sc_FT_H: 1, sc_FT_C: 0, re_time: '1380', se_now: '1H', event: 'goal' },
    });
    const late = await server.connect();
    await late.loginGuest();
    expect((await late.join('match:g1')).msgData.body.score).toMatchObject({ sc_FT_H: 1, sc_FT_C: 0 });
    await lobby.sync();
    expect(lobby.all(10014)).toEqual([]);
  });
});

describe('10015 clear chat room', () => {
  it('tells the room and empties its history', async () => {
    const a = await member(alice);
    say(a, 'soon gone', 'c1');
    await a.next(10003);
    expect(server.chat.admin.clearRoom('lobby')).toEqual({ cleared: 1 });
    expect((await a.next(10015)).msgData).toEqual({ rid: 'lobby', msg: ChatText.cleared });
    a.send({ msgId: 10011, msgData: { rid: 'lobby' } });
    expect((await a.next(10011)).msgData.body).toEqual({ list: [], total: 0, hasMore: false });
  });
});

describe('10017 gift record push and 10018 score prediction push', () => {
  it('pushes gifts and predictions to the room', async () => {
    const a = await member(alice, 'match:g1');
    const gift = {
      userId: '10002',
      username: 'bob0002',
      vipLevel: 0,
      giftName: '跑车',
      count: 2,
      amount: '88.00',
      sentAt: START,
    };
    server.chat.admin.pushGift('match:g1', gift, { category: 'TY', categoryType: 'FT' });
    expect((await a.next(10017)).msgData).toEqual({
      rid: 'match:g1',
      body: gift,
      category: 'TY',
      categoryType: 'FT',
    });
    const prediction = {
      gameId: 'g1',
      username: 'bob0002',
      prediction: '2-1',
      note: '35%的会员看好',
      sentAt: START,
    };
    server.chat.admin.pushPrediction('match:g1', prediction);
    expect((await a.next(10018)).msgData).toEqual({ rid: 'match:g1', body: prediction });
  });
});

describe('60000 internal notice', () => {
  it('carries operator announcements to a room or to everyone', async () => {
    const inLobby = await member(alice);
    const inMatch = await guest('match:g1');
    server.chat.admin.notice('系统将于今晚维护', 'lobby');
    expect((await inLobby.next(60000)).msgData).toEqual({
      rid: 'lobby',
      msg: '系统将于今晚维护',
      body: { code: 'notice' },
    });
    server.chat.admin.notice('全站公告');
    expect((await inMatch.next(60000)).msgData).toEqual({ msg: '全站公告', body: { code: 'notice' } });
    expect((await inLobby.next(60000)).msgData.msg).toBe('全站公告');
  });

  it('answers malformed frames with a Chinese notice and keeps serving', async () => {
    const client = await server.connect();
    const bad = [
      'not json',
      '{"msgId":10003}',
      '{"msgId":99999,"msgData":{}}',
      '[]',
      'null',
      '{"msgId":"0"}',
      '{"msgId":10002,"msgData":{"rid":7}}',
    ];
    for (const frame of bad) {
      client.sendRaw(frame);
      expect((await client.next(60000)).msgData).toEqual({
        msg: ChatText.badFrame,
        body: { code: 'badFrame' },
      });
    }
    client.sendRaw(Buffer.from([1, 2, 3]), { binary: true });
    expect((await client.next(60000)).msgData.body.code).toBe('badFrame');
    await client.sync();
    expectValid(client);
  });

  it('answers a flood with one "too frequent" notice a second and drops the excess', async () => {
    const client = await server.connect();
    for (let i = 0; i < DEFAULT_CHAT_LIMITS.frameBurst + 10; i += 1) client.send({ msgId: 0 });
    const notice = await client.next(60000);
    expect(notice.msgData).toEqual({ msg: ChatText.tooFrequent, body: { code: 'tooFrequent' } });
    clock += 2_000;
    await client.sync();
    expect(client.all(0)).toHaveLength(DEFAULT_CHAT_LIMITS.frameBurst + 1);
    expect(client.all(60000)).toHaveLength(1);
  });

  it('closes a connection that sends an oversized frame (1009) and serves the others', async () => {
    const other = await member(bob);
    const client = await server.connect();
    client.sendRaw(
      JSON.stringify({ msgId: 10003, msgData: { rid: 'lobby', msg: 'x'.repeat(20_000), cmid: 'big' } }),
    );
    expect((await client.closed).code).toBe(1009);
    await other.sync();
  });
});

describe('idle connections', () => {
  it('closes a connection silent for longer than three heartbeats', async () => {
    const silent = await server.connect();
    const talker = await server.connect();
    clock += 30_000;
    talker.send({ msgId: 0 });
    await talker.next(0);
    clock += DEFAULT_CHAT_LIMITS.idleTimeoutMs - 30_000 + 1;
    server.chat.admin.sweep();
    await silent.closed;
    await talker.sync();
  });
});

describe('dev endpoints /dev/api/chat', () => {
  const post = async (path: string, body: unknown): Promise<unknown> => {
    const response = await fetch(`${server.httpUrl}/dev/api/chat/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.json();
  };

  it('mutes, blocks and clears over HTTP, answering in the envelope', async () => {
    const a = await member(alice);
    expect(await post('mute', { userId: '10001', durationMs: 5000 })).toMatchObject({
      status_code: 6000,
      data: { muted: true, until: START + 5000 },
    });
    await a.next(10004);
    expect(await post('block', { rid: 'lobby', blocked: true })).toMatchObject({
      status_code: 6000,
      data: { broadcastBlocked: true },
    });
    await a.next(10005);
    expect(await post('clear', { rid: 'lobby' })).toMatchObject({ status_code: 6000, data: { cleared: 0 } });
    await a.next(10015);
    expect(await post('score', { gameId: 'g9', sc_FT_H: 0, sc_FT_C: 1 })).toMatchObject({
      status_code: 6000,
    });
    expect(await post('stats', {})).toMatchObject({ status_code: 6000, data: { connections: 1 } });
  });

  it('answers an unknown room with 6004 and bad input with 6007, in Chinese', async () => {
    expect(await post('destroy', { rid: 'nowhere' })).toMatchObject({
      status_code: 6004,
      message: ChatText.roomNotFound,
    });
    const invalid = (await post('block', { rid: 'lobby' })) as { status_code: number; message: string };
    expect(invalid.status_code).toBe(6007);
    expect(invalid.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('is not there without DEV_API', async () => {
    await server.close();
    server = await startChatTestServer({ now: () => clock });
    const response = await fetch(`${server.httpUrl}/dev/api/chat/mute`, {
      method: 'POST',
      body: '{}',
      headers: { [Header.token]: 'x' },
    });
    expect(response.status).toBe(404);
  });
});
