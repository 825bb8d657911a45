import Big from 'big.js';
import type { BonusPool } from '@src/contract/venue';

/**
 * A jackpot pool's amount `elapsedMs` after the poll that brought it: amount + growthPerSecond * elapsed, cut
 * to 2 decimals (rounded down, so the amount shown never runs ahead of the pool). big.js: no float holds money.
 * A negative elapsed time (a clock set back) counts as none.
 */
export function jackpotAmountAt(
  pool: Pick<BonusPool, 'amount' | 'growthPerSecond'>,
  elapsedMs: number,
): string {
  const elapsed = Math.max(0, Math.floor(elapsedMs));
  return new Big(pool.amount)
    .plus(new Big(pool.growthPerSecond).times(elapsed).div(1000))
    .round(2, Big.roundDown)
    .toFixed(2);
}
