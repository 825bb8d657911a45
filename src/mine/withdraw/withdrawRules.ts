import Big from 'big.js';
import {
  withdrawalFee,
  withdrawalReceived,
  type WithdrawInfo,
  type WithdrawMethodConfig,
} from '@src/contract/withdraw';

/** One method as the page shows it: its limits and the member's use of it today, and their cards for it. */
export type MethodInfo = WithdrawInfo['methods'][number];

/** Why the member cannot withdraw with this method now, before any amount is typed; null when they can. */
export type WithdrawBlock =
  | { kind: 'password' }
  | { kind: 'turnover'; remaining: string }
  | { kind: 'closed' }
  | { kind: 'dailyCount' }
  | { kind: 'noCard' }
  | null;

export function withdrawBlock(info: WithdrawInfo, config: WithdrawMethodConfig, method: MethodInfo): WithdrawBlock {
  if (!info.passwordSet) return { kind: 'password' };
  if (!info.turnover.met) return { kind: 'turnover', remaining: info.turnover.remaining };
  if (!config.enabled) return { kind: 'closed' };
  if (method.usedCount >= config.dailyCount) return { kind: 'dailyCount' };
  if (method.cards.length === 0) return { kind: 'noCard' };
  return null;
}

/** What may still be withdrawn today with this method (never below 0). */
export function dailyLeft(config: WithdrawMethodConfig, method: MethodInfo): string {
  const left = new Big(config.dailyAmount).minus(method.usedAmount);
  return (left.lt(0) ? new Big(0) : left).toFixed(2);
}

/** The All button's amount: the available balance, capped by the single and the daily limit. */
export function allAmount(balance: string, config: WithdrawMethodConfig, method: MethodInfo): string {
  const caps = [new Big(balance), new Big(config.max), new Big(dailyLeft(config, method))];
  const least = caps.reduce((low, cap) => (cap.lt(low) ? cap : low));
  return (least.lt(0) ? new Big(0) : least).round(2, Big.roundDown).toFixed(2);
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** A problem with the typed amount, as a catalogue key and its values; null when it may be asked. */
export type AmountProblem =
  | { key: 'amountRequired' | 'amountFormat' | 'aboveBalance' }
  | { key: 'belowMin'; min: string }
  | { key: 'aboveMax'; max: string }
  | { key: 'aboveDaily'; left: string }
  | null;

export function amountProblem(
  amount: string,
  balance: string,
  config: WithdrawMethodConfig,
  method: MethodInfo,
): AmountProblem {
  const typed = amount.trim();
  if (typed === '') return { key: 'amountRequired' };
  if (typed.length > 12 || !AMOUNT.test(typed)) return { key: 'amountFormat' };
  const value = new Big(typed);
  if (value.lt(config.min)) return { key: 'belowMin', min: config.min };
  if (value.gt(config.max)) return { key: 'aboveMax', max: config.max };
  const left = dailyLeft(config, method);
  if (value.gt(left)) return { key: 'aboveDaily', left };
  if (value.gt(balance)) return { key: 'aboveBalance' };
  return null;
}

/** The fee and what arrives for a well-formed amount (big.js, the contract's rule); null while it is not one. */
export function feeOf(amount: string, config: WithdrawMethodConfig): { fee: string; received: string } | null {
  const typed = amount.trim();
  if (typed.length > 12 || !AMOUNT.test(typed) || new Big(typed).lte(0)) return null;
  return { fee: withdrawalFee(typed, config.fee), received: withdrawalReceived(typed, config.fee) };
}

/** The share of the turnover done, 0-100, whole percent (100 when nothing is required). */
export function turnoverPercent(done: string, required: string): number {
  const need = new Big(required);
  if (need.lte(0)) return 100;
  const share = new Big(done).div(need).times(100);
  return Number((share.gt(100) ? new Big(100) : share).round(0, Big.roundDown).toFixed(0));
}
