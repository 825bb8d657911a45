import { centerAccount, type Ledger } from '../ledger';
import { potentialReturnFen } from './betMaths';
import { SPORTSBOOK_ACCOUNT, type BetTables } from './betTables';
import type { CashOutState } from './cashOutPricing';

export interface CashOutPayment {
  memberId: number;
  idempotencyKey: string;
  requestHash: string;
  quoteId: string | null;
  kind: 'manual' | 'auto';
  /** The stake it takes and the amount it pays (fen); the whole open stake for a full cash-out. */
  stakeFen: bigint;
  amountFen: bigint;
}

/**
 * Records a cash-out and pays it; the caller runs it inside its SQLite transaction, so the record, the ledger
 * movement (`cashout:<member>:<key>`, house -> member centre wallet) and the ticket's change stand or fall
 * together. A full cash-out settles the ticket at what cash-outs paid in all (it never settles again); a partial
 * one leaves the rest open with its potential win recomputed on the open stake. Either ends an automatic rule.
 */
export function payCashOut(
  tables: BetTables,
  ledger: Ledger,
  state: CashOutState,
  payment: CashOutPayment,
  now: number,
): void {
  const { db } = tables;
  const ticketId = state.row.ticket_id;
  const full = payment.stakeFen === state.openStakeFen;
  db.prepare(
    `INSERT INTO cash_outs (member_id, idempotency_key, request_hash, ticket_id, quote_id, kind, stake_fen, amount_fen, full, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    payment.memberId,
    payment.idempotencyKey,
    payment.requestHash,
    ticketId,
    payment.quoteId,
    payment.kind,
    payment.stakeFen,
    payment.amountFen,
    full ? 1 : 0,
    now,
  );
  ledger.move(
    `cashout:${payment.memberId}:${payment.idempotencyKey}`,
    'bet_cash_out',
    SPORTSBOOK_ACCOUNT,
    centerAccount(payment.memberId),
    payment.amountFen,
    ticketId,
  );
  if (full) {
    db.prepare(
      "UPDATE bet_tickets SET status = 'settled', result = NULL, payout_fen = ?, settled_at = ? WHERE ticket_id = ?",
    ).run(state.cashedOutFen + payment.amountFen, now, ticketId);
  } else {
    const open = state.openStakeFen - payment.stakeFen;
    const potential = potentialReturnFen(
      open,
      state.legs.map((leg) => leg.price),
    );
    db.prepare('UPDATE bet_tickets SET potential_win_fen = ? WHERE ticket_id = ?').run(potential, ticketId);
  }
  db.prepare('DELETE FROM cash_out_rules WHERE ticket_id = ?').run(ticketId);
}
