export { HOUSE_PAYOUTS_ACCOUNT, WithdrawalKind, Withdrawals, type WithdrawalsDeps } from './withdrawals';
export { WithdrawalReviewJob } from './withdrawalReview';
export { DEFAULT_WITHDRAWAL_SETTINGS, type WithdrawalSettings } from './withdrawalSettings';
export type { IdempotentRunner, PendingLedger, WithdrawalCardBook, WithdrawalPasswordGate } from './withdrawalPorts';
export { WithdrawalMessage } from './withdrawalRefusal';
