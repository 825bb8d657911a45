import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { combineEpics, type Epic } from 'redux-observable';
import {
  EMPTY,
  asyncScheduler,
  catchError,
  concat,
  debounceTime,
  distinctUntilChanged,
  exhaustMap,
  filter,
  ignoreElements,
  map,
  mergeMap,
  of,
  switchMap,
  tap,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { type BetLimits, type PlaceBetRequest, type Ticket, type TicketEvent } from '@src/contract';
import type { FeedRootState } from '@streams';
import type { BetSlipSliceState } from './betSlipSlice';
import {
  betSlipSlice,
  duplicateAsked,
  errorRaised,
  legsMoved,
  limitsLoaded,
  placementAnswered,
  placementFailed,
  placementSent,
  selectBetSlip,
  seriesToggled,
  slipRestored,
  ticketStatusChanged,
} from './betSlipSlice';
import { persistBetSlip, restoreBetSlip, type SlipStorage } from './betSlipStorage';
import {
  DUPLICATE_WINDOW_MS,
  bettingActiveOf,
  placementSignature,
  planPlacement,
  type PlacementRequest,
} from './placementRequest';
import { acceptedMoves, slipLegsSelector } from './slipLegs';

/** The member pressed 投注: place what the slip holds with these choices. */
export const placementRequested = createAction<PlacementRequest>('betSlip/placementRequested');

/** The page's odds format as series mode moves it (sportsbook/preferences/oddsTypePreference.ts). */
export interface SeriesOddsType {
  enter(): void;
  leave(): void;
}

export interface BetSlipDependencies {
  betSlip: {
    /** sport/bet/place; errors carry the server's (Chinese) message. */
    placeBets(request: PlaceBetRequest): Observable<Ticket[]>;
    /** `ticket` events of the feed socket (handshake auth token, src/contract/bet.ts). */
    ticketEvents$: Observable<TicketEvent>;
    storage: SlipStorage;
    newIdempotencyKey(): string;
    /**
     * The page-wide odds format (spec 4: turning series on resets it to Hong Kong; turning it off brings back
     * the player's choice); optional.
     */
    seriesOddsType?: SeriesOddsType;
    /** sport/bet/limits: the stake limits of bets on these selections; optional (no limits shown without it). */
    betLimits?: (oddsIds: string[]) => Observable<BetLimits>;
    /** sport/bet/status: the fallback while tickets are 确认中 and pushes may be missed; optional. */
    ticketStatus?: (ticketIds: string[]) => Observable<Ticket[]>;
    /** Times the status polling and the limits' wait (tests pass a TestScheduler); asyncScheduler by default. */
    scheduler?: SchedulerLike;
    /** The clock of the duplicate question (ms); Date.now by default. */
    now?: () => number;
  };
}

// The slip's part of the app's epic dependencies: AppServices and the test store must supply it.
declare module '@src/store/appDependencies' {
  interface AppDependencies {
    betSlip: BetSlipDependencies['betSlip'];
  }
}

/**
 * A lazily injected slice: absent from a store that has not seen an action since the sportsbook loaded. The
 * feed's odds are there in the app's store (the slip follows its selections' prices), not in every test's.
 */
export interface BetSlipRootState extends Partial<FeedRootState> {
  betSlip?: BetSlipSliceState;
}

type BetSlipEpic = Epic<UnknownAction, UnknownAction, BetSlipRootState, BetSlipDependencies>;

const placeEpic: BetSlipEpic = (action$, state$, { betSlip: deps }) =>
  action$.pipe(
    filter(placementRequested.match),
    // exhaustMap: a second press while a placement is on its way is ignored, never a second order.
    exhaustMap(({ payload }) => {
      const planned = planPlacement(selectBetSlip(state$.value), { ...payload, idempotencyKey: deps.newIdempotencyKey() });
      if ('error' in planned) return of(errorRaised(planned.error));
      const { request, entryKeys } = planned.plan;
      const now = deps.now ?? Date.now;
      // The same bets again within a minute: most often a second click, so the player is asked first.
      const signature = placementSignature(request);
      const last = selectBetSlip(state$.value).lastPlaced;
      if (payload.confirmDuplicate !== true && last?.signature === signature && now() - last.at <= DUPLICATE_WINDOW_MS)
        return of(duplicateAsked(payload));
      const keys = [...new Set(entryKeys.flat())];
      return concat(
        of(placementSent(keys)),
        deps.placeBets(request).pipe(
          map((tickets) => placementAnswered({ entryKeys, tickets, signature, at: now() })),
          catchError((error: unknown) => of(placementFailed({ keys, message: error instanceof Error ? error.message : String(error) }))),
        ),
      );
    }),
  );

/**
 * How long the slip's selections stay the same before their stake limits are asked. The request never runs in
 * the task of the click that picked a price (a fetch costs the main thread about 2 ms, and the click's frame waits
 * for it), quick picks of several prices ask once, and a price picked and taken off again asks nothing.
 */
export const LIMITS_SETTLE_MS = 150;

/** The stake limits of the slip's selections, asked again whenever the selections change (once they settle). */
const limitsEpic: BetSlipEpic = (_action$, state$, { betSlip: deps }) => {
  const betLimits = deps.betLimits;
  if (!betLimits) return EMPTY;
  return state$.pipe(
    map((state) => [...new Set(selectBetSlip(state).entries.map((entry) => entry.oddsId))].sort().join(',')),
    // Every store update (each feed frame) passes here: only a change of the selections starts the wait.
    distinctUntilChanged(),
    debounceTime(LIMITS_SETTLE_MS, deps.scheduler ?? asyncScheduler),
    // A selection picked and taken off within the wait leaves the slip as it was: nothing new to ask.
    distinctUntilChanged(),
    // switchMap: the limits of the slip as it is now supersede an answer still on its way for an older one.
    switchMap((ids) => (ids === '' ? EMPTY : betLimits(ids.split(',')).pipe(map(limitsLoaded), catchError(() => EMPTY)))),
  );
};

/**
 * The slip follows its selections' live prices (issue 12 item 1): when the feed moves a price the acceptance
 * setting takes, or the setting changes to take a pending move, the slice takes it (legsMoved). Nothing is sent
 * while no move is to be taken, so the feed's frames cost one comparison each.
 */
const acceptMovesEpic: BetSlipEpic = (_action$, state$) => {
  const selectLegs = slipLegsSelector();
  return state$.pipe(
    map((state) => {
      if (state.feed === undefined) return null;
      const slip = selectBetSlip(state);
      const legs = selectLegs({ feed: state.feed }, slip.entries);
      return acceptedMoves(slip.entries, legs, slip.acceptOdds).length > 0 ? legs : null;
    }),
    // Once per move: the same legs are never sent twice in a row, whatever the reducer made of them.
    distinctUntilChanged(),
    filter((legs) => legs !== null),
    map(legsMoved),
  );
};

const ticketEventsEpic: BetSlipEpic = (_action$, _state$, { betSlip: deps }) =>
  deps.ticketEvents$.pipe(
    map((event) =>
      ticketStatusChanged({
        ticketId: event.ticket_id,
        active: bettingActiveOf(event),
        // The push names the reason by its code; the slip shows it in the page's language (rejectReasonText.ts).
        ...(event.reason ? { reason: event.reason } : {}),
      }),
    ),
    catchError(() => EMPTY),
  );

/** How often sport/bet/status is asked while a ticket is 确认中. */
export const TICKET_POLL_MS = 3000;

/** While any ticket is 确认中, ask sport/bet/status every 3 s (a push can be lost on a reconnect). */
const ticketPollEpic: BetSlipEpic = (_action$, state$, { betSlip: deps }) => {
  const ticketStatus = deps.ticketStatus;
  if (!ticketStatus) return EMPTY;
  return state$.pipe(
    map((state) => [
      ...new Set(
        selectBetSlip(state)
          .entries
          .filter((e) => e.bettingData.active === 'delay' && e.bettingData.ticket_id !== '')
          .map((e) => e.bettingData.ticket_id),
      ),
    ]),
    distinctUntilChanged((a, b) => a.join() === b.join()),
    switchMap((ids) =>
      ids.length === 0
        ? EMPTY
        : timer(TICKET_POLL_MS, TICKET_POLL_MS, deps.scheduler ?? asyncScheduler).pipe(
            exhaustMap(() => ticketStatus(ids).pipe(catchError(() => EMPTY))),
            mergeMap((tickets) =>
              tickets
                .filter((ticket) => ticket.status !== 'pending')
                .map((ticket) =>
                  ticketStatusChanged({
                    ticketId: ticket.ticket_id,
                    active: bettingActiveOf(ticket),
                    ...(ticket.reasonText ? { reason: ticket.reasonText } : {}),
                  }),
                ),
            ),
          ),
    ),
  );
};

/** The slip survives a reload: saved after every change. */
const persistEpic: BetSlipEpic = (action$, state$, { betSlip: deps }) =>
  action$.pipe(
    filter((action) => action.type.startsWith(`${betSlipSlice.name}/`) || action.type === 'sport/oddsSelected'),
    tap(() => persistBetSlip(deps.storage, selectBetSlip(state$.value))),
    ignoreElements(),
  );

/**
 * spec 4: turning series on resets the odds format to Hong Kong, for the board and the slip alike (one setting);
 * turning it off brings back the format the player had chosen.
 */
const seriesOddsTypeEpic: BetSlipEpic = (action$, _state$, { betSlip: deps }) =>
  action$.pipe(
    filter(seriesToggled.match),
    tap(({ payload: on }) => (on ? deps.seriesOddsType?.enter() : deps.seriesOddsType?.leave())),
    ignoreElements(),
  );

/**
 * The slip saved before a reload comes back when the sportsbook first loads into a store: this epic starts
 * with the feature (kept apart from betSlipEpic, whose tests start from a given slip).
 */
export const betSlipRestoreEpic: BetSlipEpic = (_action$, _state$, { betSlip: deps }) =>
  of(slipRestored(restoreBetSlip(deps.storage)));

export const betSlipEpic: BetSlipEpic = combineEpics(
  placeEpic,
  limitsEpic,
  acceptMovesEpic,
  ticketEventsEpic,
  ticketPollEpic,
  persistEpic,
  seriesOddsTypeEpic,
);
