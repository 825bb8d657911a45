import type { UnknownAction } from '@reduxjs/toolkit';
import {
  concat,
  defer,
  EMPTY,
  from,
  ignoreElements,
  merge,
  mergeMap,
  of,
  race,
  repeat,
  switchMap,
  take,
  tap,
  timer,
  type Observable,
} from 'rxjs';
import { FEED_HEARTBEAT_MS } from '@src/contract';
import { feedChannelStale, feedLinkDead, feedLinkRestored, feedSnapshotRequested } from './feedActions';
import type { FeedEpicContext } from './feedEpicContext';

/** Two missed heartbeats: no heartbeat and no other message for this long means a dead link. */
export const FEED_DEAD_LINK_MS = 2 * FEED_HEARTBEAT_MS;

/**
 * Dead-link watchdog while connected: every message (heartbeat or delta) pushes the deadline back;
 * at the deadline all live channels go stale at once; the first message after that restores the
 * link and the channels it made stale are resubscribed for a fresh snapshot.
 */
export function feedWatchdogEpic({ deps, session }: FeedEpicContext): Observable<UnknownAction> {
  const { feed, scheduler } = deps;

  // One timer per deadline, re-armed from the last activity, rather than a timer per message.
  const deadline = (): Observable<unknown> =>
    defer(() => {
      const wait = session.lastActivityAt + FEED_DEAD_LINK_MS - scheduler.now();
      return wait <= 0 ? of(null) : timer(wait, scheduler).pipe(mergeMap(deadline));
    });

  const declareDead = (): Observable<UnknownAction> =>
    defer(() => {
      session.linkDead = true;
      session.linkUsable$.next(false);
      const channels = session.channelsIn('live');
      for (const channel of channels) session.markStale(channel, 'heartbeat');
      return from([feedLinkDead(), ...channels.map((channel) => feedChannelStale({ channel, reason: 'heartbeat' }))]);
    });

  const restore = (): Observable<UnknownAction> =>
    defer(() => {
      session.linkDead = false;
      session.touch();
      const channels = session
        .channelsIn('stale')
        .filter((channel) => session.staleReasonOf(channel) === 'heartbeat' && !session.isRequested(channel));
      session.linkUsable$.next(session.connected);
      return from([
        feedLinkRestored(),
        ...channels.map((channel) => feedSnapshotRequested({ channel, reason: 'heartbeat' })),
      ]);
    });

  const linkBack$ = race(feed.heartbeats$, feed.deltas$).pipe(take(1));

  const watch = (): Observable<UnknownAction> =>
    defer(() => {
      session.touch();
      return deadline();
    }).pipe(
      mergeMap(() => concat(declareDead(), linkBack$.pipe(mergeMap(restore)))),
      repeat(),
    );

  return merge(
    feed.heartbeats$.pipe(
      tap(() => session.touch()),
      ignoreElements(),
    ),
    // switchMap: each connection gets a fresh watch; a disconnect ends it (the connection epic takes over).
    feed.connection$.pipe(switchMap((event) => (event.connected ? watch() : EMPTY))),
  );
}
