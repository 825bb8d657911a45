import { z } from 'zod';
import { realNameSchema } from './account';
import { endpoint } from './endpoint';
import { DEPOSIT_ORDER_NO, DEPOSIT_ORDER_STATES, type DepositOrderState } from './depositEvent';
import { idempotencyKeySchema } from './idempotency';

export { DEPOSIT_EVENT, DEPOSIT_ORDER_STATES, toDepositEvent, type DepositEvent, type DepositOrderState } from './depositEvent';
import { moneySchema } from './money';

/**
 * Deposits (spec 7.3, issue 14): the member picks a channel (`payment/types`), asks to pay an amount (`pay`, under
 * an idempotency key) and gets an order; the order's wait screen shows where to send the money and learns the
 * outcome by push on the feed socket ({@link DEPOSIT_EVENT}) with `getDepositOrderStatus` polling as the fallback.
 * The money is credited once the payment provider reports, with a valid signature and the exact amount, that the
 * payer paid. Not exported through the contract's barrel: import it by path ('@src/contract/deposit').
 *
 * Order states (the state machine; every arrow happens at most once, `paid`, `expired`, `cancelled` and `review`
 * are final):
 *
 *     pending --(provider reports paid: valid signature, exact amount)--> paid      (the centre wallet grows)
 *     pending --(expiresAt passes unpaid)-------------------------------> expired
 *     pending --(closeOrder by the member)------------------------------> cancelled
 *     pending --(a report that fails the checks: bad signature or
 *                another amount)----------------------------------------> review    (never credited; logged for
 *                                                                                      the operator)
 *     expired / cancelled --(the provider reports it paid anyway)-------> review    (idem)
 *
 * A report that repeats one already acted on (a duplicate callback) or an earlier state arriving late (out of
 * order) changes nothing. At its expiry the server asks the provider first: a payment made in time is credited
 * however late its report comes.
 */

/** The kinds of channel, each with its own wait screen (spec 2.2). */
export const DEPOSIT_CHANNEL_KINDS = ['transfer', 'recharge', 'huiwang', 'xnbsk', 'virtual'] as const;
export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number];

/**
 * - transfer: bank card transfer to the receiving account shown (with a signal code for the remark);
 * - recharge: online banking, Alipay or WeChat paid through the provider's payer page (QR code / link);
 * - huiwang: Huione Pay (汇旺) to the receiving account shown;
 * - xnbsk: virtual-coin collection (虚拟币收款) to an address shown;
 * - virtual: USDT on TRC20 or ERC20, an amount in USDT at a quoted rate to an address shown.
 */
export const DEPOSIT_WAIT_SCREENS = {
  transfer: 'transferWait',
  recharge: 'rechargeWait',
  huiwang: 'huiwangWait',
  xnbsk: 'xnbskWait',
  virtual: 'virtualWait',
} as const satisfies Record<DepositChannelKind, string>;
export type DepositWaitScreen = (typeof DEPOSIT_WAIT_SCREENS)[DepositChannelKind];
export const depositWaitScreenSchema = z.enum(['transferWait', 'rechargeWait', 'huiwangWait', 'xnbskWait', 'virtualWait']);

/** How the payer pays inside a kind. */
export const DEPOSIT_METHODS = [
  'bank_card',
  'online_banking',
  'alipay',
  'wechat',
  'huione',
  'coin_collection',
  'usdt_trc20',
  'usdt_erc20',
] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/** The USDT networks of spec 7.3. */
export const VIRTUAL_NETWORKS = ['TRC20', 'ERC20'] as const;
export type VirtualNetwork = (typeof VIRTUAL_NETWORKS)[number];
export const virtualNetworkSchema = z.enum(VIRTUAL_NETWORKS, { error: '请选择正确的网络' });

/** The states of a deposit order; see the state machine above. */
export const depositOrderStateSchema = z.enum(DEPOSIT_ORDER_STATES);

/** Whether a state is final (the wait screen stops waiting). */
export function isFinalDepositState(state: DepositOrderState): boolean {
  return state !== 'pending';
}

