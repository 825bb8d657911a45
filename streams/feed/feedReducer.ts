import type { UnknownAction } from '@reduxjs/toolkit';
import type { FeedChannel, FeedCounts, FeedOdds, FeedSnapshot, OddsOp, OddsStatus } from '@src/contract';
import {
  feedBatchApplied,
  feedChannelRecovered,
  feedChannelReleased,
  feedChannelStale,
  feedChannelWanted,
  feedConnectionChanged,
  feedLinkDead,
  feedLinkRestored,
  feedSnapshotApplied,
  feedSubscribeFailed,
} from './feedActions';
import { createInitialFeedState } from './feedState';
import type {
  FeedBatch,
  FeedChannelState,
  FeedState,
  MarketChange,
  OddsEntity,
  OddsTable,
  StaleReason,
} from './feedTypes';
import { FeedWriter, withPrice } from './feedWriter';

/**
 * The feed reducer: hand-written, not immer-wrapped, because the hot tables are written in place
 * (see EntityTable). The batch is checked first; it is the action that arrives every frame.
 */
export function feedReducer(state: FeedState | undefined, action: UnknownAction): FeedState {
  if (state === undefined) return createInitialFeedState();
  if (feedBatchApplied.match(action)) return applyBatch(state, action.payload);
  if (feedSnapshotApplied.match(action)) return applySnapshot(state, action.payload);
  if (feedChannelWanted.match(action)) return want(state, action.payload.channel);
  if (feedChannelReleased.match(action)) return release(state, action.payload.channel);
  if (feedChannelStale.match(action)) return markStale(state, action.payload.channel, action.payload.reason);
  if (feedChannelRecovered.match(action)) {
    return updateChannel(state, action.payload.channel, (entry) =>
      entry.status === 'stale' ? { ...entry, status: 'live', reason: null } : entry,
    );
  }
  if (feedSubscribeFailed.match(action)) {
    return updateChannel(state, action.payload.channel, (entry) => ({ ...entry, error: action.payload.error }));
  }
  if (feedConnectionChanged.match(action)) {
    const { connected } = action.payload;
    return { ...state, connection: { connected, linkDead: connected ? false : state.connection.linkDead } };
  }
  if (feedLinkDead.match(action)) return { ...state, connection: { ...state.connection, linkDead: true } };
  if (feedLinkRestored.match(action)) return { ...state, connection: { ...state.connection, linkDead: false } };
  return state;
}

function applyBatch(state: FeedState, batch: FeedBatch): FeedState {
  const w = new FeedWriter(state);
  for (const change of batch.membership) {
    // A channel released since these ops were buffered no longer carries anything.
    if (state.channels[change.channel] === undefined) continue;
    if (change.added === null) {
      w.leaveChannel(change.gameId, change.channel, true);
      continue;
    }
    const { match, odds, league } = change.added;
    w.upsertLeague(league);
    w.upsertMatch(match, batch.at);
    w.joinChannel(match.gameId, change.channel, true);
    w.replaceGameOdds(match.gameId, odds, w.isAuthoritative(change.channel, match.gameId), change.ts);
  }

  // Market statuses first; applyOddsChanges then gives an odds op that came before a market op of
  // its market the market's status, and one after it its own.
  for (const market of batch.markets) w.setMarketStatus(market.gameId, market.playType, market.status);

  if (batch.odds.length > 0) {
    const odds = w.odds;
    if (applyOddsChanges(odds.table, batch.odds, batch.markets, boxedOnce(batch.ts))) odds.touch();
  }

  const at = batch.at;
  for (const change of batch.live) w.patchMatch(change.gameId, change.patch, at);
  for (const count of batch.counts) w.setCount(count.showType, count.gameType, count.count);

  for (const progress of batch.progress) {
    const entry = w.channel(progress.channel);
    if (entry !== undefined) w.setChannel(progress.channel, { ...entry, lastSeq: progress.seq, lastMessageAt: batch.at });
  }
  return w.finish();
}

/**
 * Applies a frame's odds ops, in arrival order, merging them per odds: an odds may come more than once
 * (the buffer does not merge them: that cost a Map read and write per op). Pass one works out each
 * op's entity from the entity as it was before this pass, so a price that changed twice in a frame
 * keeps the price before the frame as its previous one (one flash per frame, from what was on
 * screen); pass two writes them in order, so the last op wins. That is one read and one write of the
 * 20,000-entry record per op, and one new entity per op that changes something. Returns whether any did.
 */
