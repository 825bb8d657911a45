import type { MatchEvent } from '@src/contract';
import type { MatchTrackerState, PricePoint } from './matchTracker';

/** A root state the tracker's slice may have been injected into. */
export interface MatchTrackerRootState {
  matchTracker?: MatchTrackerState;
}

const NO_EVENTS: readonly MatchEvent[] = [];
const NO_POINTS: readonly PricePoint[] = [];

/** The events of a match whose channel is held, oldest first (the same array while none arrives). */
export const selectMatchEvents = (state: MatchTrackerRootState, gameId: string): readonly MatchEvent[] =>
  state.matchTracker?.events[gameId] ?? NO_EVENTS;

/** The price history of a main 1X2 odds of a held match, oldest first (the same array while its price stays). */
export const selectPriceHistory = (state: MatchTrackerRootState, oddsId: string): readonly PricePoint[] =>
  state.matchTracker?.history[oddsId] ?? NO_POINTS;

/** Corners and cards of each side so far, counted from the events (a red card counts as a card). */
export interface BookingCounts {
  corners: { H: number; C: number };
  yellow: { H: number; C: number };
  red: { H: number; C: number };
}

const countsCache = new WeakMap<readonly MatchEvent[], BookingCounts>();

export function bookingCounts(events: readonly MatchEvent[]): BookingCounts {
  const cached = countsCache.get(events);
  if (cached !== undefined) return cached;
  const counts: BookingCounts = { corners: { H: 0, C: 0 }, yellow: { H: 0, C: 0 }, red: { H: 0, C: 0 } };
  for (const event of events) {
    if (event.kind === 'corner') counts.corners[event.side] += 1;
    else if (event.kind === 'yellow') counts.yellow[event.side] += 1;
    else if (event.kind === 'red') counts.red[event.side] += 1;
  }
  countsCache.set(events, counts);
  return counts;
}
