import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ODDS_TYPE_STORAGE_KEY,
  enterSeriesOddsType,
  leaveSeriesOddsType,
  oddsTypePreference,
  setOddsType,
} from './oddsTypePreference';
import { memoryPreferenceStorage } from './memoryPreferenceStorage';
import { setPreferenceStorage } from './storedValue';

let memory: ReturnType<typeof memoryPreferenceStorage>;

beforeEach(() => {
  memory = memoryPreferenceStorage();
  setPreferenceStorage(memory.storage);
});
afterEach(() => setPreferenceStorage(null));

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
    // The page loads again over the same storage.
    setPreferenceStorage(memory.storage);
    expect(memory.stored.get(ODDS_TYPE_STORAGE_KEY)).toBe('H');
    leaveSeriesOddsType();
    expect(oddsTypePreference.get()).toBe('M');
  });

  it('the format is read from the storage the page loads over, not kept from another', () => {
    setOddsType('M');
    setPreferenceStorage(memoryPreferenceStorage().storage);
    expect(oddsTypePreference.get()).toBe('E');
  });

  it('series on twice does not forget the choice', () => {
    setOddsType('M');
    enterSeriesOddsType();
    enterSeriesOddsType();
    leaveSeriesOddsType();
    expect(oddsTypePreference.get()).toBe('M');
  });
});
