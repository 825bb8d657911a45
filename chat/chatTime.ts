import { siteDay, siteHourMinute, siteMonthDay } from '@src/contract/siteClock';

/**
 * A message's time on the site's clock (China Standard Time, as every time the site shows: kick-offs, bet
 * records, messages): "14:05" on the day of `now`, "11/21 14:05" on another day.
 */
export function formatChatTime(at: number, now: number = Date.now()): string {
  return siteDay(at) === siteDay(now) ? siteHourMinute(at) : `${siteMonthDay(at)} ${siteHourMinute(at)}`;
}
