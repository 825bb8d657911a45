import { describe, expect, it } from 'vitest';
import type { FeedDelta, SubscribeAck } from '@src/contract';
import { createFeedTransport, FeedSubscribeError, type FeedConnectionEvent, type FeedSocket, type FeedSocketOptions } from './feedTransport';
import { ack, delta, match, odds, oneMatchSnapshot, snapshot } from './testing/feedFixtures';

type Listener = (...args: unknown[]) => void;

/** A socket.io client socket stand-in: records emits, lets the test play the server. */
class FakeSocket implements FeedSocket {
  connected = false;
  recovered = false;
  readonly emitted: Array<{ event: string; args: unknown[] }> = [];
  private readonly listeners = new Map<string, Listener[]>();

  on(event: string, listener: (...args: never[]) => void): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener as unknown as Listener]);
  }
  emit(event: string, ...args: unknown[]): void {
    this.emitted.push({ event, args });
  }
  disconnect(): void {
    this.connected = false;
  }
  serverSends(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  /** The ack callback of the n-th `subscribe` emit. */
  ackOf(n: number): (response: unknown) => void {
    const subscribes = this.emitted.filter((entry) => entry.event === 'subscribe');
    return subscribes[n]?.args[1] as (response: unknown) => void;
  }
}

function setup() {
  const socket = new FakeSocket();
  const calls: Array<{ url: string; options: FeedSocketOptions }> = [];
  const transport = createFeedTransport({
    io: (url, options) => {
      calls.push({ url, options });
      return socket;
    },
    url: 'http://127.0.0.1:8080',
    socketOptions: { forceNew: true },
  });
  return { socket, calls, transport };
}

describe('feed transport', () => {
  it('connects to the /feed namespace over websocket only', () => {
    const { calls } = setup();
    expect(calls).toEqual([{ url: 'http://127.0.0.1:8080/feed', options: { forceNew: true, transports: ['websocket'] } }]);
  });

  it('passes well-formed deltas and heartbeats on and drops malformed ones', () => {
    const { socket, transport } = setup();
    const deltas: FeedDelta[] = [];
    const beats: number[] = [];
    transport.deltas$.subscribe((d) => deltas.push(d));
    transport.heartbeats$.subscribe((hb) => beats.push(hb.ts));

    socket.serverSends('delta', delta('RB:FT', 1, [['o', 'o1', '1.90', 'open']]));
    socket.serverSends('delta', { channel: 'RB:FT', seq: '2', ts: 1, ops: [] });
    socket.serverSends('delta', 'garbage');
    socket.serverSends('hb', { ts: 42 });
    socket.serverSends('hb', null);

    expect(deltas.map((d) => d.seq)).toEqual([1]);
    expect(beats).toEqual([42]);
  });

  it('reports the connection state now and on every change, with the recovery flag', () => {
    const { socket, transport } = setup();
    const events: FeedConnectionEvent[] = [];
    transport.connection$.subscribe((event) => events.push(event));
    socket.connected = true;
    socket.serverSends('connect');
    socket.serverSends('disconnect', 'transport close');
    socket.recovered = true;
    socket.serverSends('connect');
    expect(events).toEqual([
      { connected: false, reason: 'connecting' },
      { connected: true, recovered: false },
      { connected: false, reason: 'transport close' },
      { connected: true, recovered: true },
    ]);
  });

  it('subscribes asking for a snapshot even for a channel the server may still hold, with an ack carrying it', () => {
    const { socket, transport } = setup();
    const acks: SubscribeAck[] = [];
    transport.subscribe('RB:FT').subscribe({ next: (a) => acks.push(a) });
    expect(socket.emitted[0]?.event).toBe('subscribe');
    expect(socket.emitted[0]?.args[0]).toEqual({ channel: 'RB:FT', resync: true });

    socket.ackOf(0)(ack('RB:FT', 7, oneMatchSnapshot()));
    expect(acks).toHaveLength(1);
    expect(acks[0]).toMatchObject({ channel: 'RB:FT', seq: 7 });
    expect(acks[0]?.snapshot.odds).toHaveLength(3);
  });

  it('leaves malformed snapshot entries out of the ack', () => {
    const { socket, transport } = setup();
    const acks: SubscribeAck[] = [];
    transport.subscribe('RB:FT').subscribe({ next: (a) => acks.push(a) });
    const dirty = snapshot({ matches: [match('g1'), { gameId: 'g2' } as never], odds: [odds('o1', 'g1'), { oddsId: 'o2', price: 2 } as never] });
    socket.ackOf(0)(ack('RB:FT', 1, dirty));
    expect(acks[0]?.snapshot.matches.map((m) => m.gameId)).toEqual(['g1']);
    expect(acks[0]?.snapshot.odds.map((o) => o.oddsId)).toEqual(['o1']);
  });

  it('fails the subscribe with the server error, or when the ack is for another channel', () => {
    const { socket, transport } = setup();
    const errors: unknown[] = [];
    transport.subscribe('RB:XX' as never).subscribe({ error: (error: unknown) => errors.push(error) });
    transport.subscribe('RB:FT').subscribe({ error: (error: unknown) => errors.push(error) });
    socket.ackOf(0)({ channel: 'RB:XX', error: 'unknown channel' });
    socket.ackOf(1)(ack('RB:BK', 1, snapshot()));
    expect(errors).toEqual([new FeedSubscribeError('RB:XX' as never, 'unknown channel'), new FeedSubscribeError('RB:FT', 'malformed ack')]);
  });

  it('ignores an ack that comes after the subscribe was dropped', () => {
    const { socket, transport } = setup();
    const acks: SubscribeAck[] = [];
    const subscription = transport.subscribe('RB:FT').subscribe({ next: (a) => acks.push(a) });
    subscription.unsubscribe();
    socket.ackOf(0)(ack('RB:FT', 7, oneMatchSnapshot()));
    expect(acks).toEqual([]);
  });

  it('unsubscribes a channel and closes the socket', () => {
    const { socket, transport } = setup();
    socket.connected = true;
    transport.unsubscribe('match:g1');
    transport.close();
    expect(socket.emitted).toEqual([{ event: 'unsubscribe', args: [{ channel: 'match:g1' }] }]);
    expect(socket.connected).toBe(false);
  });
});
