import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { FEED_NAMESPACE, TICKET_EVENT, type TicketEvent } from '@src/contract';
import type { MemberSessions, SessionEnd } from '../auth/tokens';
import { attachTicketPush, memberRoom, type TicketPush } from './ticketPush';

const MEMBER = 7;
const settled = (ticketId: string): TicketEvent => ({ ticket_id: ticketId, status: 'settled', result: 'W' });

/** Login sessions by token, ended by hand as a logout or a password change would. */
class FakeSessions implements Pick<MemberSessions, 'sessionOf' | 'onEnded'> {
  private readonly live = new Map<string, { memberId: number; sessionId: string }>();
  private readonly listeners = new Set<(end: SessionEnd) => void>();

  open(token: string, sessionId: string): void {
    this.live.set(token, { memberId: MEMBER, sessionId });
  }
  sessionOf(token: string): Promise<{ memberId: number; sessionId: string } | null> {
    return Promise.resolve(this.live.get(token) ?? null);
  }
  onEnded(listener: (end: SessionEnd) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  end(end: SessionEnd): void {
    for (const [token, session] of this.live) {
      if (session.memberId === end.memberId && (end.sessionId === null || session.sessionId === end.sessionId))
        this.live.delete(token);
    }
    for (const listener of this.listeners) listener(end);
  }
}

let io: Server;
let url: string;
let sessions: FakeSessions;
let push: TicketPush;
const sockets: Socket[] = [];

beforeEach(async () => {
  const http = createServer();
  io = new Server(http, { serveClient: false, connectionStateRecovery: { maxDisconnectionDuration: 60_000 } });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}${FEED_NAMESPACE}`;
  sessions = new FakeSessions();
  sessions.open('token-a', 'session-a');
  sessions.open('token-b', 'session-b');
  push = attachTicketPush(io, sessions);
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  push.close();
  await io.close();
});

async function open(token: string, reconnection = false): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], forceNew: true, reconnection, auth: { token } });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Every ticket event the socket hears from now on. */
function heard(socket: Socket): TicketEvent[] {
  const events: TicketEvent[] = [];
  socket.on(TICKET_EVENT, (event: TicketEvent) => events.push(event));
  return events;
}

/** Resolves once both sockets have had a round trip with the server, so whatever was pushed before has arrived. */
async function settle(...of: Socket[]): Promise<void> {
  await Promise.all(of.map((socket) => socket.timeout(2_000).emitWithAck('ping').catch(() => undefined)));
}

describe('ticket pushes stop with the login session they were opened under', () => {
  beforeEach(() => {
    io.of(FEED_NAMESPACE).on('connection', (socket) => socket.on('ping', (ack: () => void) => ack()));
  });

  it('after a logout its socket hears no more pushes, stays a feed socket, and the member’s other login still hears them', async () => {
    const a = await open('token-a');
    const b = await open('token-b');
    const [toA, toB] = [heard(a), heard(b)];
    push.notify(MEMBER, settled('t1'));
    await settle(a, b);

    sessions.end({ memberId: MEMBER, sessionId: 'session-a' });
    push.notify(MEMBER, settled('t2'));
    await settle(a, b);

    expect(toA.map((event) => event.ticket_id)).toEqual(['t1']);
    expect(toB.map((event) => event.ticket_id)).toEqual(['t1', 't2']);
    expect(a.connected).toBe(true);
  });

  it('after a password change (every session ended) no socket of the member hears pushes', async () => {
    const a = await open('token-a');
    const b = await open('token-b');
    const [toA, toB] = [heard(a), heard(b)];
    sessions.end({ memberId: MEMBER, sessionId: null });
    push.notify(MEMBER, settled('t1'));
    await settle(a, b);
    expect([...toA, ...toB]).toEqual([]);
    expect(io.of(FEED_NAMESPACE).adapter.rooms.get(memberRoom(MEMBER))).toBeUndefined();
  });

  it('a socket that was away when its session ended comes back through recovery without the pushes sent since, and outside the member room', async () => {
    const a = await open('token-a', true);
    const toA = heard(a);
    // Recovery resumes from the last packet the client saw.
    push.notify(MEMBER, settled('before'));
    await settle(a);
    const onServer = io.of(FEED_NAMESPACE).sockets.get(a.id ?? '');
    if (!onServer) throw new Error('the server does not know the socket');
    const dropped = new Promise<void>((resolve) => onServer.once('disconnect', () => resolve()));
    const reconnected = dropped.then(() => new Promise<void>((resolve) => a.once('connect', () => resolve())));
    // A dropped link (not a goodbye): socket.io keeps the socket's rooms for recovery.
    a.io.engine.close();
    await dropped;
    sessions.end({ memberId: MEMBER, sessionId: 'session-a' });
    push.notify(MEMBER, settled('after-logout'));

    await reconnected;
    expect(a.recovered).toBe(true);
    await settle(a);
    push.notify(MEMBER, settled('later'));
    await settle(a);
    expect(toA.map((event) => event.ticket_id)).toEqual(['before']);
    expect(io.of(FEED_NAMESPACE).adapter.rooms.get(memberRoom(MEMBER))?.has(a.id ?? '') ?? false).toBe(false);
  });
});
