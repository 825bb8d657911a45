/** The member's withdrawal accounts: bank cards, USDT addresses and Alipay accounts (src/contract/cards.ts). */
export { AddBankCardPage, VirtualCoinCardPage, AlipayManagePage } from './CardPages';
export { AccountManagePage } from './AccountManagePage';
