import Big from 'big.js';
import { systemBetCount, type SystemBet } from '@src/contract';

// A private constructor: money rounds down (a shown win is never more than what is paid).
const MoneyBig = Big();
MoneyBig.DP = 20;
MoneyBig.RM = MoneyBig.roundDown;

const UNSIGNED_DECIMAL = /^\d+(\.\d*)?$/;

function parse(value: string): Big | null {
  const text = value.trim();
  return UNSIGNED_DECIMAL.test(text) ? new MoneyBig(text) : null;
}

/**
 * spec 5 stake entry: non-numeric input gives ''; an amount above the balance or the maximum is lowered to the
 * integer balance or the maximum (whichever is lower) and `onClamp` fires with it; otherwise the input stays as
 * typed.
 */
export function clampStake(input: string, balance: string, maximum: string, onClamp?: (clamped: string) => void): string {
  const amount = parse(input);
  if (amount === null) return '';
  const integerBalance = (parse(balance) ?? new MoneyBig(0)).round(0, MoneyBig.roundDown);
  const max = parse(maximum) ?? new MoneyBig(0);
  if (amount.lte(integerBalance) && amount.lte(max)) return input.trim();
  const clamped = (integerBalance.lt(max) ? integerBalance : max).toString();
  onClamp?.(clamped);
  return clamped;
}

/** spec 5: win = stake x odds with 2 decimals; '0.00' when either is not numeric. */
export function winAmount(stake: string, odds: string): string {
  const s = parse(stake);
  const o = parse(odds);
  if (s === null || o === null) return '0.00';
  return s.times(o).toFixed(2);
}

/** spec 5, win-ratio variant: stake x ratio (HK, Malay or Indonesian odds may be negative), floored at 0. */
export function winRatioAmount(stake: string, ratio: string): string {
  const s = parse(stake);
  let r: Big;
  try {
    r = new MoneyBig(ratio.trim());
  } catch {
    return '0.00';
  }
  if (s === null) return '0.00';
  const win = s.times(r);
  return win.lt(0) ? '0.00' : win.toFixed(2);
}

/** Combined decimal odds of a parlay: the product of the legs' decimal prices (kept exact). */
export function parlayOdds(prices: readonly string[]): string {
  return prices.reduce((product, price) => product.times(new MoneyBig(price)), new MoneyBig(1)).toString();
}

/** Number of bets and total stake (unit stake x bets) of a system bet (the table is src/contract/systemBets.ts). */
export function systemStake(bet: SystemBet, unitStake: string): { bets: number; total: string } {
  const bets = systemBetCount(bet.n, bet.folds);
  return { bets, total: new Big(unitStake).times(bets).toFixed(2) };
}
