import type { EntityState } from '@reduxjs/toolkit';
import type {
  FeedChannel,
  FeedCounts,
  FeedLeague,
  FeedMatch,
  FeedOdds,
  GameType,
  MatchEvent,
  OddsOp,
  OddsStatus,
  PlayType,
  ShowType,
} from '@src/contract';

/** Which way the last price change went, for the up/down flash. */
export type PriceDirection = 'up' | 'down' | null;

/**
 * An odds with its previous price, for the up/down flash. `changedAt`: server time (ms) of the newest
 * delta of the frame that changed the price (a snapshot that changed it: the client time it arrived);
 * null until the price first changes. A status change alone keeps all three.
 */
export interface OddsEntity extends FeedOdds {
  prevPrice: string | null;
  changedAt: number | null;
  direction: PriceDirection;
}

/** The fields of a match that do not move during play (grouping and ordering read only these). */
export const MATCH_INFO_KEYS = ['gameId', 'hgid', 'gide', 'league_id', 'gameType', 'team_h', 'team_c', 'startTime'] as const;
export type MatchInfoKey = (typeof MATCH_INFO_KEYS)[number];
export type MatchEntity = Pick<FeedMatch, MatchInfoKey>;

/**
 * Live data of a match (spec 3: clock, period, scores), kept apart so a clock tick never regroups a list.
 * The server sends `re_time` only along with other changes, so a running clock is shown as re_time
 * plus the time since `clockAt` (client time, ms, when this re_time arrived).
 */
export type LiveEntity = Omit<FeedMatch, Exclude<MatchInfoKey, 'gameId'>> & { clockAt: number };

/** A league as the feed describes it (spec 3). Which leagues a page shows or folds is that page's view. */
export type LeagueEntity = FeedLeague;

/**
 * An entity table in the shape of an RTK entity adapter's state (unsorted), plus a revision.
 *
 * Hot-path rule (measured in streams/bench): the `ids` array and the `entities` record are mutated in
 * place by the feed reducer, and a changed entity is always a NEW object. The table object itself gets
 * a new identity (and `rev` + 1) whenever anything in it changed. So:
 * - by-id reads (`entities[id]`) return the same reference while that entity is unchanged;
 * - anything derived from a table must be memoized on the TABLE object, never on `ids`/`entities`.
 * Copying a 20,000-key record per batch (what immer or a spread would do) costs about a millisecond,
 * twenty times the budget of one batch.
 */
export interface EntityTable<T> extends EntityState<T, string> {
  rev: number;
}

export interface OddsTable extends EntityTable<OddsEntity> {
  /** gameId -> its odds ids; each array is replaced (never mutated) when the match's odds set changes. */
  byGame: Record<string, readonly string[]>;
}

/** Which channels carry which matches. `byGame` is mutated in place (entries replaced); `byChannel` is copied on write. */
export interface MembershipTable {
  byChannel: Readonly<Record<string, readonly string[]>>;
  byGame: Record<string, readonly FeedChannel[]>;
  rev: number;
}

/** 'idle' is never stored: a channel nobody wants has no entry. */
export type ChannelStatus = 'idle' | 'subscribing' | 'live' | 'stale';
/**
 * Why a channel went stale (DESIGN.md section 4): a sequence gap, two missed heartbeats, a disconnect
 * (socket.io may still recover it), or a reconnect that recovery could not restore.
 */
export type StaleReason = 'gap' | 'heartbeat' | 'disconnected' | 'reconnect';

export interface FeedChannelState {
  channel: FeedChannel;
  /** How many views want the channel; at 0 the entry and the data only it carried are dropped. */
  wanted: number;
  status: Exclude<ChannelStatus, 'idle'>;
  reason: StaleReason | null;
  lastSeq: number | null;
  /** Client time (ms) of the last snapshot or applied batch carrying this channel. */
  lastMessageAt: number | null;
  /** Last subscribe failure (cleared by a snapshot). */
  error: string | null;
}

export interface FeedConnectionState {
  connected: boolean;
  /** True after two missed heartbeats, until any message arrives again. */
  linkDead: boolean;
}

export interface FeedState {
  leagues: EntityTable<LeagueEntity>;
  matches: EntityTable<MatchEntity>;
  live: EntityTable<LiveEntity>;
  odds: OddsTable;
  membership: MembershipTable;
  channels: Readonly<Record<string, FeedChannelState>>;
  counts: FeedCounts;
  connection: FeedConnectionState;
}

export interface FeedRootState {
  feed: FeedState;
}

// ---- The batch: everything that arrived between two frames ----

/**
 * The last status of a market (match and play type) in the frame. `oddsBefore`: how many of the
 * batch's odds ops came before that market op; those of this market take its status.
 */
export interface MarketChange {
  gameId: string;
  playType: PlayType;
  status: OddsStatus;
  oddsBefore: number;
}

/** An event op of a frame, for a match (match channels only). */
export interface MatchEventChange {
  gameId: string;
  event: MatchEvent;
}

export interface LiveChange {
  gameId: string;
  patch: Partial<FeedMatch>;
}

/** A match added to (with its full state) or removed from (`added` null) one channel: the last op per pair wins. */
export interface MembershipChange {
  channel: FeedChannel;
  gameId: string;
  added: { match: FeedMatch; odds: readonly FeedOdds[]; league: FeedLeague } | null;
  ts: number;
}

export interface CountChange {
  showType: ShowType;
  gameType: GameType;
  count: number;
}

export interface ChannelProgress {
  channel: FeedChannel;
  seq: number;
}

/**
 * One frame's worth of deltas. The reducer applies membership first, then market statuses, odds,
 * live data and counts, so that this equals applying every op in arrival order: the conflation buffer
 * merges everything but odds ops per entity (an add drops what came before it for its match), and the
 * reducer merges odds ops per odds, giving an odds op that came before a market op of its market
 * the market's status.
 */
export interface FeedBatch {
  membership: MembershipChange[];
  markets: MarketChange[];
  /**
   * The frame's odds ops as they arrived (checked, not copied), not merged: one odds may come several
   * times, and the last one wins.
   */
  odds: readonly OddsOp[];
  live: LiveChange[];
  counts: CountChange[];
  /** Match events (match channels only), in arrival order; absent when none came. */
  events?: readonly MatchEventChange[];
  progress: ChannelProgress[];
  /**
   * Server time (ms) of the newest delta in the frame: the time of change of every price the batch
   * changes (within one frame of the delta that carried it). One number per batch rather than one per
   * odds: a timestamp is not a small integer, so V8 boxes each distinct one, and 20,000 boxed copies
   * cost the garbage collector more than the rest of the ingest (measured in streams/bench).
   */
  ts: number;
  /** Client time of the flush. */
  at: number;
}