/** The Chinese messages of the deposit calls, as the server answers them. */
export const DepositMessage = {
  amountRequired: '请输入存款金额',
  amountFormat: '金额最多2位小数，且不超过12位',
  amountPositive: '存款金额必须大于0',
  belowMin: '存款金额不能低于该通道的最低限额',
  aboveMax: '存款金额不能高于该通道的最高限额',
  channelNotFound: '存款通道不存在',
  channelClosed: '该存款通道暂未开放，请选择其他通道',
  orderNotFound: '订单不存在',
  orderEnded: '订单已结束，无法操作',
  orderNoFormat: '订单号格式不正确',
  quoteExpired: '汇率报价已过期，请重新获取',
  txHashFormat: '请输入正确的交易哈希',
  realNameBound: '已绑定真实姓名',
  realNameRequired: '首次存款请先绑定真实姓名',
  depositDisabled: '存款功能暂未开放',
} as const;

/** spec 5 amount rule: a decimal string with at most 2 decimals and at most 12 characters, greater than zero. */
export const depositAmountSchema = z
  .string({ error: DepositMessage.amountRequired })
  .trim()
  .min(1, DepositMessage.amountRequired)
  .max(12, DepositMessage.amountFormat)
  .pipe(moneySchema.refine((value) => !value.startsWith('-'), DepositMessage.amountFormat))
  .refine((value) => /[1-9]/.test(value), DepositMessage.amountPositive);

/** An order number: `D` and digits (the server makes them; the client only echoes them). */
export const depositOrderNoSchema = z
  .string({ error: DepositMessage.orderNoFormat })
  .regex(DEPOSIT_ORDER_NO, DepositMessage.orderNoFormat);

/** A rate or a fraction on the wire: a decimal string (never a float), e.g. "7.1800" or "0.0100". */
export const decimalSchema = z.string().regex(/^\d{1,8}(\.\d{1,8})?$/, '数值格式不正确');

