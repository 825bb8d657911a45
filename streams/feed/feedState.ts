import type { EntityTable, FeedRootState, FeedState, OddsTable } from './feedTypes';

/** The key the feed state lives under in the root state. */
export const FEED_STATE_KEY = 'feed';

function emptyTable<T>(): EntityTable<T> {
  return { ids: [], entities: {}, rev: 0 };
}

/**
 * A fresh state with its own containers. Never share one between stores: the hot tables are written
 * in place (see EntityTable).
 */
export function createInitialFeedState(): FeedState {
  const odds: OddsTable = { ...emptyTable(), byGame: {} };
  return {
    leagues: emptyTable(),
    matches: emptyTable(),
    live: emptyTable(),
    odds,
    membership: { byChannel: {}, byGame: {}, rev: 0 },
    channels: {},
    counts: {},
    connection: { connected: false, linkDead: false },
  };
}

/** The feed state inside a root state the epics only know as `unknown` (the app composes several folders). */
export function feedStateOf(root: unknown): FeedState | undefined {
  if (typeof root !== 'object' || root === null || !(FEED_STATE_KEY in root)) return undefined;
  return (root as FeedRootState).feed;
}
