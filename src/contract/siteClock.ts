/**
 * The site's clock: China Standard Time (UTC+8, no daylight saving), where the product's players are. Days
 * (spec 5: 今天, ages, early-market dates) start at its midnight, and every time the site shows (kick-offs, bet
 * records, messages, chat) reads it, whatever the browser's own zone, so one page never shows two clocks.
 */
export const SITE_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The site's wall clock at an instant: a Date whose UTC fields read it. */
function wallClock(ms: number): Date {
  return new Date(ms + SITE_UTC_OFFSET_MS);
}

const pad = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** The site's calendar day of an instant: "2026-11-22". */
export function siteDay(ms: number): string {
  return wallClock(ms).toISOString().slice(0, 10);
}

/** The site's midnight that starts the day of an instant (ms since epoch). */
export function siteMidnight(ms: number): number {
  return Math.floor((ms + SITE_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - SITE_UTC_OFFSET_MS;
}

/** An instant on the site's clock: "2026-11-22 12:03:04". */
export function siteTime(ms: number): string {
  return wallClock(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** The hour and minute on the site's clock: "18:05". */
export function siteHourMinute(ms: number): string {
  const clock = wallClock(ms);
  return `${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;
}

/** The month and day on the site's clock: "11/22". */
export function siteMonthDay(ms: number): string {
  const clock = wallClock(ms);
  return `${pad(clock.getUTCMonth() + 1)}/${pad(clock.getUTCDate())}`;
}
