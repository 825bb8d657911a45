import type { PreferenceStorage } from './storedValue';

/** A preference storage in memory, for tests (setPreferenceStorage), with the map it writes to. */
export function memoryPreferenceStorage(): { storage: PreferenceStorage; stored: Map<string, string> } {
  const stored = new Map<string, string>();
  return {
    stored,
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
  };
}
