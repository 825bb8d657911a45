import { BehaviorSubject, Observable, Subject } from 'rxjs';
import {
  FEED_NAMESPACE,
  FEED_PROTOCOL_VERSION,
  type FeedChannel,
  type FeedDelta,
  type FeedHeartbeat,
  type SubscribeAck,
  type SubscribeRequest,
} from '@src/contract';
import { isFeedDelta, isFeedHeartbeat, isRecord, sanitizeAck } from './feedValidation';

export type FeedConnectionEvent = { connected: true; recovered: boolean } | { connected: false; reason: string };

/**
 * The feed as epics see it: Observables of decoded messages and a small command API. Tests pass
 * Subjects and cold Observables; the app and the headless load clients pass createFeedTransport().
 */
export interface FeedTransport {
  /** Well-formed deltas (envelope checked; ops are checked where applied). */
  readonly deltas$: Observable<FeedDelta>;
  readonly heartbeats$: Observable<FeedHeartbeat>;
  /** Replays the current state to a new subscriber, then every change. */
  readonly connection$: Observable<FeedConnectionEvent>;
  /**
   * Emits the ack (with its snapshot) and completes; errors when the server refuses. Cold: sent on
   * subscription. An Observable rather than a Promise so a superseded subscribe is simply dropped and
   * tests run in virtual time; the ack timeout is the epic's (on its injected scheduler).
   * Every subscribe of this client is a snapshot request (a first want, a gap, a reconnect, a dead link, a
   * retry), so it always asks for one (`resync`), even where the server may still hold the channel.
   */
  subscribe(channel: FeedChannel): Observable<SubscribeAck>;
  unsubscribe(channel: FeedChannel): void;
  close(): void;
}

/** The part of a socket.io-client Socket the transport uses. */
export interface FeedSocket {
  readonly connected: boolean;
  /** socket.io's connection state recovery restored the session (missed packets are replayed). */
  readonly recovered: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
}

export interface FeedSocketOptions {
  transports: string[];
  [option: string]: unknown;
}

export interface FeedTransportOptions {
  /** socket.io-client's `io` (or a fake with the same shape). */
  io: (url: string, options: FeedSocketOptions) => FeedSocket;
  /** Server origin, for example `http://127.0.0.1:8080`; empty for the page's own origin. */
  url: string;
  /** Extra socket.io options (for example `forceNew` for several headless clients in one process). */
  socketOptions?: Record<string, unknown>;
}

export class FeedSubscribeError extends Error {
  constructor(
    readonly channel: FeedChannel,
    message: string,
  ) {
    super(message);
    this.name = 'FeedSubscribeError';
  }
}

/** The feed over socket.io-client, namespace FEED_NAMESPACE, websocket only (DESIGN.md section 4). */
export function createFeedTransport({ io, url, socketOptions }: FeedTransportOptions): FeedTransport {
  const socket = io(`${url}${FEED_NAMESPACE}`, { ...socketOptions, transports: ['websocket'] });
  const deltas = new Subject<FeedDelta>();
  const heartbeats = new Subject<FeedHeartbeat>();
  const connection = new BehaviorSubject<FeedConnectionEvent>(
    socket.connected ? { connected: true, recovered: socket.recovered } : { connected: false, reason: 'connecting' },
  );

  socket.on('delta', (message: unknown) => {
    if (isFeedDelta(message)) deltas.next(message);
  });
  socket.on('hb', (message: unknown) => {
    if (isFeedHeartbeat(message)) heartbeats.next(message);
  });
  socket.on('connect', () => connection.next({ connected: true, recovered: socket.recovered }));
  socket.on('disconnect', (reason: unknown) =>
    connection.next({ connected: false, reason: typeof reason === 'string' ? reason : 'disconnected' }),
  );

  return {
    deltas$: deltas.asObservable(),
    heartbeats$: heartbeats.asObservable(),
    connection$: connection.asObservable(),
    subscribe: (channel) =>
      new Observable<SubscribeAck>((subscriber) => {
        const request: SubscribeRequest = { channel, resync: true };
        socket.emit('subscribe', request, (response: unknown) => {
          if (subscriber.closed) return;
          const ack = sanitizeAck(response, channel, FEED_PROTOCOL_VERSION);
          if (ack !== null) {
            subscriber.next(ack);
            subscriber.complete();
            return;
          }
          const reason = isRecord(response) && typeof response.error === 'string' ? response.error : 'malformed ack';
          subscriber.error(new FeedSubscribeError(channel, reason));
        });
      }),
    unsubscribe: (channel) => {
      const request: SubscribeRequest = { channel };
      socket.emit('unsubscribe', request);
    },
    close: () => {
      socket.disconnect();
      deltas.complete();
      heartbeats.complete();
      connection.complete();
    },
  };
}
