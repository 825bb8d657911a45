import Big from 'big.js';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { idempotencyKeySchema } from './idempotency';
import { fenToMoney, moneySchema, moneyToFen, type MoneyString } from './money';

/**
 * Withdrawal (取款, /mine/takemoney, issue 14). A member asks to take money out of the centre wallet to one of
 * their cards (bank card, USDT address on TRC20 or ERC20, Alipay account) with the withdrawal password and an
 * idempotency key. The amount is reserved at once as a pending ledger transfer (it leaves the available
 * balance and shows as lockMoney); the operator's review then pays it (posted), or rejects it with a reason
 * (voided: the money comes back); an order nobody reviews in time expires and returns the money too.
 *
 * Before a withdrawal the member must have wagered the turnover requirement: the valid stake (accepted or
 * settled bets) placed since the latest deposit or bonus, against that credit times a configured multiple.
 *
 * Not exported through the contract's barrel (the entry chunk): import it as '@src/contract/withdraw'.
 */

const FD = '/fd/api/v1';

export const WITHDRAW_METHODS = ['bank', 'usdt_trc20', 'usdt_erc20', 'alipay'] as const;
export const withdrawMethodSchema = z.enum(WITHDRAW_METHODS, { error: '取款方式不正确' });
export type WithdrawMethod = z.infer<typeof withdrawMethodSchema>;

export const WITHDRAW_STATES = ['reviewing', 'paid', 'rejected', 'expired'] as const;
export type WithdrawState = (typeof WITHDRAW_STATES)[number];

const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** An amount the member types: the spec 5 amount rule (at most 2 decimals, at most 12 characters), above 0. */
export const withdrawAmountSchema = z
  .string({ error: '取款金额不能为空' })
  .trim()
  .min(1, '取款金额不能为空')
  .max(12, '取款金额最多12位')
  .regex(AMOUNT_PATTERN, '取款金额最多两位小数')
  // Only a well-formed amount is compared (the checks after a failed one still run).
  .refine((value) => !AMOUNT_PATTERN.test(value) || moneyToFen(value) > 0n, '取款金额必须大于0');

/** A fee: `rate` of the amount (a decimal string, e.g. "0.01" = 1 %), rounded up to the fen, at least `min`. */
export const withdrawFeeRuleSchema = z.object({ rate: z.string().regex(/^\d(\.\d{1,4})?$/), min: moneySchema });
export type WithdrawFeeRule = z.infer<typeof withdrawFeeRuleSchema>;

/** One method's limits (spec 7.3 withdraw/baseCfg/list). */
export const withdrawMethodConfigSchema = z.object({
  method: withdrawMethodSchema,
  /** Open now (a closed method shows, disabled). */
  enabled: z.boolean(),
  min: moneySchema,
  max: moneySchema,
  /** Per member and calendar day (site time), counting every order that was not rejected or expired. */
  dailyCount: z.number().int().positive(),
  dailyAmount: moneySchema,
  fee: withdrawFeeRuleSchema,
});
export type WithdrawMethodConfig = z.infer<typeof withdrawMethodConfigSchema>;

/** A card the member may withdraw to (the cards service's view of it: masked, never the full number). */
export const withdrawCardSchema = z.object({
  id: z.number().int().positive(),
  method: withdrawMethodSchema,
  /** The bank's name, "USDT-TRC20", "支付宝". */
  name: z.string(),
  masked: z.string(),
  holder: z.string(),
});
export type WithdrawCard = z.infer<typeof withdrawCardSchema>;

export const turnoverRequirementSchema = z.object({
  /** The stake required since the latest deposit or bonus (that credit times the configured multiple). */
  required: moneySchema,
  /** Valid stake placed since then. */
  done: moneySchema,
  /** What is still to wager ("还需流水 ¥x"), 0 when met. */
  remaining: moneySchema,
  met: z.boolean(),
  /** When the latest deposit or bonus was credited (ms since epoch); null when never. */
  since: z.number().int().nullable(),
});
export type TurnoverRequirement = z.infer<typeof turnoverRequirementSchema>;

