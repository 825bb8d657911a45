import { BehaviorSubject, NEVER, Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { FeedConnectionEvent, FeedTransport } from '@streams';
import type { FeedDelta, SubscribeAck, TicketEvent } from '@src/contract';
import type { BrowserTransports } from './browserTransports';
import { deferTransports } from './deferredTransports';
import { offlineChat } from './testStore';

function fakeTransports() {
  const deltas = new Subject<FeedDelta>();
  const connection = new BehaviorSubject<FeedConnectionEvent>({ connected: false, reason: 'connecting' });
  const tickets = new Subject<TicketEvent>();
  const spies = {
    subscribe: vi.fn(() => new Subject<SubscribeAck>()),
    unsubscribe: vi.fn(),
    feedClose: vi.fn(),
    chatConnect: vi.fn(),
    chatClose: vi.fn(),
    chatSend: vi.fn(() => true),
  };
  const feed: FeedTransport = {
    deltas$: deltas,
    heartbeats$: NEVER,
    connection$: connection,
    subscribe: spies.subscribe,
    unsubscribe: spies.unsubscribe,
    close: spies.feedClose,
  };
  const chat = { ...offlineChat(), connect: spies.chatConnect, close: spies.chatClose, send: spies.chatSend };
  const transports: BrowserTransports = {
    feed,
    chat,
    memberFeed: { ticketEvents$: tickets, depositEvents$: NEVER, reconnect: vi.fn() },
  };
  return { transports, deltas, connection, tickets, spies };
}

/** The sockets' module arrives when `arrive()` is called. */
function deferred() {
  const fake = fakeTransports();
  let arrive: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<BrowserTransports>((resolve) => {
        arrive = () => resolve(fake.transports);
      }),
  );
  const transports = deferTransports(load);
  const settle = async () => {
    arrive();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { ...fake, load, transports, arrive: settle };
}

describe('transports that load after the first paint', () => {
  it('load nothing until an epic uses them, then once however many streams do', async () => {
    const { transports, load, arrive } = deferred();
    expect(load).not.toHaveBeenCalled();
    transports.feed.deltas$.subscribe();
    transports.feed.connection$.subscribe();
    transports.chat.status$.subscribe();
    await arrive();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a stream subscribed before the sockets arrive carries their messages once they have', async () => {
    const { transports, arrive, deltas, connection, tickets } = deferred();
    const seen: unknown[] = [];
    transports.feed.connection$.subscribe((event) => seen.push(event));
    transports.feed.deltas$.subscribe((delta) => seen.push(delta.seq));
    transports.memberFeed.ticketEvents$.subscribe((event) => seen.push(event.ticket_id));
    await arrive();
    connection.next({ connected: true, recovered: false });
    deltas.next({ channel: 'RB:FT', seq: 7, ts: 1, ops: [] });
    tickets.next({ ticket_id: 'BT1', status: 'accepted' });
    expect(seen).toEqual([
      { connected: false, reason: 'connecting' },
      { connected: true, recovered: false },
      7,
      'BT1',
    ]);
  });

  it('subscribes a channel on the real socket once it is there', async () => {
    const { transports, arrive, spies } = deferred();
    transports.feed.subscribe('RB:FT').subscribe();
    expect(spies.subscribe).not.toHaveBeenCalled();
    await arrive();
    expect(spies.subscribe).toHaveBeenCalledWith('RB:FT');
  });

  it('before the sockets arrive a command has nothing to act on: no send, no unsubscribe, no reconnect', async () => {
    const { transports, arrive, spies } = deferred();
    transports.feed.connection$.subscribe();
    expect(transports.chat.send({ msgId: 0 })).toBe(false);
    transports.feed.unsubscribe('RB:FT');
    transports.memberFeed.reconnect();
    expect(transports.chat.droppedFrames).toBe(0);
    await arrive();
    expect(spies.unsubscribe).not.toHaveBeenCalled();
    expect(spies.chatSend).not.toHaveBeenCalled();
    expect(transports.chat.send({ msgId: 0 })).toBe(true);
  });

  it('the chat connects once its socket has arrived; a close asked for before then closes it when it comes', async () => {
    const { transports, arrive, spies } = deferred();
    transports.chat.connect();
    transports.feed.close();
    expect(spies.chatConnect).not.toHaveBeenCalled();
    await arrive();
    expect(spies.chatConnect).toHaveBeenCalledTimes(1);
    expect(spies.feedClose).toHaveBeenCalledTimes(1);
    expect(spies.chatClose).not.toHaveBeenCalled();
  });
});
