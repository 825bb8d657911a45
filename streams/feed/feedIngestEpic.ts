import type { UnknownAction } from '@reduxjs/toolkit';
import { filter, merge, mergeMap, type Observable } from 'rxjs';
import { feedBatchApplied, feedGapActions } from './feedActions';
import type { FeedEpicContext } from './feedEpicContext';
import { perFrame } from './frameScheduler';

/**
 * Deltas into the store: each delta is sequence-checked and merged into the session's buffer as it
 * arrives (no action per message); the buffer is flushed as ONE feedBatchApplied per frame of the
 * injected frame scheduler. A sequence gap marks the channel stale at once and asks for a snapshot.
 */
export function feedIngestEpic({ deps, session }: FeedEpicContext): Observable<UnknownAction> {
  const gaps$ = deps.feed.deltas$.pipe(
    // ingest() is the hot path: it returns false only for a gap, so nothing else allocates here.
    filter((delta) => !session.ingest(delta)),
    mergeMap(({ channel }) => feedGapActions(channel)),
  );
  const batches$ = perFrame(session.frameRequests$, deps.frameScheduler, () => {
    const batch = session.flush();
    return batch === null ? null : feedBatchApplied(batch);
  });
  return merge(gaps$, batches$);
}
