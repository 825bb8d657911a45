/** /mine/wallet (issue 15): the member's centre wallet and venue wallets, recycle and auto-transfer. */
export { WalletPage } from './WalletPage';
