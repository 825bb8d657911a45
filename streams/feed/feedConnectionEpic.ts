import type { UnknownAction } from '@reduxjs/toolkit';
import { concatMap, defer, EMPTY, from, type Observable } from 'rxjs';
import type { FeedChannel } from '@src/contract';
import {
  feedChannelRecovered,
  feedChannelStale,
  feedConnectionChanged,
  feedSnapshotRequested,
} from './feedActions';
import type { FeedEpicContext } from './feedEpicContext';

/**
 * The socket's connection state (DESIGN.md section 4, Mattermost's resync on a new connection):
 * - disconnect: live channels go stale at once (their odds read as suspended);
 * - reconnect that socket.io recovered (missed packets replayed): those channels are live again;
 * - reconnect it could not recover (`socket.recovered === false`): every channel is stale and
 *   resubscribed for a fresh snapshot;
 * - a subscribe sent on the old connection is sent again (its ack will not come).
 */
export function feedConnectionEpic({ deps, session }: FeedEpicContext): Observable<UnknownAction> {
  return deps.feed.connection$.pipe(
    // concatMap: connection events are handled strictly in the order the socket reported them.
    concatMap((event) => (event.connected ? connected(event.recovered) : disconnected())),
  );

  function disconnected(): Observable<UnknownAction> {
    return defer(() => {
      if (!session.connected) return EMPTY;
      session.connected = false;
      session.linkUsable$.next(false);
      const channels = session.channelsIn('live');
      for (const channel of channels) session.markStale(channel, 'disconnected');
      return from([
        feedConnectionChanged({ connected: false, recovered: false }),
        ...channels.map((channel) => feedChannelStale({ channel, reason: 'disconnected' })),
      ]);
    });
  }

  function connected(recovered: boolean): Observable<UnknownAction> {
    return defer(() => {
      session.connected = true;
      session.linkDead = false;
      session.epoch += 1;
      session.touch();
      const actions: UnknownAction[] = [feedConnectionChanged({ connected: true, recovered })];
      const request = (channel: FeedChannel, reason: 'reconnect' | 'gap' | 'heartbeat' | 'disconnected'): void => {
        actions.push(feedSnapshotRequested({ channel, reason }));
      };

      for (const channel of session.channelsSentBefore(session.epoch)) request(channel, 'reconnect');
      for (const channel of session.channelsIn('stale')) {
        const reason = session.staleReasonOf(channel) ?? 'reconnect';
        if (recovered && reason === 'disconnected') {
          session.markLive(channel);
          actions.push(feedChannelRecovered({ channel }));
          continue;
        }
        // A request already waiting for the link goes out by itself below.
        if (session.isRequested(channel)) continue;
        if (!recovered && reason !== 'reconnect') {
          session.markStale(channel, 'reconnect');
          actions.push(feedChannelStale({ channel, reason: 'reconnect' }));
        }
        request(channel, recovered ? reason : 'reconnect');
      }
      if (!recovered) {
        // Only if no disconnect was seen: the server has forgotten these subscriptions too.
        for (const channel of session.channelsIn('live')) {
          session.markStale(channel, 'reconnect');
          actions.push(feedChannelStale({ channel, reason: 'reconnect' }));
          request(channel, 'reconnect');
        }
      }
      session.linkUsable$.next(true);
      return from(actions);
    });
  }
}
