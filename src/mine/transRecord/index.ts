/** /mine/transRecord: every movement of the member's money (transactions/queryDealRecord). */
export { TransRecordPage } from './TransRecordPage';
