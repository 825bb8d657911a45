import Big from 'big.js';

const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

export interface FormatMoneyOptions {
  /** spec 9: general amounts drop a trailing ".00"; the total balance keeps 2 decimals (the default). */
  trimZeroCents?: boolean;
}

/**
 * A decimal string as CNY for display: zh-CN grouping, 2 decimals rounded half up, "10000" -> "10,000.00".
 * Works on the digits (big.js), never through a JavaScript number, so no amount loses a cent.
 */
export function formatMoney(value: string, options: FormatMoneyOptions = {}): string {
  const trimmed = value.trim();
  if (!DECIMAL.test(trimmed)) throw new RangeError(`not a decimal amount: ${value}`);
  const fixed = new Big(trimmed).round(2, Big.roundHalfUp).toFixed(2);
  const negative = fixed.startsWith('-');
  const [whole = '0', cents = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const isZero = /^0\.00$/.test(`${whole}.${cents}`);
  const sign = negative && !isZero ? '-' : '';
  return options.trimZeroCents && cents === '00' ? `${sign}${grouped}` : `${sign}${grouped}.${cents}`;
}

/** spec 3, 9: the total balance of all venues, always with 2 decimals: "10000" -> "10,000.00". */
export function formatTotalBalance(value: string): string {
  return formatMoney(value);
}

/** spec 9: any other amount, zh-CN grouping with a trailing ".00" removed: "10000.00" -> "10,000", "0.5" -> "0.50". */
export function formatAmount(value: string): string {
  return formatMoney(value, { trimZeroCents: true });
}
