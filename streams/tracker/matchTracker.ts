import type { UnknownAction } from '@reduxjs/toolkit';
import {
  MATCH_EVENTS_KEPT,
  MATCH_PRICE_HISTORY_POINTS,
  type FeedOdds,
  type MatchEvent,
  type OddsOp,
} from '@src/contract';
import {
  feedBatchApplied,
  feedChannelReleased,
  feedChannelWanted,
  feedSnapshotApplied,
  type MatchEventChange,
} from '../feed';
import { isMatchEvent, isRecord } from '../feed/feedValidation';

/** One point of a price's history: server time (ms) and the decimal price. */
export type PricePoint = readonly [number, string];

/**
 * What the match tracker reads, for the matches whose channel (`match:<gameId>`) is held: their events, and the
 * price history of their main 1X2 odds (a bounded ring per odds, a new array on every change). A slice of its own
 * beside the feed, injected by the view that shows it (so neither the first load nor a list pays for it), built
 * from the feed's actions; `tracked` = 0 and no event (a list's frame) leaves it as it is.
 */
export interface MatchTrackerState {
  /** gameId -> how many views want its match channel (the data goes with the last). */
  wanted: Readonly<Record<string, number>>;
  events: Readonly<Record<string, readonly MatchEvent[]>>;
  history: Readonly<Record<string, readonly PricePoint[]>>;
  /** gameId -> the odds ids with a history, to drop them with the match. */
  historyOf: Readonly<Record<string, readonly string[]>>;
  /** Odds with a history. */
  tracked: number;
}

export const MATCH_TRACKER_KEY = 'matchTracker';

export function createMatchTracker(): MatchTrackerState {
  return { wanted: {}, events: {}, history: {}, historyOf: {}, tracked: 0 };
}

function matchChannelGame(channel: string): string | null {
  return channel.startsWith('match:') ? channel.slice(6) : null;
}

/** The tracker's reducer: match channel snapshots, frames, and the channel wanted and released. */
export function matchTrackerReducer(state: MatchTrackerState | undefined, action: UnknownAction): MatchTrackerState {
  if (state === undefined) return createMatchTracker();
  if (feedBatchApplied.match(action)) {
    const batch = action.payload;
    if (state.tracked === 0 && batch.events === undefined) return state;
    return trackBatch(state, batch.events, batch.odds, batch.ts);
  }
  if (feedSnapshotApplied.match(action)) {
    const gameId = matchChannelGame(action.payload.channel);
    if (gameId === null || state.wanted[gameId] === undefined) return state;
    const { snapshot, events, history, at } = action.payload;
    if (!snapshot.matches.some((match) => match.gameId === gameId)) return state;
    return trackSnapshot(state, gameId, snapshot.odds, events, history, at);
  }
  if (feedChannelWanted.match(action)) {
    const gameId = matchChannelGame(action.payload.channel);
    if (gameId === null) return state;
    return { ...state, wanted: { ...state.wanted, [gameId]: (state.wanted[gameId] ?? 0) + 1 } };
  }
  if (feedChannelReleased.match(action)) {
    const gameId = matchChannelGame(action.payload.channel);
    const count = gameId === null ? undefined : state.wanted[gameId];
    if (gameId === null || count === undefined) return state;
    if (count > 1) return { ...state, wanted: { ...state.wanted, [gameId]: count - 1 } };
    const wanted = { ...state.wanted };
    delete wanted[gameId];
    return { ...untrack(state, gameId), wanted };
  }
  return state;
}

function isPricePoint(value: unknown): value is [number, string] {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'number' && typeof value[1] === 'string';
}

/**
 * A match channel's snapshot: its events and, for its 1X2 odds, the history since kick-off the ack carried (ill-
 * formed entries left out), continued with the snapshot's price.
 */
