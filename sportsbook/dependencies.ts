/**
 * Public face of the sportsbook for the composition roots (src/app/AppServices.ts, src/store/testStore.ts):
 * what its epics need from the world, built without loading the feature itself (no page, no slice).
 */
import type { Observable } from 'rxjs';
import type { Api, TicketEvent } from '@src/contract';
import type { ApiClient } from '@src/api';
import type { AppDependencies } from '@src/store/appDependencies';
import { createBetSlipDependencies } from './betslip/betSlipDependencies';
import type { SlipStorage } from './betslip/betSlipStorage';
import type * as OddsTypePreferenceModule from './preferences/oddsTypePreference';

export { createBetSlipDependencies, type BetSlipWiring } from './betslip/betSlipDependencies';

export interface SportsbookWiring {
  api: ApiClient<Api>;
  /** Browser storage: the slip survives a reload. */
  storage: SlipStorage;
  /** The feed socket's ticket pushes of the member room. */
  ticketEvents$?: Observable<TicketEvent> | undefined;
}

// The odds-format preference loads with the sportsbook's pages, not with the entry: the slip's epics run only
// once the sportsbook is loaded, so this import is answered at once then. One promise keeps calls in order.
let preferences: Promise<typeof OddsTypePreferenceModule> | undefined;
const oddsTypePreference = () => (preferences ??= import('./preferences/oddsTypePreference'));

/** spec 4: series moves the page's odds format to Hong Kong and back (preferences/oddsTypePreference.ts). */
const seriesOddsType = {
  enter: () => void oddsTypePreference().then((module) => module.enterSeriesOddsType()),
  leave: () => void oddsTypePreference().then((module) => module.leaveSeriesOddsType()),
};

/** The sportsbook's part of the epic dependencies in the browser: the slip, wired to the page's odds format. */
export function createSportsbookDependencies({
  api,
  storage,
  ticketEvents$,
}: SportsbookWiring): Pick<AppDependencies, 'betSlip'> {
  return {
    betSlip: createBetSlipDependencies({
      api,
      storage,
      ticketEvents$,
      seriesOddsType,
    }),
  };
}