/** One channel of `payment/types`. */
export const depositChannelSchema = z.object({
  id: z.string(),
  /** Chinese display name, e.g. "支付宝扫码". */
  name: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  method: z.enum(DEPOSIT_METHODS),
  /** The USDT network of a virtual or xnbsk channel, else null. */
  network: virtualNetworkSchema.nullable(),
  min: moneySchema,
  max: moneySchema,
  /** The amount chips shown under the amount field, within min and max. */
  quickAmounts: z.array(moneySchema),
  /** Fee the payer bears, as a fraction of the amount ("0.0100" = 1 %); "0" when none. */
  feeRate: decimalSchema,
  /** Bonus credited on top, as a fraction ("0.0150" = 1.5 %); "0" when none. See querySiteDepositRewardConfigList. */
  bonusRate: decimalSchema,
  /** Open right now (the channel's hours, maintenance). Closed channels are listed but cannot be used. */
  open: z.boolean(),
  /** The opening hours in the site's time, e.g. "00:00-24:00". */
  hours: z.string(),
  /** Whether the wait screen asks for a signal code (the remark the payer writes, `createSignalCode`). */
  needsSignalCode: z.boolean(),
  waitScreen: depositWaitScreenSchema,
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const paymentTypesResponseSchema = z.object({ channels: z.array(depositChannelSchema) });
export type PaymentTypesResponse = z.infer<typeof paymentTypesResponseSchema>;

/** Where the payer sends the money: a bank/Huione account, or an address for coins. */
export const depositReceiverSchema = z.object({
  /** Account holder's name (payee). */
  accountName: z.string(),
  /** Account number, or the coin address. */
  account: z.string(),
  /** Bank name, "汇旺" for Huione, or the network for an address. */
  bankName: z.string(),
  /** Branch of the bank, when known. */
  branch: z.string().nullable(),
});
export type DepositReceiver = z.infer<typeof depositReceiverSchema>;

/** What a virtual (USDT) order asks the payer to send. */
export const usdtQuoteOfOrderSchema = z.object({
  network: virtualNetworkSchema,
  /** USDT to send, up to 6 decimals (the CNY amount / rate, rounded up). */
  usdtAmount: z.string().regex(/^\d{1,12}(\.\d{1,6})?$/),
  /** CNY per USDT used for this order. */
  rate: decimalSchema,
});

/** A deposit order, as every order call answers it. Times are epoch milliseconds. */
export const depositOrderSchema = z.object({
  orderNo: depositOrderNoSchema,
  channelId: z.string(),
  channelName: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  waitScreen: depositWaitScreenSchema,
  /** The amount asked, CNY. */
  amount: moneySchema,
  /** The fee (CNY) and the bonus (CNY) of the channel at order time; credited = amount - fee + bonus. */
  fee: moneySchema,
  bonus: moneySchema,
  /** What the centre wallet grows by once paid. */
  creditAmount: moneySchema,
  state: depositOrderStateSchema,
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  /** When the order became final, else null. */
  resolvedAt: z.number().int().nullable(),
  receiver: depositReceiverSchema.nullable(),
  /** The provider's payer page (what the QR code encodes), for recharge and virtual orders; else null. */
  payUrl: z.string().nullable(),
  /** The remark the payer writes with a transfer, once made (`createSignalCode`); null otherwise. */
  signalCode: z.string().nullable(),
  /** USDT amount and rate of a virtual order, else null. */
  usdt: usdtQuoteOfOrderSchema.nullable(),
  /** The transaction hash the member reported (`utcTransfer`), else null. */
  txHash: z.string().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const payRequestSchema = z.object({
  channelId: z.string({ error: DepositMessage.channelNotFound }).min(1, DepositMessage.channelNotFound).max(64),
  amount: depositAmountSchema,
  idempotencyKey: idempotencyKeySchema,
  /** For a virtual channel: the quote (`getTransferRate`) the member saw; refused once expired. */
  quoteId: z.string().max(64).optional(),
});
export type PayRequest = z.input<typeof payRequestSchema>;

export const orderNoRequestSchema = z.object({ orderNo: depositOrderNoSchema });
export type OrderNoRequest = z.input<typeof orderNoRequestSchema>;

export const signalCodeResponseSchema = z.object({ orderNo: depositOrderNoSchema, signalCode: z.string() });

/** Help for a payer who is stuck: the site's customer service. */
export const customerInfoSchema = z.object({
  /** Online customer service page, when the site has one. */
  serviceUrl: z.string().nullable(),
  /** Other ways to reach the cashier desk. */
  contacts: z.array(z.object({ kind: z.enum(['telegram', 'email', 'phone', 'qq', 'wechat']), value: z.string() })),
  /** When the desk answers, in the site's time, e.g. "7×24小时". */
  hours: z.string(),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

/** `getTransferRate`: the CNY price of 1 USDT on a network, valid until `expiresAt` (epoch ms). */
export const transferRateRequestSchema = z.object({ network: virtualNetworkSchema.default('TRC20') });
export const transferRateSchema = z.object({
  quoteId: z.string(),
  currency: z.literal('USDT'),
  network: virtualNetworkSchema,
  /** CNY per USDT, 4 decimals. */
  rate: decimalSchema,
  expiresAt: z.number().int(),
});
export type TransferRate = z.infer<typeof transferRateSchema>;

/**
 * `utcTransfer`: the member reports the on-chain transfer of a virtual (or xnbsk) order ("我已转账"): the hash of
 * the transaction (TRC20: 64 hex; ERC20: 0x and 64 hex). It does not credit anything by itself: the provider
 * still has to report the payment. Answers the order with `txHash` set.
 */
export const utcTransferRequestSchema = z.object({
  orderNo: depositOrderNoSchema,
  txHash: z
    .string({ error: DepositMessage.txHashFormat })
    .trim()
    .regex(/^(0x)?[0-9a-fA-F]{64}$/, DepositMessage.txHashFormat),
});
export type UtcTransferRequest = z.input<typeof utcTransferRequestSchema>;

/** `vCurrency/list`: the coins the site takes, one row per network. */
export const virtualCurrencySchema = z.object({
  currency: z.literal('USDT'),
  network: virtualNetworkSchema,
  /** Display name, e.g. "USDT-TRC20". */
  name: z.string(),
  /** Confirmations the provider waits for before reporting paid. */
  confirmations: z.number().int().nonnegative(),
  /** The smallest USDT amount accepted. */
  minUsdt: z.string(),
  open: z.boolean(),
});
export const virtualCurrencyListSchema = z.object({ currencies: z.array(virtualCurrencySchema) });
export type VirtualCurrency = z.infer<typeof virtualCurrencySchema>;

/** spec 7.1 querySiteDepositRewardConfigList: the deposit reward shown beside a channel kind. */
export const depositRewardConfigSchema = z.object({
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  /** Short Chinese title, e.g. "USDT存款加赠1.5%". */
  title: z.string(),
  /** Fraction added to the deposit ("0.0150"). */
  rate: decimalSchema,
  /** Largest reward per deposit, CNY. */
  maxReward: moneySchema,
  /** Smallest deposit that earns it, CNY. */
  minDeposit: moneySchema,
});
export const depositRewardConfigListSchema = z.object({ rewards: z.array(depositRewardConfigSchema) });
export type DepositRewardConfig = z.infer<typeof depositRewardConfigSchema>;

/**
 * spec 7.1 bindFromDeposit: the depositor's real name on a first deposit when none is bound (spec 5 real-name
 * rule). A member with a real name already is refused (6009, 已绑定真实姓名).
 */
export const bindFromDepositRequestSchema = z.object({ realName: realNameSchema });
export type BindFromDepositRequest = z.input<typeof bindFromDepositRequestSchema>;
export const bindFromDepositResponseSchema = z.object({ realName: z.string() });


const FD = '/fd/api/v1';
const SITE = '/site/api/v1';

export const depositApi = {
  paymentTypes: endpoint('POST', `${FD}/payment/types`, z.object({}).passthrough(), paymentTypesResponseSchema, {
    auth: true,
  }),
  /**
   * Idempotent by `idempotencyKey`: a replay answers the same order; another body with the key answers 6009, and
   * 6011 while the first call still runs. A member without a real name answers 6449 (首次存款请先绑定真实姓名):
   * `bindFromDeposit` first. An unknown channel answers 6004, a closed one 6012, an amount outside the channel's
   * min/max 6007, an expired USDT quote 6012; a site with deposits disabled (spec 2.4) 6003 (存款功能暂未开放).
   */
  pay: endpoint('POST', `${FD}/pay`, payRequestSchema, depositOrderSchema, { auth: true }),
  /** Another member's order answers 6004 (订单不存在), like one that does not exist. */
  getDepositOrderStatus: endpoint('POST', `${FD}/getDepositOrderStatus`, orderNoRequestSchema, depositOrderSchema, {
    auth: true,
  }),
  /** Cancels a pending order (state cancelled); an order that has ended answers 6012 (订单已结束，无法操作). */
  closeOrder: endpoint('POST', `${FD}/closeOrder`, orderNoRequestSchema, depositOrderSchema, { auth: true }),
  /** Makes (once; again answers the same code) the remark of a pending order that needs one. */
  createSignalCode: endpoint('POST', `${FD}/createSignalCode`, orderNoRequestSchema, signalCodeResponseSchema, {
    auth: true,
  }),
  getCustomerInfo: endpoint('POST', `${FD}/getCustomerInfo`, z.object({}).passthrough(), customerInfoSchema, {
    auth: true,
  }),
  getTransferRate: endpoint('POST', `${FD}/getTransferRate`, transferRateRequestSchema, transferRateSchema, {
    auth: true,
  }),
  utcTransfer: endpoint('POST', `${FD}/utcTransfer`, utcTransferRequestSchema, depositOrderSchema, { auth: true }),
  vCurrencyList: endpoint('POST', `${FD}/vCurrency/list`, z.object({}).passthrough(), virtualCurrencyListSchema, {
    auth: true,
  }),
  querySiteDepositRewardConfigList: endpoint(
    'POST',
    `${SITE}/querySiteDepositRewardConfigList`,
    z.object({}).passthrough(),
    depositRewardConfigListSchema,
  ),
  bindFromDeposit: endpoint(
    'POST',
    `${SITE}/member/bindFromDeposit`,
    bindFromDepositRequestSchema,
    bindFromDepositResponseSchema,
    { auth: true },
  ),
};
