import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatServerFrame } from '@src/contract';
import { createChatTransport, type ChatLinkStatus, type ChatTransport } from './chatTransport';

/** A WebSocket stand-in: the test opens, closes and feeds it. */
class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  binaryType = 'blob';
  readonly sent: string[] = [];

  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
  }
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.dispatchEvent(new Event('close'));
  }
  serverOpens(): void {
    this.readyState = FakeSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  serverCloses(): void {
    this.readyState = FakeSocket.CLOSED;
    this.dispatchEvent(new Event('close'));
  }
  serverSends(data: string): void {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

function latest(): FakeSocket {
  const socket = FakeSocket.instances.at(-1);
  if (!socket) throw new Error('no socket created');
  return socket;
}

let transport: ChatTransport;
let statuses: ChatLinkStatus[];
let frames: ChatServerFrame[];

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
  transport = createChatTransport({ WebSocket: FakeSocket, url: 'ws://chat.test/ws/chat' });
  statuses = [];
  frames = [];
  transport.status$.subscribe((status) => statuses.push(status));
  transport.frames$.subscribe((frame) => frames.push(frame));
});
afterEach(() => {
  transport.close();
  vi.useRealTimers();
});

async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

describe('chat transport', () => {
  it('opens the socket only when asked, with clientType and siteId in the handshake (spec 7.6)', async () => {
    await settle();
    expect(FakeSocket.instances).toHaveLength(0);
    expect(statuses).toEqual(['idle']);
    transport.connect();
    transport.connect();
    await settle();
    expect(FakeSocket.instances).toHaveLength(1);
    expect(latest().url).toBe('ws://chat.test/ws/chat?clientType=web&siteId=1');
    latest().serverOpens();
    expect(statuses).toEqual(['idle', 'open']);
  });

  it('retries exactly 5 s after every close, without growing the delay (spec 4)', async () => {
    transport.connect();
    await settle();
    latest().serverOpens();
    for (let round = 1; round <= 3; round += 1) {
      latest().serverCloses();
      await vi.advanceTimersByTimeAsync(4_999);
      expect(FakeSocket.instances).toHaveLength(round);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeSocket.instances).toHaveLength(round + 1);
      // Reconnects that fail at once still wait 5 s each.
      if (round < 3) latest().serverOpens();
    }
    expect(statuses).toEqual(['idle', 'open', 'closed', 'open', 'closed', 'open', 'closed']);
  });

  it('abandons an attempt that does not open within 4 s and retries 5 s later', async () => {
    transport.connect();
    await settle();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(statuses).toEqual(['idle', 'closed']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('writes frames only on an open link and never queues them itself', async () => {
    expect(transport.send({ msgId: 0 })).toBe(false);
    transport.connect();
    await settle();
    expect(transport.send({ msgId: 10002, msgData: { rid: 'lobby' } })).toBe(false);
    latest().serverOpens();
    expect(latest().sent).toEqual([]);
    expect(transport.send({ msgId: 10002, msgData: { rid: 'lobby' } })).toBe(true);
    expect(latest().sent).toEqual(['{"msgId":10002,"msgData":{"rid":"lobby"}}']);
  });

  it('passes on frames that match the contract and drops the rest', async () => {
    transport.connect();
    await settle();
    latest().serverOpens();
    latest().serverSends('{"msgId":0,"msgData":{"body":{"ts":5}}}');
    latest().serverSends('not json');
    latest().serverSends('{"msgId":10003,"msgData":{"rid":"lobby"}}');
    latest().serverSends('{"msgId":12345,"msgData":{}}');
    expect(frames).toEqual([{ msgId: 0, msgData: { body: { ts: 5 } } }]);
    expect(transport.droppedFrames).toBe(3);
  });

  it('stops for good when closed', async () => {
    transport.connect();
    await settle();
    latest().serverOpens();
    transport.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');
  });
});
