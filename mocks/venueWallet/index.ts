export { VenueWallets, VENUE_RECYCLE_SCOPE, VENUE_TRANSFER_SCOPE, type VenueTransferCall, type VenueWalletsDeps } from './venueWallets';
export { VenueTransferBook, transferIdOf, VENUE_TRANSFER_KIND, VENUE_TRANSFER_RETURNED_KIND, type VenueTransferRecord, type VenueTransferSummary } from './venueTransferBook';
export type { ReconcileRound } from './venueReconciler';
export { DEFAULT_VENUE_RECONCILE_MS, DEFAULT_VENUE_WALLET_SETTINGS, type VenueWalletSettings } from './venueWalletSettings';
