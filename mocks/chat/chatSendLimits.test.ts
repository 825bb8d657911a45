import { afterEach, describe, expect, it } from 'vitest';
import { ChatText } from '@src/contract';
import { startChatTestServer, type ChatTestClient, type ChatTestServer } from '../testing/chatTestServer';

const START = Date.UTC(2025, 0, 1, 12);
let clock = START;
let server: ChatTestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(limits: Parameters<typeof startChatTestServer>[0] = {}): Promise<ChatTestServer> {
  clock = START;
  server = await startChatTestServer({ now: () => clock, ...limits });
  return server;
}

async function guestInLobby(chat: ChatTestServer): Promise<ChatTestClient> {
  const client = await chat.connect();
  await client.loginGuest();
  await client.join('lobby');
  return client;
}

function say(client: ChatTestClient, cmid: string): void {
  client.send({ msgId: 10003, msgData: { rid: 'lobby', msg: `消息 ${cmid}`, cmid } });
}

/** The answers to the messages sent so far: how many went out and how many were refused as too frequent. */
async function tally(client: ChatTestClient, cmidPrefix = 'c'): Promise<{ sent: number; refused: number }> {
  await client.sync();
  const own = client.all(10003).filter((frame) => frame.msgData.body.cmid.startsWith(cmidPrefix));
  const refused = client
    .all(60000)
    .filter((frame) => frame.msgData.body?.code === 'sendRejected' && frame.msgData.body.reason === 'rateLimited');
  return { sent: own.length, refused: refused.length };
}

describe('the chat send limit (5 messages in 10 s) holds whoever the connection claims to be', () => {
  it('a connection logging in as a new guest between messages still sends no more than 5 in 10 seconds', async () => {
    const chat = await start();
    const client = await chat.connect();
    const identities = new Set<string>();
    for (let i = 0; i < 9; i += 1) {
      // A fresh guest (no token) before every third message: a new identity each time.
      if (i % 3 === 0) identities.add((await client.loginGuest()).msgData.body.userId);
      if (i === 0) await client.join('lobby');
      say(client, `c${i}`);
    }
    expect(identities.size).toBe(3);
    expect(await tally(client)).toEqual({ sent: 5, refused: 4 });

    clock += 10_001;
    say(client, 'c-later');
    expect((await client.next(10003, (f) => f.msgData.body.cmid === 'c-later')).msgData.body.text).toBe('消息 c-later');
  });

  it('refuses a fourth guest login on one connection within a minute, keeping the identity it has', async () => {
    const chat = await start();
    const client = await chat.connect();
    const first = await client.loginGuest();
    await client.loginGuest();
    const third = await client.loginGuest();
    expect(third.msgData.body.userId).not.toBe(first.msgData.body.userId);

    client.send({ msgId: 10019, msgData: {} });
    expect((await client.next(60000)).msgData).toMatchObject({ msg: ChatText.tooFrequent, body: { code: 'tooFrequent' } });
    await client.sync();
    expect(client.all(10019)).toHaveLength(3);
    await client.join('lobby');
    say(client, 'c-still-third');
    expect((await client.next(10003)).msgData.body.userId).toBe(third.msgData.body.userId);

    clock += 60_001;
    expect((await client.loginGuest()).msgData.body.userId).not.toBe(third.msgData.body.userId);
  });

  it('many connections from one address together send no more than the senders an address may carry', async () => {
    const chat = await start({ limits: { sendsPerWindow: 2, sendersPerAddress: 3 } });
    const clients = await Promise.all(Array.from({ length: 4 }, () => guestInLobby(chat)));
    for (const [n, client] of clients.entries()) {
      say(client, `c${n}-a`);
      say(client, `c${n}-b`);
      await client.sync();
    }
    const tallies = await Promise.all(clients.map((client, n) => tally(client, `c${n}-`)));
    expect(tallies.reduce((sum, t) => sum + t.sent, 0)).toBe(6);
    expect(tallies.at(-1)).toEqual({ sent: 0, refused: 2 });

    clock += 10_001;
    const last = clients.at(-1)!;
    say(last, 'c-after-window');
    expect((await last.next(10003, (f) => f.msgData.body.cmid === 'c-after-window')).msgData.body.guest).toBe(true);
  });
});
