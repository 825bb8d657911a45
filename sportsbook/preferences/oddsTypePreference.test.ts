import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ODDS_TYPE_STORAGE_KEY,
  enterSeriesOddsType,
  leaveSeriesOddsType,
  oddsTypePreference,
  reloadOddsTypePreferences,
  setOddsType,
} from './oddsTypePreference';
import { memoryPreferenceStorage } from './memoryPreferenceStorage';
import { setPreferenceStorage } from './storedValue';

let stored: Map<string, string>;

beforeEach(() => {
  const memory = memoryPreferenceStorage();
  stored = memory.stored;
  setPreferenceStorage(memory.storage);
  reloadOddsTypePreferences();
});
afterEach(() => {
  setPreferenceStorage(null);
  reloadOddsTypePreferences();
});

describe('the odds format through series mode (spec 4)', () => {
  it('series on shows Hong Kong; series off brings back the Malay the player had chosen', () => {
    setOddsType('M');
    enterSeriesOddsType();
    expect(oddsTypePreference.get()).toBe('H');
    leaveSeriesOddsType();
    expect(oddsTypePreference.get()).toBe('M');
  });

  it('series off leaves decimal as decimal: the page does not stay on Hong Kong after unticking 串关', () => {
    enterSeriesOddsType();
    leaveSeriesOddsType();
    expect(oddsTypePreference.get()).toBe('E');
  });

  it('a format the player picks while series is on is kept when series goes off', () => {
    setOddsType('I');
    enterSeriesOddsType();
    setOddsType('E');
    leaveSeriesOddsType();
    expect(oddsTypePreference.get()).toBe('E');
  });

  it('a player who had chosen Hong Kong keeps it', () => {
    setOddsType('H');
    enterSeriesOddsType();
    leaveSeriesOddsType();
    expect(oddsTypePreference.get()).toBe('H');
  });

  it('the choice to come back to survives a reload while series is on', () => {
    setOddsType('M');
    enterSeriesOddsType();
    reloadOddsTypePreferences();
    expect(stored.get(ODDS_TYPE_STORAGE_KEY)).toBe('H');
    leaveSeriesOddsType();
    expect(oddsTypePreference.get()).toBe('M');
  });

  it('series on twice does not forget the choice', () => {
    setOddsType('M');
    enterSeriesOddsType();
    enterSeriesOddsType();
    leaveSeriesOddsType();
    expect(oddsTypePreference.get()).toBe('M');
  });
});
