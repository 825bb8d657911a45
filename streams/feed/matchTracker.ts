import {
  MATCH_EVENT_KINDS,
  MATCH_EVENTS_KEPT,
  MATCH_PRICE_HISTORY_POINTS,
  type FeedOdds,
  type MatchEvent,
  type OddsOp,
} from '@src/contract';
import { isRecord } from './feedValidation';

/** One point of a price's history: server time (ms) and the decimal price. */
export type PricePoint = readonly [number, string];

/** An event op of a frame, for a match. */
export interface MatchEventChange {
  gameId: string;
  event: MatchEvent;
}

/**
 * What the match tracker reads, for the matches whose channel (`match:<gameId>`) is held: their events, and the
 * price history of their main 1X2 odds (a bounded ring per odds, a new array on every change). Kept apart from
 * the hot tables so a list never sees it change, and `tracked` = 0 (no match open) makes a frame cost nothing here.
 */
export interface MatchTrackerState {
  events: Readonly<Record<string, readonly MatchEvent[]>>;
  history: Readonly<Record<string, readonly PricePoint[]>>;
  /** gameId -> the odds ids with a history, to drop them with the match. */
  historyOf: Readonly<Record<string, readonly string[]>>;
  /** Odds with a history. */
  tracked: number;
}

export function createMatchTracker(): MatchTrackerState {
  return { events: {}, history: {}, historyOf: {}, tracked: 0 };
}

const EVENT_KINDS: ReadonlySet<string> = new Set(MATCH_EVENT_KINDS);

export function isMatchEvent(value: unknown): value is MatchEvent {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.kind === 'string' &&
    EVENT_KINDS.has(value.kind) &&
    (value.side === 'H' || value.side === 'C') &&
    typeof value.clock === 'string' &&
    typeof value.period === 'string'
  );
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
  return { events, history, historyOf, tracked: tracker.tracked - (ids?.length ?? 0) };
}

function withPoint(points: readonly PricePoint[], point: PricePoint): PricePoint[] {
  const kept = points.length >= MATCH_PRICE_HISTORY_POINTS ? points.slice(points.length - MATCH_PRICE_HISTORY_POINTS + 1) : [...points];
  kept.push(point);
  return kept;
}
