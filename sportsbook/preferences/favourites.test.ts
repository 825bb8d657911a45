import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { favouritesKey, favouritesStore, toggleFavourite } from './favourites';
import { memoryPreferenceStorage } from './memoryPreferenceStorage';
import { setPreferenceStorage } from './storedValue';

let stored: Map<string, string>;

beforeEach(() => {
  const memory = memoryPreferenceStorage();
  stored = memory.stored;
  setPreferenceStorage(memory.storage);
  favouritesStore.reset();
});
afterEach(() => {
  setPreferenceStorage(null);
  favouritesStore.reset();
});

describe('favourite matches and leagues', () => {
  it('are kept per member, and per device for visitors', () => {
    toggleFavourite('u1', 'matches', 'g1');
    toggleFavourite(null, 'leagues', '1001');
    expect(JSON.parse(stored.get(favouritesKey('u1'))!)).toEqual({ matches: ['g1'], leagues: [] });
    expect(JSON.parse(stored.get(favouritesKey(null))!)).toEqual({ matches: [], leagues: ['1001'] });
    expect(favouritesStore.of(favouritesKey('u2')).matches.size).toBe(0);
  });

  it('a second star click takes the favourite away', () => {
    toggleFavourite('u1', 'matches', 'g1');
    toggleFavourite('u1', 'matches', 'g1');
    expect(favouritesStore.of(favouritesKey('u1')).matches.has('g1')).toBe(false);
  });

  it('come back from storage after a reload', () => {
    stored.set(favouritesKey('u9'), JSON.stringify({ matches: ['g7'], leagues: ['1002'] }));
    const favourites = favouritesStore.of(favouritesKey('u9'));
    expect([...favourites.matches]).toEqual(['g7']);
    expect([...favourites.leagues]).toEqual(['1002']);
  });

  it('junk in storage reads as no favourites', () => {
    stored.set(favouritesKey('u9'), '{"matches": 5');
    expect(favouritesStore.of(favouritesKey('u9')).matches.size).toBe(0);
  });
});