function applyOddsChanges(table: OddsTable, ops: readonly OddsOp[], markets: readonly MarketChange[], ts: number): boolean {
  const entities = table.entities;
  const count = ops.length;
  const next = nextOdds;
  let changed = false;
  // The record reads first, then a first look at each entity, each in a loop of its own: the store
  // is much larger than the caches, and reads that do not wait for one another overlap their misses.
  for (let i = 0; i < count; i++) next[i] = entities[ops[i]![1]];
  if (samePrice.length < count) samePrice = new Uint8Array(count * 2);
  const same = samePrice;
  for (let i = 0; i < count; i++) same[i] = next[i]?.price === ops[i]![2] ? 1 : 0;
  for (let i = 0; i < count; i++) {
    const op = ops[i]!;
    const current = next[i];
    if (current === undefined) continue;
    const price = op[2];
    const status = markets.length === 0 ? op[3] : statusAfterMarkets(i, op[3], current, markets);
    // Unchanged: written back as it is, in case an earlier op of this frame changed the same odds.
    if (same[i] === 1 && status === current.status) continue;
    next[i] = withPrice(current, price, status, ts);
    changed = true;
  }
  if (changed) {
    for (let i = 0; i < count; i++) {
      const entity = next[i];
      if (entity !== undefined) entities[ops[i]![1]] = entity;
    }
  }
  next.fill(undefined, 0, count);
  return changed;
}

/** Pass one's results, reused from batch to batch (a batch has hundreds of odds ops). */
const nextOdds: (OddsEntity | undefined)[] = [];
let samePrice = new Uint8Array(512);

/** The status of odds op `index`, or that of a later market op of the odds' market (a frame has few market ops). */
function statusAfterMarkets(index: number, status: OddsStatus, odds: OddsEntity, markets: readonly MarketChange[]): OddsStatus {
  for (let i = 0; i < markets.length; i++) {
    const market = markets[i]!;
    if (market.oddsBefore > index && market.gameId === odds.gameId && market.playType === odds.playType) return market.status;
  }
  return status;
}

// A timestamp is no small integer, so V8 keeps it in a separate heap number, and optimized code that
// holds it unboxed allocates a fresh copy for every object it is stored in: 20,000 copies cost the
// garbage collector more than the rest of the ingest (streams/bench). A value read back out of a Map
// is already a heap number, so every entity of the batch shares that one.
const boxes = new Map<string, number>();
function boxedOnce(value: number): number {
  boxes.set('ts', value);
  return boxes.get('ts') ?? value;
}

function applySnapshot(
  state: FeedState,
  { channel, seq, snapshot, counts, at }: { channel: FeedChannel; seq: number; snapshot: FeedSnapshot; counts: FeedCounts | null; at: number },
): FeedState {
  const entry = state.channels[channel];
  if (entry === undefined) return state;
  const w = new FeedWriter(state);
  w.setChannel(channel, { ...entry, status: 'live', reason: null, lastSeq: seq, lastMessageAt: at, error: null });
  if (channel === 'counts') {
    w.replaceCounts(counts ?? {});
    return w.finish();
  }

  for (const league of snapshot.leagues) w.upsertLeague(league);
  const oddsByGame = new Map<string, FeedOdds[]>();
  for (const odds of snapshot.odds) {
    const list = oddsByGame.get(odds.gameId);
    if (list === undefined) oddsByGame.set(odds.gameId, [odds]);
    else list.push(odds);
  }
  const gameIds: string[] = [];
  const listed = new Set<string>();
  for (const match of snapshot.matches) {
    if (listed.has(match.gameId)) continue;
    listed.add(match.gameId);
    gameIds.push(match.gameId);
    w.upsertMatch(match, at);
    w.joinChannel(match.gameId, channel, false);
  }
  for (const gameId of gameIds) {
    w.replaceGameOdds(gameId, oddsByGame.get(gameId) ?? [], w.isAuthoritative(channel, gameId), at);
  }
  for (const gameId of w.gamesOf(channel)) if (!listed.has(gameId)) w.leaveChannel(gameId, channel, false);
  w.setGamesOf(channel, gameIds);
  return w.finish();
}

function want(state: FeedState, channel: FeedChannel): FeedState {
  const entry = state.channels[channel];
  const next: FeedChannelState =
    entry === undefined
      ? { channel, wanted: 1, status: 'subscribing', reason: null, lastSeq: null, lastMessageAt: null, error: null }
      : { ...entry, wanted: entry.wanted + 1 };
  return { ...state, channels: { ...state.channels, [channel]: next } };
}

function release(state: FeedState, channel: FeedChannel): FeedState {
  const entry = state.channels[channel];
  if (entry === undefined) return state;
  if (entry.wanted > 1) return { ...state, channels: { ...state.channels, [channel]: { ...entry, wanted: entry.wanted - 1 } } };
  const w = new FeedWriter(state);
  w.setChannel(channel, undefined);
  if (channel === 'counts') w.replaceCounts({});
  for (const gameId of w.gamesOf(channel)) w.leaveChannel(gameId, channel, false);
  w.setGamesOf(channel, null);
  return w.finish();
}

function markStale(state: FeedState, channel: FeedChannel, reason: StaleReason): FeedState {
  // A channel still waiting for its first snapshot has nothing to distrust.
  return updateChannel(state, channel, (entry) =>
    entry.status === 'subscribing' ? entry : { ...entry, status: 'stale', reason },
  );
}

function updateChannel(
  state: FeedState,
  channel: FeedChannel,
  update: (entry: FeedChannelState) => FeedChannelState,
): FeedState {
  const entry = state.channels[channel];
  if (entry === undefined) return state;
  const next = update(entry);
  return next === entry ? state : { ...state, channels: { ...state.channels, [channel]: next } };
}
