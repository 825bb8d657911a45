import Big from 'big.js';
import type { StakeLimit } from '@src/contract';
import { clampStake } from './stakeMaths';

const UNSIGNED_DECIMAL = /^\d+(\.\d*)?$/;

/** No ceiling known (a visitor before the limits arrive): the largest amount the wire carries. */
const UNBOUNDED = '9999999999999';

/** What is wrong with a typed stake against the server's limits: below the minimum, or nothing. */
export type StakeProblem = { kind: 'belowMinimum'; min: string } | null;

/**
 * spec 5 with the server's limits: an empty stake is no bet yet; a typed one below the minimum cannot be placed
 * (a clamped stake never exceeds the maximum, so that is the one problem left to the player).
 */
export function stakeProblem(stake: string, limit: StakeLimit | undefined): StakeProblem {
  const text = stake.trim();
  if (text === '' || limit === undefined || !UNSIGNED_DECIMAL.test(text)) return null;
  return new Big(text).lt(new Big(limit.min)) ? { kind: 'belowMinimum', min: limit.min } : null;
}

/** Why a stake was lowered (spec 5's clamp callback): to the balance, or to the maximum. */
export type StakeClamp = { kind: 'balance' | 'maximum'; amount: string };

/**
 * spec 5's clamp against what is known: a member's balance (none for a visitor) and the maximum (once the limits
 * are known). `onClamp` says which of them lowered the stake.
 */
export function clampToLimits(
  input: string,
  balance: string | null,
  limit: StakeLimit | undefined,
  onClamp?: (clamp: StakeClamp) => void,
): string {
  const max = limit?.max ?? balance ?? UNBOUNDED;
  return clampStake(input, balance ?? max, max, (amount) =>
    onClamp?.({ kind: limit !== undefined && new Big(amount).eq(new Big(limit.max)) ? 'maximum' : 'balance', amount }),
  );
}

/** The quick stakes offered under a stake field (bet365's and Pinnacle's chips), then 最大. */
export const QUICK_STAKES = ['50', '100', '500', '1000'] as const;

/** 最大: the most this stake can be, the lower of the integer balance and the maximum; null when neither is known. */
export function maximumStake(balance: string | null, limit: StakeLimit | undefined): string | null {
  if (balance === null && limit === undefined) return null;
  return new Big(clampToLimits(limit?.max ?? balance ?? UNBOUNDED, balance, limit)).toString();
}

/**
 * What one bet of a system bet may stake from the balance: the k bets are debited together, so the unit stake is
 * bounded by the integer balance shared out among them. Null for a visitor.
 */
export function balancePerBet(balance: string | null, bets: number): string | null {
  if (balance === null || !UNSIGNED_DECIMAL.test(balance.trim()) || bets < 1) return balance;
  return new Big(balance.trim()).div(bets).round(0, Big.roundDown).toString();
}
