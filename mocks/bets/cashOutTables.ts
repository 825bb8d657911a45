import type { Database, Statement } from 'better-sqlite3';

/** What cash-outs took from a ticket so far: the stake and the amount paid (fen). */
export interface CashedOut {
  stake_fen: number;
  amount_fen: number;
}

/**
 * The cash-out tables (cash_out_quotes, cash_outs, cash_out_rules; mocks/db/migrations/008_cash_out.ts) as the
 * cash-out service and settlement share them: settlement pays only the stake cash-outs left open.
 */
export class CashOutTables {
  readonly cashedOut: Statement<[string], CashedOut>;

  constructor(readonly db: Database) {
    this.cashedOut = db.prepare(
      'SELECT COALESCE(SUM(stake_fen), 0) AS stake_fen, COALESCE(SUM(amount_fen), 0) AS amount_fen FROM cash_outs WHERE ticket_id = ?',
    );
  }

  /** The ticket's cashed-out stake and amount (zero when it never cashed out). */
  totals(ticketId: string): { stake: bigint; amount: bigint } {
    const row = this.cashedOut.get(ticketId);
    return { stake: BigInt(row?.stake_fen ?? 0), amount: BigInt(row?.amount_fen ?? 0) };
  }
}
