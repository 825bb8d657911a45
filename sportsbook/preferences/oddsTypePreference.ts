import { useSyncExternalStore } from 'react';
import { PARLAY_ODDS_TYPE, isOddsType, type OddsType } from '../odds';
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

/** The format the player had chosen when series turned Hong Kong on, to come back to when it goes off. */
const oddsTypeBeforeSeries = new StoredValue<OddsType | null>(
  `${ODDS_TYPE_STORAGE_KEY}.beforeSeries`,
  (raw) => (raw !== null && isOddsType(raw) ? raw : null),
  (value) => value ?? '',
);

/** spec 4: turning series on resets the odds format to Hong Kong; the player's own choice is kept. */
export function enterSeriesOddsType(): void {
  const current = oddsTypePreference.get();
  if (current !== PARLAY_ODDS_TYPE) oddsTypeBeforeSeries.set(current);
  oddsTypePreference.set(PARLAY_ODDS_TYPE);
}

/** Series off: the format chosen before it comes back, unless the player picked another one meanwhile. */
export function leaveSeriesOddsType(): void {
  const before = oddsTypeBeforeSeries.get();
  oddsTypeBeforeSeries.set(null);
  if (before !== null && oddsTypePreference.get() === PARLAY_ODDS_TYPE) oddsTypePreference.set(before);
}
