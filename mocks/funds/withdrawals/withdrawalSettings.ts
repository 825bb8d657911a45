import type { WithdrawMethodConfig } from '@src/contract/withdraw';

/**
 * How withdrawals are run. The method limits are the site's cashier settings (what withdraw/baseCfg/list
 * answers); the review and turnover settings come from mocks/config.ts (WITHDRAW_REVIEW_MS,
 * WITHDRAW_TURNOVER_MULTIPLE).
 */
export interface WithdrawalSettings {
  methods: readonly WithdrawMethodConfig[];
  /**
   * The turnover requirement: the valid stake to wager since the latest deposit or bonus is that credit times
   * this multiple (a decimal string; "1" = once the credit, "0" = no requirement).
   */
  turnoverMultiple: string;
  /** Automatic approval this long after the request; 0 = the operator's review only (dev API). */
  reviewMs: number;
  /** An order nobody reviewed within this time expires and its money returns to the member. */
  expireMs: number;
  /** CNY per USDT, and how long a quote of it holds. */
  usdtRate: string;
  usdtQuoteMs: number;
}

export const DEFAULT_WITHDRAW_METHODS: readonly WithdrawMethodConfig[] = [
  {
    method: 'bank',
    enabled: true,
    min: '100.00',
    max: '50000.00',
    dailyCount: 5,
    dailyAmount: '200000.00',
    fee: { rate: '0', min: '0.00' },
  },
  {
    method: 'usdt_trc20',
    enabled: true,
    min: '100.00',
    max: '100000.00',
    dailyCount: 5,
    dailyAmount: '500000.00',
    fee: { rate: '0', min: '7.00' },
  },
  {
    method: 'usdt_erc20',
    enabled: true,
    min: '500.00',
    max: '100000.00',
    dailyCount: 5,
    dailyAmount: '500000.00',
    fee: { rate: '0', min: '35.00' },
  },
  {
    method: 'alipay',
    enabled: true,
    min: '100.00',
    max: '20000.00',
    dailyCount: 3,
    dailyAmount: '50000.00',
    fee: { rate: '0.005', min: '1.00' },
  },
];

/** Default automatic approval: two minutes after the request (WITHDRAW_REVIEW_MS). */
export const DEFAULT_WITHDRAW_REVIEW_MS = 120_000;
/** An unreviewed order expires after three days. */
export const DEFAULT_WITHDRAW_EXPIRE_MS = 3 * 24 * 60 * 60 * 1000;
export const DEFAULT_TURNOVER_MULTIPLE = '1';

export const DEFAULT_WITHDRAWAL_SETTINGS: WithdrawalSettings = {
  methods: DEFAULT_WITHDRAW_METHODS,
  turnoverMultiple: DEFAULT_TURNOVER_MULTIPLE,
  reviewMs: DEFAULT_WITHDRAW_REVIEW_MS,
  expireMs: DEFAULT_WITHDRAW_EXPIRE_MS,
  usdtRate: '7.20',
  usdtQuoteMs: 60_000,
};
