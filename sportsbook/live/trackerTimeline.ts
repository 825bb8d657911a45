import type { MatchEvent } from '@src/contract';
import { footballMinute } from './sportClock';

/** Seconds of a football match's regular time: the timeline's length. */
const REGULAR_SECONDS = 90 * 60;

/** An event placed on the tracker's timeline: where (0..1 of the regular 90 minutes) and at which minute. */
export interface TimelineMark {
  event: MatchEvent;
  /** 0 at kick-off, 1 at 90 minutes (stoppage time stays at the end of its half). */
  at: number;
  /** "23'", "45+2'". */
  minute: string;
}

/**
 * The events on a 90-minute line: the second half's clock runs on from 2700 s, so a position is the event's
 * clock over 5400 s; first-half stoppage time stays at the half-way mark and second-half stoppage time at the end.
 */
export function timelineMarks(events: readonly MatchEvent[]): TimelineMark[] {
  return events.map((event) => {
    const seconds = Math.max(0, Number(event.clock) || 0);
    const cap = event.period === '1H' ? REGULAR_SECONDS / 2 : REGULAR_SECONDS;
    return { event, at: Math.min(seconds, cap) / REGULAR_SECONDS, minute: footballMinute(seconds, event.period) };
  });
}

/** The newest `count` events, newest first. */
export function recentEvents(marks: readonly TimelineMark[], count: number): TimelineMark[] {
  return marks.slice(-count).reverse();
}
