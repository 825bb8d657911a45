/** /mine/betRecord: the member's sportsbook tickets. */
export { BetRecordPage } from './BetRecordPage';
export {
  betRecordQuery,
  type BetRecordQuery,
  type BetRecordRange,
  type BetRecordStatus,
} from './betRecordFilter';
