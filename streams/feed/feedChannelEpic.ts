import type { UnknownAction } from '@reduxjs/toolkit';
import {
  catchError,
  concat,
  defer,
  EMPTY,
  filter,
  finalize,
  first,
  from,
  groupBy,
  map,
  merge,
  mergeMap,
  of,
  share,
  switchMap,
  take,
  tap,
  timeout,
  timer,
  type Observable,
} from 'rxjs';
import type { FeedChannel, SubscribeAck } from '@src/contract';
import {
  feedBatchApplied,
  feedChannelReleased,
  feedChannelWanted,
  feedGapActions,
  feedSnapshotApplied,
  feedSnapshotRequested,
  feedSubscribeFailed,
} from './feedActions';
import type { FeedEpicContext } from './feedEpicContext';
import { feedStateOf } from './feedState';

/** How long a subscribe waits for its ack. */
export const FEED_ACK_TIMEOUT_MS = 10_000;
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/** Backoff before the n-th retry of a failed subscribe: 1 s, 2 s, 4 s ... at most 30 s. */
export function subscribeRetryDelayMs(attempt: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

interface Intent {
  channel: FeedChannel;
  release: boolean;
}

/**
 * Channel lifecycle: the first view wanting a channel asks for a snapshot; every snapshot request
 * (first want, gap, reconnect, dead link, retry) subscribes once the link is usable, with an ack
 * timeout, and applies the ack's snapshot; the last view leaving unsubscribes.
 */
export function feedChannelEpic({ action$, state$, deps, session }: FeedEpicContext): Observable<UnknownAction> {
  const { feed, scheduler } = deps;

  // One subscription to action$ for the three kinds this epic takes: redux-observable hands each action to every
  // subscriber in a queue-scheduled step of its own, and the frame's batch is the action dispatched most often.
  const lifecycle$ = action$.pipe(
    filter((action) => feedChannelWanted.match(action) || feedSnapshotRequested.match(action) || feedChannelReleased.match(action)),
    share(),
  );

  const firstWants$ = lifecycle$.pipe(
    filter(feedChannelWanted.match),
    filter(({ payload }) => !session.isOpen(payload.channel)),
    tap(({ payload }) => session.open(payload.channel)),
    map(({ payload }) => feedSnapshotRequested({ channel: payload.channel, reason: 'wanted' })),
  );

  const intents$: Observable<Intent> = merge(
    lifecycle$.pipe(
      filter(feedSnapshotRequested.match),
      map(({ payload }) => ({ channel: payload.channel, release: false })),
    ),
    lifecycle$.pipe(
      filter(feedChannelReleased.match),
      // The reducer has counted the release: only the last view leaving unsubscribes.
      filter(({ payload }) => session.isOpen(payload.channel) && !isWanted(state$.value, payload.channel)),
      map(({ payload }) => ({ channel: payload.channel, release: true })),
    ),
  );

  const subscriptions$ = intents$.pipe(
    // One group per channel, closed by its release, so match channels do not pile up over a session.
    groupBy((intent) => intent.channel, { duration: (channel$) => channel$.pipe(filter((intent) => intent.release)) }),
    mergeMap((channel$) =>
      channel$.pipe(
        // switchMap: a newer snapshot request, or the release, supersedes the subscribe in flight.
        switchMap((intent) => (intent.release ? release(intent.channel) : subscribeFresh(intent.channel))),
      ),
    ),
  );

  return merge(firstWants$, subscriptions$);

  function release(channel: FeedChannel): Observable<never> {
    return defer(() => {
      session.close(channel);
      feed.unsubscribe(channel);
      return EMPTY;
    });
  }

  function subscribeFresh(channel: FeedChannel): Observable<UnknownAction> {
    return defer(() => {
      if (!session.isOpen(channel)) return EMPTY;
      session.setRequested(channel, true);
      return attempt(channel, 1).pipe(finalize(() => session.setRequested(channel, false)));
    });
  }

  function attempt(channel: FeedChannel, n: number): Observable<UnknownAction> {
    return session.linkUsable$.pipe(
      first(Boolean),
      switchMap(() => {
        session.beginSubscribe(channel);
        return feed.subscribe(channel).pipe(timeout({ first: FEED_ACK_TIMEOUT_MS, with: () => ackTimedOut(), scheduler }));
      }),
      take(1),
      mergeMap((ack) => applyAck(channel, ack)),
      // Errors end here: the failure is reported and the subscribe tried again after a backoff.
      catchError((error: unknown) =>
        concat(
          of(feedSubscribeFailed({ channel, error: describe(error), attempt: n })),
          timer(subscribeRetryDelayMs(n), scheduler).pipe(mergeMap(() => attempt(channel, n + 1))),
        ),
      ),
    );
  }

  function applyAck(channel: FeedChannel, ack: SubscribeAck): Observable<UnknownAction> {
    const { earlier, later } = session.completeSubscribe(ack);
    const applied = feedSnapshotApplied({
      channel,
      seq: ack.seq,
      snapshot: ack.snapshot,
      counts: ack.counts ?? null,
      at: scheduler.now(),
      ...(ack.events !== undefined ? { events: ack.events } : {}),
      ...(ack.history !== undefined ? { history: ack.history } : {}),
    });
    // What was buffered before the ack is older than the snapshot, so it goes first; deltas past the
    // snapshot's seq that raced ahead of the ack are ingested after it.
    const head: UnknownAction[] = earlier === null ? [applied] : [feedBatchApplied(earlier), applied];
    return concat(
      from(head),
      defer(() => {
        for (const delta of later) {
          if (!session.ingest(delta)) return from(feedGapActions(channel));
        }
        return EMPTY;
      }),
    );
  }
}

function isWanted(state: unknown, channel: FeedChannel): boolean {
  return (feedStateOf(state)?.channels[channel]?.wanted ?? 0) > 0;
}

function ackTimedOut(): Observable<never> {
  return defer(() => {
    throw new Error('ack timeout');
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
