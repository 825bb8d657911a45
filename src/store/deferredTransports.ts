import { defer, from, shareReplay, switchMap, type Observable } from 'rxjs';
import type { ChatClientFrame } from '@src/contract';
import type { ChatTransport, FeedTransport } from '@streams';
import type { BrowserTransports } from './browserTransports';

/**
 * Transports that load when first used, standing in for the real ones meanwhile: the sockets' code (socket.io,
 * the websocket client, the chat frames' schemas) stays out of the entry chunk and the sockets connect once it
 * has arrived, after the shell's first paint. Streams subscribed before then get the real streams' values
 * from then on; a command before then (unsubscribe, send, reconnect) has nothing to act on and does nothing,
 * as on a socket that is not connected yet.
 */
export function deferTransports(load: () => Promise<BrowserTransports>): BrowserTransports {
  let loaded: BrowserTransports | null = null;
  let closed = { feed: false, chat: false };
  const ready$ = defer(() =>
    from(
      load().then((transports) => {
        loaded = transports;
        if (closed.feed) transports.feed.close();
        if (closed.chat) transports.chat.close();
        return transports;
      }),
    ),
  ).pipe(shareReplay(1));
  const via = <T>(pick: (transports: BrowserTransports) => Observable<T>): Observable<T> =>
    ready$.pipe(switchMap(pick));

  const feed: FeedTransport = {
    deltas$: via((t) => t.feed.deltas$),
    heartbeats$: via((t) => t.feed.heartbeats$),
    connection$: via((t) => t.feed.connection$),
    subscribe: (channel) => via((t) => t.feed.subscribe(channel)),
    unsubscribe: (channel) => loaded?.feed.unsubscribe(channel),
    close: () => {
      closed = { ...closed, feed: true };
      loaded?.feed.close();
    },
  };
  const chat: ChatTransport = {
    frames$: via((t) => t.chat.frames$),
    status$: via((t) => t.chat.status$),
    connect: () => {
      ready$.subscribe((t) => t.chat.connect());
    },
    send: (frame: ChatClientFrame) => loaded?.chat.send(frame) ?? false,
    reconnect: () => loaded?.chat.reconnect?.(),
    close: () => {
      closed = { ...closed, chat: true };
      loaded?.chat.close();
    },
    get droppedFrames() {
      return loaded?.chat.droppedFrames ?? 0;
    },
  };
  return {
    feed,
    chat,
    memberFeed: {
      ticketEvents$: via((t) => t.memberFeed.ticketEvents$),
      depositEvents$: via((t) => t.memberFeed.depositEvents$),
      reconnect: () => loaded?.memberFeed.reconnect(),
    },
  };
}
