/** Results of the shared request helper, by path and payload (spec 7), with in-flight de-duplication. */
export interface RequestCache {
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

interface Entry {
  promise: Promise<unknown>;
  /** null while in flight: every caller shares the one request. */
  expiresAt: number | null;
}

export function createRequestCache(now: () => number): RequestCache {
  const entries = new Map<string, Entry>();
  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const found = entries.get(key);
      if (found && (found.expiresAt === null || found.expiresAt > now())) return found.promise as Promise<T>;

      const entry: Entry = { promise: Promise.resolve(), expiresAt: null };
      const promise = load().then(
        (value) => {
          if (entries.get(key) === entry) entry.expiresAt = now() + ttlMs;
          return value;
        },
        (error: unknown) => {
          // Failures are not remembered: the next caller tries again.
          if (entries.get(key) === entry) entries.delete(key);
          throw error;
        },
      );
      entry.promise = promise;
      entries.set(key, entry);
      return promise;
    },
    clear() {
      entries.clear();
    },
  };
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` share a cache entry. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
