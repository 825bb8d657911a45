export { DEPOSIT_CHANNELS, DEPOSIT_REWARDS, findChannel, toChannelView } from './depositChannels';
export { DepositService, DEPOSIT_NOTIFY_PATH, depositHoldKey, providerClearingAccount, type DepositListener } from './depositService';
export { DEFAULT_RECONCILE_MS } from './depositSettings';
export type { DepositReview, DepositReviewReason } from './depositReviews';
