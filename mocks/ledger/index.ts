export * from './accounts';
export { Ledger, LedgerError, type LedgerCheck, type LedgerFailure, type LedgerTransaction, type Posting, type TransferRequest } from './ledger';
export { MemberWalletReader, type MemberWallets, type VenueWallet } from './memberWallets';
