/** /mine/takemoney: the withdrawal (spec 7.3 withdraw/*), its turnover requirement and the member's withdrawals. */
export { WithdrawPage } from './WithdrawPage';
