import {
  EMPTY,
  catchError,
  distinctUntilChanged,
  exhaustMap,
  filter,
  map,
  merge,
  of,
  switchMap,
  takeUntil,
  timer,
  type Observable,
} from 'rxjs';
import type { BonusPool, VenueCategory } from '@src/contract/venue';
import { fromCall } from '@src/api';
import type { AppDependencies, AppEpic } from '@src/store/appDependencies';
import {
  jackpotPollFailed,
  jackpotPoolsReceived,
  jackpotWatchStarted,
  jackpotWatchStopped,
  pageVisibilityChanged,
} from './jackpotSlice';

/** How often the pools are asked for while a lobby is shown. */
export const JACKPOT_POLL_MS = 10_000;

/** One poll of a category's pools. */
export type PollPools = (dependencies: AppDependencies, category: VenueCategory) => Observable<BonusPool[]>;

/**
 * The lobby's jackpot pools, polled every 10 s while its page is open and the tab shown: a hidden tab stops
 * asking and asks again as soon as it is shown; leaving the page (or opening another lobby) stops the watch.
 * A failed poll is said and the next one tries again; a slow answer is not asked over (exhaustMap).
 */
export function createJackpotEpic(poll: PollPools): AppEpic {
  return (action$, _state$, dependencies) =>
    action$.pipe(
      filter(jackpotWatchStarted.match),
      switchMap(({ payload: { category, visible } }) => {
        const visible$ = merge(
          of(visible),
          action$.pipe(
            filter(pageVisibilityChanged.match),
            map((action) => action.payload.visible),
          ),
        ).pipe(distinctUntilChanged());
        const { scheduler } = dependencies;
        return visible$.pipe(
          switchMap((shown) =>
            shown
              ? timer(0, JACKPOT_POLL_MS, scheduler).pipe(
                  exhaustMap(() =>
                    poll(dependencies, category).pipe(
                      map((pools) => jackpotPoolsReceived({ category, pools, receivedAt: scheduler.now() })),
                      catchError(() => of(jackpotPollFailed({ category }))),
                    ),
                  ),
                )
              : EMPTY,
          ),
          takeUntil(action$.pipe(filter(jackpotWatchStopped.match))),
        );
      }),
    );
}

/** getBonusPools over the API client. */
const pollBonusPools: PollPools = ({ api }, category) =>
  fromCall((signal) => api.data('bonusPools', { category }, { signal })).pipe(map(({ pools }) => pools));

export const jackpotEpic: AppEpic = createJackpotEpic(pollBonusPools);
