import { z } from 'zod';
import { endpoint } from './endpoint';
import { moneySchema } from './money';
import { DAY_MS } from './siteClock';

/**
 * Transaction records (spec 7.3 transactions/queryDealRecord; the payload is not shown in the spec, designed
 * here in the contract's style): every movement of the member's own money, read from the ledger. One record is
 * one ledger transaction as it touched the member's centre wallet and locked money (lockMoney).
 */

/**
 * The ledger kinds a member's records show (the money team's list, plus the kinds the sportsbook and the dev
 * API already post). A record of a kind the client does not know is still shown, as 其他.
 */
export const DEAL_RECORD_KINDS = [
  'signup_credit',
  'deposit',
  'withdraw_request',
  'withdraw_paid',
  'withdraw_returned',
  'venue_transfer',
  'bet_stake',
  'bet_refund',
  'bet_payout',
  'bet_unsettle',
  'cash_out',
  'bet_cash_out',
  'bonus',
  'rebate',
  'adjustment',
  'dev_credit',
] as const;
export type DealRecordKind = (typeof DEAL_RECORD_KINDS)[number];

/** The widest window one query may cover. */
export const DEAL_RECORD_MAX_SPAN_MS = 90 * DAY_MS;
/** The window asked when none is: the last 7 days. */
export const DEAL_RECORD_DEFAULT_SPAN_MS = 7 * DAY_MS;

export const dealRecordFilterSchema = z
  .object({
    /** ms since epoch, inclusive; default: 7 days before endTime. */
    beginTime: z.number().int().nonnegative().optional(),
    /** ms since epoch, exclusive; default: now. */
    endTime: z.number().int().nonnegative().optional(),
    /** Only these kinds; absent or empty: every kind. */
    kinds: z.array(z.enum(DEAL_RECORD_KINDS)).max(DEAL_RECORD_KINDS.length).optional(),
  })
  .superRefine((filter, context) => {
    if (filter.beginTime === undefined || filter.endTime === undefined) return;
    if (filter.endTime <= filter.beginTime) {
      context.addIssue({ code: 'custom', path: ['endTime'], message: '须晚于开始时间' });
    } else if (filter.endTime - filter.beginTime > DEAL_RECORD_MAX_SPAN_MS) {
      context.addIssue({ code: 'custom', path: ['endTime'], message: '查询范围不能超过90天' });
    }
  });
export type DealRecordFilter = z.input<typeof dealRecordFilterSchema>;

export const dealRecordSchema = z.object({
  /** The ledger transaction's id: unique, and increasing in the order the money moved. */
  id: z.number().int(),
  /** ms since epoch. */
  time: z.number().int(),
  /** A ledger kind (DEAL_RECORD_KINDS, or one added since). */
  kind: z.string(),
  /** The centre wallet's change, signed: "-50.00" for a stake, "0.00" when only locked money moved. */
  amount: moneySchema,
  /** The centre wallet's balance right after this movement. */
  balanceAfter: moneySchema,
  /** The change of locked money (lockMoney), signed; "0.00" for most movements. */
  lockedChange: moneySchema,
  /** Locked money right after this movement. */
  lockedAfter: moneySchema,
  /** What the movement refers to: an order number, a ticket id, or a note; may be empty. */
  reference: z.string(),
});
export type DealRecord = z.infer<typeof dealRecordSchema>;

export const dealRecordKindTotalSchema = z.object({
  kind: z.string(),
  count: z.number().int(),
  /** Sum of the records' centre wallet changes. */
  amount: moneySchema,
  /** Sum of the records' locked money changes. */
  lockedChange: moneySchema,
});
export type DealRecordKindTotal = z.infer<typeof dealRecordKindTotalSchema>;

export const dealRecordTotalsSchema = z.object({
  count: z.number().int(),
  /** Net change of the centre wallet over the filter (the sum of every kind's amount). */
  amount: moneySchema,
  /** One line per kind with records, in DEAL_RECORD_KINDS order (unknown kinds last). */
  kinds: z.array(dealRecordKindTotalSchema),
});
export type DealRecordTotals = z.infer<typeof dealRecordTotalsSchema>;

export const dealRecordApi = {
  /** The member's records, newest first, a page at a time. */
  queryDealRecord: endpoint(
    'POST',
    '/fd/api/v1/transactions/queryDealRecord',
    dealRecordFilterSchema.safeExtend({
      pageNum: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(100).default(20),
    }),
    z.object({
      list: z.array(dealRecordSchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
    }),
    { auth: true },
  ),
  /** Totals per kind of the same filter (asked once per filter, not per page). */
  queryDealRecordTotal: endpoint(
    'POST',
    '/fd/api/v1/transactions/queryDealRecordTotal',
    dealRecordFilterSchema,
    dealRecordTotalsSchema,
    { auth: true },
  ),
};
