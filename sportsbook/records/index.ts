/** The sport page's own list of the member's open and settled bets (the dock's 我的注单 tab). */
export { MyBetsList, cashOutTicketIds, type MyBetsListProps, type MyBetsStatus } from './MyBetsList';
