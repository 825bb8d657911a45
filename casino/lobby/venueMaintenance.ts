import { siteDay, siteHourMinute, siteMonthDay } from '@src/contract/siteClock';

/** When a maintenance window ends, on the site's clock: "18:05" today, "11/28 06:00" on another day. */
export function maintenanceEnd(until: number, now: number): string {
  return siteDay(until) === siteDay(now)
    ? siteHourMinute(until)
    : `${siteMonthDay(until)} ${siteHourMinute(until)}`;
}