export const withdrawInfoSchema = z.object({
  /** The centre wallet's available balance (what can be withdrawn). */
  balance: moneySchema,
  lockMoney: moneySchema,
  /** Whether the member has a withdrawal password (without one, the page leads to setting it). */
  passwordSet: z.boolean(),
  turnover: turnoverRequirementSchema,
  methods: z.array(
    z.object({
      method: withdrawMethodSchema,
      usedCount: z.number().int(),
      usedAmount: moneySchema,
      cards: z.array(withdrawCardSchema),
    }),
  ),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

export const usdtNetworkSchema = z.enum(['usdt_trc20', 'usdt_erc20'], { error: '链类型不正确' });

export const usdtQuoteSchema = z.object({
  method: usdtNetworkSchema,
  /** CNY per USDT, a decimal string. */
  rate: z.string(),
  /** ms since epoch (server clock) until which the rate holds. */
  expiresAt: z.number().int(),
  /** The asked amount, its fee, what the member receives in CNY and in USDT (rounded down to 2 decimals). */
  amount: moneySchema,
  fee: moneySchema,
  received: moneySchema,
  receivedUsdt: z.string(),
});
export type UsdtQuote = z.infer<typeof usdtQuoteSchema>;

export const withdrawRequestSchema = z.object({
  method: withdrawMethodSchema,
  amount: withdrawAmountSchema,
  cardId: z.number({ error: '请选择收款账户' }).int('请选择收款账户').positive('请选择收款账户'),
  password: z.string({ error: '请输入取款密码' }).regex(/^\d{6}$/, '取款密码为6位数字'),
  idempotencyKey: idempotencyKeySchema,
});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

export const withdrawOrderSchema = z.object({
  orderNo: z.string(),
  method: withdrawMethodSchema,
  amount: moneySchema,
  fee: moneySchema,
  received: moneySchema,
  /** For USDT: the rate used and the amount in USDT; null otherwise. */
  rate: z.string().nullable(),
  receivedUsdt: z.string().nullable(),
  cardName: z.string(),
  cardMasked: z.string(),
  state: z.enum(WITHDRAW_STATES),
  /** The operator's reason for a rejection. */
  reason: z.string().nullable(),
  createdAt: z.number().int(),
  resolvedAt: z.number().int().nullable(),
});
export type WithdrawOrder = z.infer<typeof withdrawOrderSchema>;

export const WITHDRAW_PAGE_SIZE_MAX = 50;

export const withdrawApi = {
  /** spec 7.3 withdraw/baseCfg/list: each method's limits and fee. */
  withdrawConfig: endpoint(
    'POST',
    `${FD}/withdraw/baseCfg/list`,
    z.object({}).passthrough(),
    z.object({ methods: z.array(withdrawMethodConfigSchema) }),
    { auth: true },
  ),
  /** spec 7.3 withdrawInfo: balance, lockMoney, turnover, today's use and the cards per method. */
  withdrawInfo: endpoint('POST', `${FD}/withdraw/withdrawInfo`, z.object({}).passthrough(), withdrawInfoSchema, {
    auth: true,
  }),
  /** spec 7.3 usdtWithdrawInfo: the rate quote for an amount (the order takes the rate current when it is made). */
  usdtWithdrawInfo: endpoint(
    'POST',
    `${FD}/withdraw/usdtWithdrawInfo`,
    z.object({ method: usdtNetworkSchema, amount: withdrawAmountSchema }),
    usdtQuoteSchema,
    { auth: true },
  ),
  /** spec 7.3 withdraw/new: reserves the amount (lockMoney) and opens the order for review. Idempotent. */
  withdrawNew: endpoint('POST', `${FD}/withdraw/new`, withdrawRequestSchema, withdrawOrderSchema, { auth: true }),
  /** spec 7.3 withdraw/withdrawOrderInfo: the member's withdrawals, newest first. */
  withdrawOrders: endpoint(
    'POST',
    `${FD}/withdraw/withdrawOrderInfo`,
    z.object({
      pageNum: z.number().int().min(1).max(10_000).default(1),
      pageSize: z.number().int().min(1).max(WITHDRAW_PAGE_SIZE_MAX).default(10),
    }),
    z.object({
      list: z.array(withdrawOrderSchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
    }),
    { auth: true },
  ),
};

/** The fee of a withdrawal of `amount` under `rule`: rate × amount rounded up to the fen, at least the minimum. */
export function withdrawalFee(amount: MoneyString, rule: WithdrawFeeRule): MoneyString {
  const byRate = new Big(amount).times(rule.rate).round(2, Big.roundUp);
  const fee = byRate.gt(rule.min) ? byRate : new Big(rule.min);
  return fenToMoney(BigInt(fee.times(100).toFixed(0)));
}

/** What the member receives: the amount less its fee, never below 0. */
export function withdrawalReceived(amount: MoneyString, rule: WithdrawFeeRule): MoneyString {
  const received = new Big(amount).minus(withdrawalFee(amount, rule));
  return fenToMoney(BigInt((received.lt(0) ? new Big(0) : received).times(100).toFixed(0)));
}

/** CNY at `rate` (CNY per USDT) in USDT, rounded down to 2 decimals. */
export function cnyToUsdt(cny: MoneyString, rate: string): string {
  return new Big(cny).div(rate).round(2, Big.roundDown).toFixed(2);
}

/** Why a withdrawal was refused (besides 6007 for a malformed field, 6100/6037 for the password, 6001). */
export const WITHDRAW_REFUSALS = [
  'method_closed',
  'below_min',
  'above_max',
  'daily_count',
  'daily_amount',
  'turnover_unmet',
  'insufficient_funds',
  'card_not_found',
  'password_not_set',
] as const;
export type WithdrawRefusal = (typeof WITHDRAW_REFUSALS)[number];

/** Answer codes of the refusals (spec 8.1 style; the envelope's `data` is `{reason}`). */
export const WITHDRAW_CODES: Record<WithdrawRefusal, number> = {
  method_closed: 6801,
  below_min: 6802,
  above_max: 6803,
  daily_count: 6804,
  daily_amount: 6805,
  turnover_unmet: 6806,
  insufficient_funds: 6807,
  card_not_found: 6808,
  password_not_set: 6809,
};