export function trackSnapshot(
  tracker: MatchTrackerState,
  gameId: string,
  odds: readonly FeedOdds[],
  events: unknown,
  history: unknown,
  at: number,
): MatchTrackerState {
  const validEvents = Array.isArray(events) ? events.filter(isMatchEvent).slice(-MATCH_EVENTS_KEPT) : [];
  const given = new Map<string, PricePoint[]>();
  if (Array.isArray(history)) {
    for (const entry of history as unknown[]) {
      if (!isRecord(entry) || typeof entry.oddsId !== 'string' || !Array.isArray(entry.points)) continue;
      given.set(entry.oddsId, (entry.points as unknown[]).filter(isPricePoint).slice(-MATCH_PRICE_HISTORY_POINTS));
    }
  }
  const nextHistory = { ...tracker.history };
  const previous = tracker.historyOf[gameId] ?? [];
  for (const oddsId of previous) delete nextHistory[oddsId];
  const ids: string[] = [];
  for (const entry of odds) {
    if (entry.playType !== 'M' || entry.gameId !== gameId) continue;
    const points = given.get(entry.oddsId) ?? [];
    nextHistory[entry.oddsId] = entry.price !== '' && points[points.length - 1]?.[1] !== entry.price ? withPoint(points, [at, entry.price]) : points;
    ids.push(entry.oddsId);
  }
  return {
    ...tracker,
    events: { ...tracker.events, [gameId]: validEvents },
    history: nextHistory,
    historyOf: { ...tracker.historyOf, [gameId]: ids },
    tracked: tracker.tracked - previous.length + ids.length,
  };
}

/** A frame: events of tracked matches appended (each id once), tracked prices that moved appended at `ts`. */
export function trackBatch(
  tracker: MatchTrackerState,
  events: readonly MatchEventChange[] | undefined,
  odds: readonly OddsOp[],
  ts: number,
): MatchTrackerState {
  let nextEvents: Record<string, readonly MatchEvent[]> | null = null;
  if (events !== undefined) {
    for (const { gameId, event } of events) {
      const current = (nextEvents ?? tracker.events)[gameId];
      if (current === undefined || (current[current.length - 1]?.id ?? 0) >= event.id) continue;
      nextEvents ??= { ...tracker.events };
      nextEvents[gameId] = current.length >= MATCH_EVENTS_KEPT ? [...current.slice(1), event] : [...current, event];
    }
  }
  let nextHistory: Record<string, readonly PricePoint[]> | null = null;
  if (tracker.tracked > 0) {
    for (let i = 0; i < odds.length; i++) {
      const op = odds[i]!;
      const points = (nextHistory ?? tracker.history)[op[1]];
      if (points === undefined || points[points.length - 1]?.[1] === op[2] || op[2] === '') continue;
      nextHistory ??= { ...tracker.history };
      nextHistory[op[1]] = withPoint(points, [ts, op[2]]);
    }
  }
  if (nextEvents === null && nextHistory === null) return tracker;
  return { ...tracker, events: nextEvents ?? tracker.events, history: nextHistory ?? tracker.history };
}

/** The match channel was released: its events and histories go. */
export function untrack(tracker: MatchTrackerState, gameId: string): MatchTrackerState {
  const ids = tracker.historyOf[gameId];
  if (ids === undefined && tracker.events[gameId] === undefined) return tracker;
  const events = { ...tracker.events };
  delete events[gameId];
  const history = { ...tracker.history };
  for (const oddsId of ids ?? []) delete history[oddsId];
  const historyOf = { ...tracker.historyOf };
  delete historyOf[gameId];
  return { ...tracker, events, history, historyOf, tracked: tracker.tracked - (ids?.length ?? 0) };
}

function withPoint(points: readonly PricePoint[], point: PricePoint): PricePoint[] {
  const kept = points.length >= MATCH_PRICE_HISTORY_POINTS ? points.slice(points.length - MATCH_PRICE_HISTORY_POINTS + 1) : [...points];
  kept.push(point);
  return kept;
}
