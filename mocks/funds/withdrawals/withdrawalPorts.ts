import type { WithdrawCard } from '@src/contract/withdraw';
import type { AccountId } from '../../ledger';

/** The withdrawal password as the withdrawal needs it (the cards service's WithdrawalPasswords fits). */
export interface WithdrawalPasswordGate {
  isSet(memberId: number): boolean;
  /** Counts the attempt, then checks it: throws ApiError 6100 when wrong, 6037 while locked. */
  verify(memberId: number, password: string): void | Promise<void>;
}

/** The member's cards as the withdrawal needs them (masked; adapted from the cards service). */
export interface WithdrawalCardBook {
  listOwned(memberId: number): WithdrawCard[];
  /** The member's own card, or undefined (another member's card is never found). */
  ownedBy(memberId: number, cardId: number): WithdrawCard | undefined;
}

/** The pending transfers of the ledger, the part a withdrawal uses (mocks/ledger PendingTransfers fits). */
export interface PendingLedger {
  create(request: {
    key: string;
    kind: string;
    debit: AccountId;
    credit: AccountId;
    amountFen: bigint;
    memo?: string;
  }): { key: string; state: string };
  post(key: string, options: { kind: string; memo?: string }): { state: string };
  void(key: string, options: { kind: string; memo?: string }): { state: string };
}

/** Idempotent HTTP money calls (mocks/ledger IdempotentRequests fits): one run per (member, scope, key). */
export interface IdempotentRunner {
  run<T>(memberId: number, scope: string, key: string, body: unknown, work: () => T | Promise<T>): Promise<T>;
}
