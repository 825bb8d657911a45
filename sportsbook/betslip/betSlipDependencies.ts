import { EMPTY, defer, map, type Observable } from 'rxjs';
import type { Api, TicketEvent } from '@src/contract';
import type { ApiClient } from '@src/api';
import type { BetSlipDependencies, SeriesOddsType } from './betSlipEpic';
import type { SlipStorage } from './betSlipStorage';

export interface BetSlipWiring {
  api: ApiClient<Api>;
  storage: SlipStorage;
  /** The feed socket's ticket pushes; none without a socket (tests). */
  ticketEvents$?: Observable<TicketEvent> | undefined;
  /** The sport page's odds-format preference, as series mode moves it. */
  seriesOddsType?: SeriesOddsType;
  newIdempotencyKey?: () => string;
}

/** The bet slip epic's world: placement, limits and status calls on the API client, pushes, storage, keys. */
export function createBetSlipDependencies({
  api,
  storage,
  ticketEvents$,
  seriesOddsType,
  newIdempotencyKey = () => crypto.randomUUID(),
}: BetSlipWiring): BetSlipDependencies['betSlip'] {
  return {
    placeBets: (request) => defer(() => api.data('placeBet', request)).pipe(map(({ tickets }) => tickets)),
    betLimits: (oddsIds) => defer(() => api.data('betLimits', { oddsIds })),
    ticketStatus: (ids) =>
      defer(() => api.data('betStatus', { ticket_ids: ids })).pipe(map(({ tickets }) => tickets)),
    ticketEvents$: ticketEvents$ ?? EMPTY,
    storage,
    newIdempotencyKey,
    ...(seriesOddsType ? { seriesOddsType } : {}),
  };
}
