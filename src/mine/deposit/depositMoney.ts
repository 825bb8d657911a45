import Big from 'big.js';
import type { DepositChannel } from '@src/contract/deposit';

/** A fraction on the wire as a percentage for display: "0.0150" -> "1.5". */
export function percentOf(rate: string): string {
  return new Big(rate).times(100).toString();
}

export function isZeroRate(rate: string): boolean {
  return new Big(rate).eq(0);
}

export interface DepositEstimate {
  fee: string;
  bonus: string;
  credit: string;
}

/**
 * What the centre wallet is expected to grow by (the server's order says the exact figure): the amount less
 * the channel's fee plus its bonus, each rounded half up to the fen, with big.js (never a float).
 */
export function estimateCredit(
  amount: string,
  channel: Pick<DepositChannel, 'feeRate' | 'bonusRate'>,
): DepositEstimate {
  const asked = new Big(amount);
  const fee = asked.times(channel.feeRate).round(2, Big.roundHalfUp);
  const bonus = asked.times(channel.bonusRate).round(2, Big.roundHalfUp);
  return { fee: fee.toFixed(2), bonus: bonus.toFixed(2), credit: asked.minus(fee).plus(bonus).toFixed(2) };
}

/** USDT to send for a CNY amount at a rate (CNY per USDT): rounded up to 6 decimals, as the provider asks. */
export function usdtFor(amount: string, rate: string): string {
  return new Big(amount).div(rate).round(6, Big.roundUp).toString();
}

/** Where an amount stands against the channel's limits. */
export function limitBreach(
  amount: string,
  channel: Pick<DepositChannel, 'min' | 'max'>,
): 'belowMin' | 'aboveMax' | null {
  const asked = new Big(amount);
  if (asked.lt(channel.min)) return 'belowMin';
  if (asked.gt(channel.max)) return 'aboveMax';
  return null;
}
