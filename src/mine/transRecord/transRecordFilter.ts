import { DEAL_RECORD_MAX_SPAN_MS, type DealRecordKind } from '@src/contract/dealRecord';
import { DAY_MS, SITE_UTC_OFFSET_MS, siteDay, siteMidnight } from '@src/contract/siteClock';

/** The page's time filters: 今天 / 昨天 / 近7天 / 近30天 / 自定义 (days of the site's clock). */
export const TRANS_RECORD_RANGES = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
export type TransRecordRange = (typeof TRANS_RECORD_RANGES)[number];

/** The kind chips: each a group of ledger kinds as a member thinks of them. */
export const TRANS_RECORD_GROUPS = {
  all: [],
  deposit: ['deposit'],
  withdraw: ['withdraw_request', 'withdraw_paid', 'withdraw_returned'],
  bet: ['bet_stake', 'bet_refund', 'bet_payout', 'bet_unsettle', 'cash_out', 'bet_cash_out'],
  transfer: ['venue_transfer'],
  bonus: ['signup_credit', 'bonus', 'rebate'],
  adjustment: ['adjustment', 'dev_credit'],
} as const satisfies Record<string, readonly DealRecordKind[]>;
export type TransRecordGroup = keyof typeof TRANS_RECORD_GROUPS;
export const TRANS_RECORD_GROUP_NAMES = Object.keys(TRANS_RECORD_GROUPS) as TransRecordGroup[];

/** A custom range as the date inputs hold it: site days "2026-11-20", both included. */
export interface CustomDays {
  from: string;
  to: string;
}

export interface DealRecordQuery {
  beginTime: number;
  endTime: number;
  kinds?: DealRecordKind[];
}

export type CustomDaysProblem = 'incomplete' | 'reversed' | 'tooLong';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The site's midnight starting a day "2026-11-20", or null for anything else. */
export function siteDayStart(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number);
  if (year === undefined || month === undefined || date === undefined) return null;
  const utc = Date.UTC(year, month - 1, date);
  // Date.UTC rolls 2026-02-30 over to March: such a day is not one.
  if (siteDay(utc) !== day) return null;
  return utc - SITE_UTC_OFFSET_MS;
}

/** The last 7 site days up to today, as the custom range starts. */
export function defaultCustomDays(nowMs: number): CustomDays {
  return { from: siteDay(nowMs - 6 * DAY_MS), to: siteDay(nowMs) };
}

/** Why a custom range cannot be asked for, or null when it can. */
export function customDaysProblem(days: CustomDays): CustomDaysProblem | null {
  const from = siteDayStart(days.from);
  const to = siteDayStart(days.to);
  if (from === null || to === null) return 'incomplete';
  if (to < from) return 'reversed';
  if (to + DAY_MS - from > DEAL_RECORD_MAX_SPAN_MS) return 'tooLong';
  return null;
}

/** The filters as transactions/queryDealRecord parameters; null while a custom range is not valid. */
export function dealRecordQuery(
  range: TransRecordRange,
  group: TransRecordGroup,
  custom: CustomDays,
  nowMs: number,
): DealRecordQuery | null {
  const window = timeWindow(range, custom, nowMs);
  if (!window) return null;
  const kinds: DealRecordKind[] = [...TRANS_RECORD_GROUPS[group]];
  return kinds.length === 0 ? window : { ...window, kinds };
}

function timeWindow(range: TransRecordRange, custom: CustomDays, nowMs: number): DealRecordQuery | null {
  const today = siteMidnight(nowMs);
  switch (range) {
    case 'today':
      return { beginTime: today, endTime: today + DAY_MS };
    case 'yesterday':
      return { beginTime: today - DAY_MS, endTime: today };
    case 'week':
      // 近7天: today and the six days before it.
      return { beginTime: today - 6 * DAY_MS, endTime: today + DAY_MS };
    case 'month':
      return { beginTime: today - 29 * DAY_MS, endTime: today + DAY_MS };
    case 'custom': {
      if (customDaysProblem(custom) !== null) return null;
      const from = siteDayStart(custom.from) ?? today;
      const to = siteDayStart(custom.to) ?? today;
      return { beginTime: from, endTime: to + DAY_MS };
    }
  }
}
