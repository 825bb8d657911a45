/**
 * Venue transfers (issue 15): /mine/transfermoney and the venue transfer dialog (spec 2.6) the launch flow opens
 * for a 6413 answer.
 */
export { TransferMoneyPage } from './TransferMoneyPage';
export { VenueTransferDialog, type VenueTransferDialogProps } from './VenueTransferDialog';
