/** The bet record filters of the page (今天 / 近7天 / 近30天; 全部 / 未结算 / 已结算) as record/* parameters. */
export const BET_RECORD_RANGES = ['today', 'week', 'month'] as const;
export type BetRecordRange = (typeof BET_RECORD_RANGES)[number];

export const BET_RECORD_STATUSES = ['all', 'pending', 'settled'] as const;
export type BetRecordStatus = (typeof BET_RECORD_STATUSES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
/** The site keeps Beijing time (UTC+8): "today" starts at its midnight. */
const SITE_OFFSET_MS = 8 * 60 * 60 * 1000;

export interface BetRecordQuery {
  beginTime: number;
  status: BetRecordStatus;
}

export function betRecordQuery(range: BetRecordRange, status: BetRecordStatus, nowMs: number): BetRecordQuery {
  const siteMidnight = Math.floor((nowMs + SITE_OFFSET_MS) / DAY_MS) * DAY_MS - SITE_OFFSET_MS;
  const beginTime = range === 'today' ? siteMidnight : nowMs - (range === 'week' ? 7 : 30) * DAY_MS;
  return { beginTime, status };
}
