import { DAY_MS, siteMidnight } from '@src/contract/siteClock';

/** The bet record filters of the page (今天 / 近7天 / 近30天; 全部 / 未结算 / 已结算) as record/* parameters. */
export const BET_RECORD_RANGES = ['today', 'week', 'month'] as const;
export type BetRecordRange = (typeof BET_RECORD_RANGES)[number];

export const BET_RECORD_STATUSES = ['all', 'pending', 'settled'] as const;
export type BetRecordStatus = (typeof BET_RECORD_STATUSES)[number];

export interface BetRecordQuery {
  beginTime: number;
  status: BetRecordStatus;
}

export function betRecordQuery(
  range: BetRecordRange,
  status: BetRecordStatus,
  nowMs: number,
): BetRecordQuery {
  // "Today" starts at the site's midnight (China Standard Time).
  const beginTime = range === 'today' ? siteMidnight(nowMs) : nowMs - (range === 'week' ? 7 : 30) * DAY_MS;
  return { beginTime, status };
}
