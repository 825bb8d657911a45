/** Where the sport page keeps its own preferences: the browser's localStorage when there is one. */
export interface PreferenceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function memoryStorage(): PreferenceStorage {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

let storage: PreferenceStorage | null = null;
/** Counts storage swaps: a value read from an earlier storage is read again. */
let generation = 0;

/** The storage in use; tests may swap it with `setPreferenceStorage`. */
export function preferenceStorage(): PreferenceStorage {
  if (storage === null) {
    try {
      storage = typeof localStorage === 'undefined' ? memoryStorage() : localStorage;
    } catch {
      storage = memoryStorage();
    }
  }
  return storage;
}

/**
 * Swaps the storage (tests); every value is read from it afresh, as a page loaded over that storage would. Passing
 * the same storage again is a reload.
 */
export function setPreferenceStorage(next: PreferenceStorage | null): void {
  storage = next;
  generation += 1;
}

/** A value with listeners (for useSyncExternalStore), read from and written to one storage key. */
export class StoredValue<T> {
  private value: T | undefined;
  private readFrom = generation;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly key: string,
    private readonly parse: (raw: string | null) => T,
    private readonly format: (value: T) => string,
  ) {}

  get = (): T => {
    if (this.value === undefined || this.readFrom !== generation) {
      this.readFrom = generation;
      let raw: string | null;
      try {
        raw = preferenceStorage().getItem(this.key);
      } catch {
        raw = null;
      }
      this.value = this.parse(raw);
    }
    return this.value;
  };

  set(value: T): void {
    this.value = value;
    this.readFrom = generation;
    try {
      preferenceStorage().setItem(this.key, this.format(value));
    } catch {
      // A full or blocked storage keeps the value for this page only.
    }
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
}
