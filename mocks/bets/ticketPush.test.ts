import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { Code, FEED_NAMESPACE, Header, TICKET_EVENT, type Envelope, type Ticket, type TicketEvent } from '@src/contract';
import { DEMO_MEMBERS } from '../db/demoData';
import { md5Hex } from '../db/seed';
import { startServer, type RunningServer } from '../server';
import { memberRoom } from './ticketPush';

describe('ticket pushes on the feed socket, on the whole backend', () => {
  let server: RunningServer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    server = await startServer({ port: 0, host: '127.0.0.1', dataDir: ':memory:', logLevel: 'silent', serveClient: false, captchaMode: 'off' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await server.close();
  });

  async function call<T>(path: string, body: unknown, token?: string): Promise<Envelope<T>> {
    const response = await server.app.inject({
      method: 'POST',
      url: path,
      headers: {
        [Header.timestamp]: String(Date.now()),
        [Header.clientType]: 'web',
        [Header.uuid]: 'push-test',
        'content-type': 'application/json',
        ...(token ? { [Header.token]: token } : {}),
      },
      payload: JSON.stringify(body),
    });
    return response.json<Envelope<T>>();
  }

  async function open(auth?: { token: string }): Promise<Socket> {
    const socket = connect(`${server.url}${FEED_NAMESPACE}`, { transports: ['websocket'], forceNew: true, reconnection: false, auth });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  }

  it('a socket opened with the member token hears its ticket settle; one without a token joins no member room', async () => {
    const login = await call<{ token: string; userId: string }>('/site/api/v1/user/login', {
      name: DEMO_MEMBERS.plain.username,
      password: md5Hex(DEMO_MEMBERS.plain.password),
      kaptchcate: 0,
    });
    expect(login.status_code).toBe(Code.Success);
    const { token } = login.data;
    const member = await server.app.authenticate(token);
    const memberSocket = await open({ token });
    const plain = await open();
    const rooms = server.io.of(FEED_NAMESPACE).adapter.rooms.get(memberRoom(member!.userId));
    expect(rooms?.has(memberSocket.id!)).toBe(true);
    expect(rooms?.has(plain.id!)).toBe(false);

    // A priced, open, pre-match odds of the real simulator.
    const sim = server.feed.simulator;
    const odds = [...sim.listMembers('FT', 'FT'), ...sim.listMembers('FU', 'FT')]
      .flatMap((m) => m.odds)
      .find((o) => o.wire.status === 'open' && o.wire.price !== '' && o.market.kind === 'M3');
    if (!odds) throw new Error('the simulator offers no pre-match odds');
    const placed = await call<{ tickets: Ticket[] }>(
      '/game/api/v1/sport/bet/place',
      {
        idempotencyKey: 'push-test-0001',
        acceptOdds: 'any',
        bets: [{ type: 'single', stake: '10.00', selections: [{ oddsId: odds.wire.oddsId, price: odds.wire.price }] }],
      },
      token,
    );
    const ticket = placed.data.tickets[0]!;
    expect(ticket.status).toBe('accepted');

    const heard = new Promise<TicketEvent>((resolve) => memberSocket.once(TICKET_EVENT, resolve));
    server.bets.recordResult({ gameId: odds.wire.gameId, status: 'ended', outcomes: { [odds.wire.oddsId]: 'W' } });
    expect(await heard).toEqual({ ticket_id: ticket.ticket_id, status: 'settled', result: 'W' });
  });
});
