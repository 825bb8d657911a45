import type { Database } from 'better-sqlite3';
import type { ServerConfig } from '../../config';
import type { IdempotentRequests, Ledger, MemberWalletReader, PendingTransfers } from '../../ledger';
import type { Cards } from '../cards/cards';
import type { WithdrawalPasswords } from '../withdrawalPassword/withdrawalPasswords';
import { withdrawalCardBook } from './cardBook';
import { WithdrawalReviewJob } from './withdrawalReview';
import { Withdrawals } from './withdrawals';
import { DEFAULT_WITHDRAWAL_SETTINGS } from './withdrawalSettings';

export interface WithdrawalServices {
  withdrawals: Withdrawals;
  /** Automatic approval and expiry; `recover()` once the app is built, `close()` on stop. */
  withdrawalReview: WithdrawalReviewJob;
}

/** The withdrawal services over the ledger, the cards and the withdrawal password of one backend. */
export function createWithdrawalServices(
  db: Database,
  deps: {
    ledger: Ledger;
    pending: PendingTransfers;
    idempotentRequests: IdempotentRequests;
    wallets: MemberWalletReader;
    cards: Cards;
    withdrawalPasswords: WithdrawalPasswords;
  },
  config: Pick<ServerConfig, 'withdrawReviewMs' | 'withdrawTurnoverMultiple' | 'schedule'>,
  clock: () => number,
): WithdrawalServices {
  const settings = {
    ...DEFAULT_WITHDRAWAL_SETTINGS,
    reviewMs: config.withdrawReviewMs,
    turnoverMultiple: config.withdrawTurnoverMultiple,
  };
  const withdrawals = new Withdrawals({
    db,
    ledger: deps.ledger,
    pending: deps.pending,
    wallets: deps.wallets,
    passwords: deps.withdrawalPasswords,
    cards: withdrawalCardBook(deps.cards),
    settings,
    clock,
  });
  const withdrawalReview = new WithdrawalReviewJob({
    withdrawals,
    reviewMs: settings.reviewMs,
    expireMs: settings.expireMs,
    clock,
    schedule: config.schedule,
  });
  return { withdrawals, withdrawalReview };
}
