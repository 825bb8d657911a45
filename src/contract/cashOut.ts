import { z } from 'zod';
import { idempotencyKeySchema } from './idempotency';
import { endpoint } from './endpoint';
import { moneySchema } from './money';

/**
 * Cash-out (提前结算, issue 12): an open single or parlay is offered a value from the current prices, less a
 * margin. The member asks for a quote (valid {@link CASH_OUT_QUOTE_TTL_MS}), then accepts it under an idempotency
 * key, for the whole open stake or a part of it (bet365 style: the amount wanted; the stake it takes is reduced
 * from the ticket, the rest stays open and settles as usual). An automatic rule cashes the whole ticket out once
 * its value reaches the member's target. Not exported through the contract's barrel: import it by path.
 */

/** How long a quote may be accepted (wall time). */
export const CASH_OUT_QUOTE_TTL_MS = 5000;

/** The house margin taken from the fair value: 3 %. */
export const CASH_OUT_MARGIN = '0.03';

/** Why a ticket has no offer, or why an accept was refused. */
export const CASH_OUT_REFUSALS = [
  'quote_expired',
  'price_changed',
  'market_suspended',
  'bet_settled',
  'lost_leg',
  'not_available',
  'quote_used',
  'amount_too_large',
] as const;
export type CashOutRefusal = (typeof CASH_OUT_REFUSALS)[number];

/** Answer codes of the refusals (spec 8.1 style; the envelope's `data` is `{reason}`). */
export const CASH_OUT_CODES: Record<CashOutRefusal, number> = {
  quote_expired: 6701,
  price_changed: 6702,
  market_suspended: 6703,
  bet_settled: 6704,
  lost_leg: 6705,
  not_available: 6706,
  quote_used: 6707,
  amount_too_large: 6708,
};

/** The Chinese message of each refusal, as the server answers it. */
export const CASH_OUT_MESSAGES: Record<CashOutRefusal, string> = {
  quote_expired: '报价已过期，请重新获取报价',
  price_changed: '赔率已变化，请按新报价重新确认',
  market_suspended: '盘口暂停，暂不提供提前结算',
  bet_settled: '注单已结算，无法提前结算',
  lost_leg: '串关中已有选项输，无法提前结算',
  not_available: '该注单不支持提前结算',
  quote_used: '该报价已使用，请重新获取报价',
  amount_too_large: '提前结算金额超过当前报价',
};

const ticketIdSchema = z.string().min(1).max(64);
const positiveMoneySchema = moneySchema.refine(
  (value) => !value.startsWith('-') && /[1-9]/.test(value),
  '金额必须大于0',
);

/** One ticket's cash-out state: what was cashed out, the live offer (or why none) and the automatic rule. */
export const cashOutOfferSchema = z.object({
  ticket_id: z.string(),
  /** The stake still open (the ticket's stake less what cash-outs took). */
  openStake: moneySchema,
  /** Total paid by cash-outs so far, and the stake they took. */
  cashedOut: moneySchema,
  cashedOutStake: moneySchema,
  /** The value of the open stake at the current prices, or null with the reason. */
  value: moneySchema.nullable(),
  unavailable: z.enum(CASH_OUT_REFUSALS).nullable(),
  /** The automatic rule's target, when one is set. */
  autoTarget: moneySchema.nullable(),
});
export type CashOutOffer = z.infer<typeof cashOutOfferSchema>;

export const cashOutQuoteSchema = z.object({
  quoteId: z.string(),
  ticket_id: z.string(),
  /** The value of the whole open stake. */
  value: moneySchema,
  openStake: moneySchema,
  /** ms since epoch (server clock). */
  expiresAt: z.number().int(),
});
export type CashOutQuote = z.infer<typeof cashOutQuoteSchema>;

export const cashOutAcceptRequestSchema = z.object({
  quoteId: z.string().min(1).max(64),
  idempotencyKey: idempotencyKeySchema,
  /** Partial cash-out: the amount wanted (less than the quoted value); absent: everything. */
  amount: positiveMoneySchema.optional(),
});
export type CashOutAcceptRequest = z.infer<typeof cashOutAcceptRequestSchema>;

export const cashOutResultSchema = z.object({
  ticket_id: z.string(),
  /** Paid to the centre wallet by this cash-out. */
  amount: moneySchema,
  /** The stake it took, and the stake left open (0 after a full cash-out). */
  stake: moneySchema,
  openStake: moneySchema,
  full: z.boolean(),
});
export type CashOutResult = z.infer<typeof cashOutResultSchema>;

export const cashOutApi = {
  cashOutOffers: endpoint(
    'POST',
    '/game/api/v1/sport/cashout/offers',
    z.object({ ticket_ids: z.array(ticketIdSchema).min(1).max(100) }),
    z.object({ offers: z.array(cashOutOfferSchema) }),
    { auth: true },
  ),
  cashOutQuote: endpoint(
    'POST',
    '/game/api/v1/sport/cashout/quote',
    z.object({ ticket_id: ticketIdSchema }),
    cashOutQuoteSchema,
    {
      auth: true,
    },
  ),
  cashOutAccept: endpoint(
    'POST',
    '/game/api/v1/sport/cashout/accept',
    cashOutAcceptRequestSchema,
    cashOutResultSchema,
    {
      auth: true,
    },
  ),
  cashOutRule: endpoint(
    'POST',
    '/game/api/v1/sport/cashout/rule',
    z.object({ ticket_id: ticketIdSchema, target: positiveMoneySchema.nullable() }),
    cashOutOfferSchema,
    { auth: true },
  ),
};

/**
 * The stake a partial cash-out of `amountFen` takes from an open stake worth `valueFen` (integer fen, exact): its
 * share of the stake, rounded up to the fen, so the part left open is never worth more than the value less the
 * amount paid. Null when the amount would take the whole stake (then it is a full cash-out, at the full value).
 * The server takes this stake; the confirm step shows the stake left open with it.
 */
export function stakeForAmount(amountFen: bigint, openStakeFen: bigint, valueFen: bigint): bigint | null {
  if (amountFen <= 0n || amountFen >= valueFen) return null;
  const stake = (amountFen * openStakeFen + valueFen - 1n) / valueFen;
  return stake < openStakeFen ? stake : null;
}

/** How often the open tickets' values are asked again (below the quote's life, so a shown value is fresh). */
export const CASH_OUT_POLL_MS = 2000;
