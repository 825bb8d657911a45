import { useSyncExternalStore } from 'react';
import { isOddsType, type OddsType } from '../odds';
import { StoredValue } from './storedValue';

/** The session storage module has no odds-format key, so the sport page keeps its own. */
export const ODDS_TYPE_STORAGE_KEY = 'sport.oddsType';

export const oddsTypePreference = new StoredValue<OddsType>(
  ODDS_TYPE_STORAGE_KEY,
  (raw) => (raw !== null && isOddsType(raw) ? raw : 'E'),
  (value) => value,
);

/** The odds format every price is shown in (E by default), persisted on this device. */
export function useOddsType(): OddsType {
  return useSyncExternalStore(oddsTypePreference.subscribe, oddsTypePreference.get, oddsTypePreference.get);
}

export function setOddsType(type: OddsType): void {
  oddsTypePreference.set(type);
}
