import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { combineEpics, type Epic } from 'redux-observable';
import { EMPTY, catchError, concat, exhaustMap, filter, ignoreElements, map, of, tap, type Observable } from 'rxjs';
import type { PlaceBetRequest, Ticket, TicketEvent } from '@src/contract';
import { PARLAY_ODDS_TYPE, type OddsType } from '../odds';
import type { BetSlipSliceState } from './betSlipSlice';
import { betSlipSlice, errorRaised, placementAnswered, placementFailed, placementSent, seriesToggled, ticketStatusChanged } from './betSlipSlice';
import { persistBetSlip, type SlipStorage } from './betSlipStorage';
import { bettingActiveOf, planPlacement, type PlacementInput } from './placementRequest';

/** The member pressed 投注: place what the slip holds with these choices. */
export const placementRequested = createAction<Omit<PlacementInput, 'idempotencyKey'>>('betSlip/placementRequested');

export interface BetSlipDependencies {
  betSlip: {
    /** sport/bet/place; errors carry the server's (Chinese) message. */
    placeBets(request: PlaceBetRequest): Observable<Ticket[]>;
    /** `ticket` events of the feed socket (handshake auth token, src/contract/bet.ts). */
    ticketEvents$: Observable<TicketEvent>;
    storage: SlipStorage;
    newIdempotencyKey(): string;
    /** The page-wide odds type (spec 4: turning series on resets it to Hong Kong); optional. */
    setOddsType?: (type: OddsType) => void;
  };
}

export interface BetSlipRootState {
  betSlip: BetSlipSliceState;
}

type BetSlipEpic = Epic<UnknownAction, UnknownAction, BetSlipRootState, BetSlipDependencies>;

const placeEpic: BetSlipEpic = (action$, state$, { betSlip: deps }) =>
  action$.pipe(
    filter(placementRequested.match),
    // exhaustMap: a second press while a placement is on its way is ignored, never a second order.
    exhaustMap(({ payload }) => {
      const planned = planPlacement(state$.value.betSlip, { ...payload, idempotencyKey: deps.newIdempotencyKey() });
      if ('error' in planned) return of(errorRaised(planned.error));
      const { request, entryKeys } = planned.plan;
      const keys = [...new Set(entryKeys.flat())];
      return concat(
        of(placementSent(keys)),
        deps.placeBets(request).pipe(
          map((tickets) => placementAnswered({ entryKeys, tickets })),
          catchError((error: unknown) => of(placementFailed({ keys, message: error instanceof Error ? error.message : String(error) }))),
        ),
      );
    }),
  );

const ticketEventsEpic: BetSlipEpic = (_action$, _state$, { betSlip: deps }) =>
  deps.ticketEvents$.pipe(
    map((event) => ticketStatusChanged({ ticketId: event.ticket_id, active: bettingActiveOf(event) })),
    catchError(() => EMPTY),
  );

/** The slip survives a reload: saved after every change. */
const persistEpic: BetSlipEpic = (action$, state$, { betSlip: deps }) =>
  action$.pipe(
    filter((action) => action.type.startsWith(`${betSlipSlice.name}/`) || action.type === 'sport/oddsSelected'),
    tap(() => persistBetSlip(deps.storage, state$.value.betSlip)),
    ignoreElements(),
  );

/** spec 4: turning series on resets the odds type to Hong Kong, on the whole page too. */
const seriesOddsTypeEpic: BetSlipEpic = (action$, _state$, { betSlip: deps }) =>
  action$.pipe(
    filter(seriesToggled.match),
    filter(({ payload }) => payload),
    tap(() => deps.setOddsType?.(PARLAY_ODDS_TYPE)),
    ignoreElements(),
  );

export const betSlipEpic: BetSlipEpic = combineEpics(placeEpic, ticketEventsEpic, persistEpic, seriesOddsTypeEpic);
