/** "Today" for show types is the calendar day in China (UTC+8), where the product's players are. */
import { DAY_MS, SITE_UTC_OFFSET_MS as OFFSET_MS } from '@src/contract/siteClock';

export function chinaDay(ms: number): number {
  return Math.floor((ms + OFFSET_MS) / DAY_MS);
}

/** Start of the China calendar day after the one containing `ms`. */
export function nextChinaMidnight(ms: number): number {
  return (chinaDay(ms) + 1) * DAY_MS - OFFSET_MS;
}

/** Season label as Chinese books print it: "2026/27" for football-style seasons starting in summer. */
export function seasonLabel(ms: number): string {
  const date = new Date(ms + OFFSET_MS);
  const year = date.getUTCFullYear();
  const start = date.getUTCMonth() >= 6 ? year : year - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}
