export * from './accounts';
export {
  Ledger,
  LedgerError,
  type LedgerCheck,
  type LedgerFailure,
  type LedgerTransaction,
  type Posting,
  type TransferRequest,
} from './ledger';
export { MemberWalletReader, type MemberWallets, type VenueWallet } from './memberWallets';
export {
  HOUSE_PENDING_ACCOUNT,
  PendingTransfers,
  type PendingState,
  type PendingTransfer,
  type PendingTransferRequest,
  type ResolveOptions,
} from './pendingTransfers';
export { ABANDONED_IN_FLIGHT_MS, IdempotencyMessage, IdempotentRequests, hashBody } from './idempotentRequests';
