import Big from 'big.js';
import { LOCAL_SPORT_VENUE, type TransferDirection } from '@src/contract/venue';

/** The centre wallet among the wallets a transfer may leave or reach; every other wallet is a venue's enName. */
export const CENTER_WALLET = 'CENTER';

/** The wallet a transfer leaves or reaches: the centre wallet or a venue (by its enName). */
export type WalletId = string;

export type TransferRefusal = 'sameWallet' | 'venueToVenue';

export type TransferRoute =
  | { kind: 'allowed'; channelCode: string; direction: TransferDirection }
  | { kind: 'refused'; reason: TransferRefusal };

/**
 * What a transfer from one wallet to another is (spec 2.6, issue 15): centre -> venue is "in", venue -> centre is
 * "out"; the same wallet twice (centre -> centre included) and venue -> venue are refused before anything is sent.
 */
export function transferRoute(from: WalletId, to: WalletId): TransferRoute {
  if (from === to) return { kind: 'refused', reason: 'sameWallet' };
  if (from === CENTER_WALLET) return { kind: 'allowed', channelCode: to, direction: 'in' };
  if (to === CENTER_WALLET) return { kind: 'allowed', channelCode: from, direction: 'out' };
  return { kind: 'refused', reason: 'venueToVenue' };
}

/** Venues money can be transferred to or from: every venue but the local sportsbook, which bets from the centre. */
export function isTransferVenue(enName: string): boolean {
  return enName !== LOCAL_SPORT_VENUE;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The All button (spec 5): the whole balance of the wallet money leaves, cut (never rounded up) to 2 decimals so
 * the amount never exceeds what is there; "" when there is nothing to move or the balance is unknown.
 */
export function allAmountOf(balance: string | null | undefined): string {
  if (!balance || !DECIMAL.test(balance.trim())) return '';
  const whole = new Big(balance.trim()).round(2, Big.roundDown);
  return whole.gt(0) ? whole.toFixed(2) : '';
}

/** The amount (already a valid decimal string) is more than the known balance of the wallet it leaves. */
export function exceedsBalance(amount: string, balance: string | null | undefined): boolean {
  if (!balance || !DECIMAL.test(balance.trim()) || !DECIMAL.test(amount.trim())) return false;
  return new Big(amount.trim()).gt(balance.trim());
}
