import { useCallback, useSyncExternalStore } from 'react';
import { preferenceStorage } from './storedValue';

/** Favourite matches and leagues of one owner: a member (by user id) or, for visitors, this device. */
export interface Favourites {
  matches: ReadonlySet<string>;
  leagues: ReadonlySet<string>;
}

const EMPTY: Favourites = { matches: new Set(), leagues: new Set() };

export function favouritesKey(userId: string | null): string {
  return userId === null ? 'sport.favourites.device' : `sport.favourites.member.${userId}`;
}

function parse(raw: string | null): Favourites {
  if (raw === null) return EMPTY;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return EMPTY;
    const { matches, leagues } = value as { matches?: unknown; leagues?: unknown };
    const ids = (list: unknown): string[] => (Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : []);
    return { matches: new Set(ids(matches)), leagues: new Set(ids(leagues)) };
  } catch {
    return EMPTY;
  }
}

class FavouritesStore {
  private owner: string | null = null;
  private value: Favourites = EMPTY;
  private readonly listeners = new Set<() => void>();

  /** The favourites of an owner, loaded from storage when the owner changes. */
  of(key: string): Favourites {
    if (this.owner !== key) {
      this.owner = key;
      try {
        this.value = parse(preferenceStorage().getItem(key));
      } catch {
        this.value = EMPTY;
      }
    }
    return this.value;
  }

  toggle(key: string, kind: 'matches' | 'leagues', id: string): void {
    const current = this.of(key);
    const next = new Set(current[kind]);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.value = { ...current, [kind]: next };
    try {
      preferenceStorage().setItem(key, JSON.stringify({ matches: [...this.value.matches], leagues: [...this.value.leagues] }));
    } catch {
      // Kept for this page only.
    }
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Tests: forget what was loaded. */
  reset(): void {
    this.owner = null;
    this.value = EMPTY;
  }
}

export const favouritesStore = new FavouritesStore();

/** The favourites of the owner, and a toggle. Re-renders the caller only when they change. */
export function useFavourites(userId: string | null): {
  favourites: Favourites;
  toggle: (kind: 'matches' | 'leagues', id: string) => void;
} {
  const key = favouritesKey(userId);
  const getSnapshot = useCallback(() => favouritesStore.of(key), [key]);
  const favourites = useSyncExternalStore(favouritesStore.subscribe, getSnapshot, getSnapshot);
  const toggle = useCallback((kind: 'matches' | 'leagues', id: string) => favouritesStore.toggle(key, kind, id), [key]);
  return { favourites, toggle };
}

/** One star's state: re-renders only when that id's membership changes. */
export function useIsFavourite(userId: string | null, kind: 'matches' | 'leagues', id: string): boolean {
  const key = favouritesKey(userId);
  const getSnapshot = useCallback(() => favouritesStore.of(key)[kind].has(id), [key, kind, id]);
  return useSyncExternalStore(favouritesStore.subscribe, getSnapshot, getSnapshot);
}

export function toggleFavourite(userId: string | null, kind: 'matches' | 'leagues', id: string): void {
  favouritesStore.toggle(favouritesKey(userId), kind, id);
}
