import type { Statement } from 'better-sqlite3';
import { Code, moneyToFen, type TicketEvent } from '@src/contract';
import type { CashOutOffer } from '@src/contract/cashOut';
import { ApiError } from '../http/apiError';
import type { Ledger } from '../ledger';
import type { BetTables, TicketRow } from './betTables';
import { payCashOut } from './cashOutPayout';
import { potentialReturnFen } from './betMaths';
import { cashOutRefused, type CashOutPricing } from './cashOutPricing';

export interface AutoCashOutDeps {
  tables: BetTables;
  ledger: Ledger;
  pricing: CashOutPricing;
  clock: () => number;
  notify: (memberId: number, event: TicketEvent) => void;
  offer: (row: TicketRow) => CashOutOffer;
}

/**
 * Automatic cash-out (bet365's auto cash out): one rule per ticket, "cash out when the value reaches ¥x". The
 * server checks the rules of the matches whose prices moved (the simulator's price updates, runBets) and cashes
 * the whole open stake out at the value of that moment, once: under the key `auto-<ticket>`, in the transaction
 * that ends the ticket and its rule.
 */
export class AutoCashOut {
  private readonly stmt: {
    upsert: Statement<[string, number, bigint, number]>;
    remove: Statement<[string]>;
    rulesOfGame: Statement<[string], { ticket_id: string; target_fen: number }>;
    allRules: Statement<[], { ticket_id: string; target_fen: number }>;
  };

  constructor(private readonly deps: AutoCashOutDeps) {
    const { db } = deps.tables;
    this.stmt = {
      upsert: db.prepare(
        `INSERT INTO cash_out_rules (ticket_id, member_id, target_fen, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (ticket_id) DO UPDATE SET target_fen = excluded.target_fen, created_at = excluded.created_at`,
      ),
      remove: db.prepare('DELETE FROM cash_out_rules WHERE ticket_id = ?'),
      rulesOfGame: db.prepare(
        `SELECT DISTINCT r.ticket_id, r.target_fen FROM cash_out_rules r
           JOIN bet_legs l ON l.ticket_id = r.ticket_id JOIN bet_tickets t ON t.ticket_id = r.ticket_id
          WHERE l.game_id = ? AND t.status = 'accepted' ORDER BY r.ticket_id`,
      ),
      allRules: db.prepare(
        `SELECT r.ticket_id, r.target_fen FROM cash_out_rules r JOIN bet_tickets t ON t.ticket_id = r.ticket_id
          WHERE t.status = 'accepted' ORDER BY r.ticket_id`,
      ),
    };
  }

  /**
   * Sets (or with null removes) the ticket's rule. The target must be above the value of this moment (or it
   * would be a plain cash-out) and at most what the open stake can win.
   */
  setRule(memberId: number, ticketId: string, target: string | null): CashOutOffer {
    const { pricing, clock } = this.deps;
    const row = pricing.ownTicket(memberId, ticketId);
    if (target === null) {
      this.stmt.remove.run(ticketId);
      return this.deps.offer(row);
    }
    const state = pricing.state(row);
    if (state.value.kind === 'none' && state.value.reason !== 'market_suspended')
      throw cashOutRefused(state.value.reason);
    const targetFen = moneyToFen(target);
    if (state.value.kind === 'offer' && targetFen <= state.value.valueFen) {
      throw new ApiError(Code.InvalidParameter, '目标金额须高于当前提前结算金额');
    }
    const potential = potentialReturnFen(
      state.openStakeFen,
      state.legs.map((leg) => leg.price),
    );
    if (targetFen > potential) throw new ApiError(Code.InvalidParameter, '目标金额不能高于可赢金额');
    this.stmt.upsert.run(ticketId, memberId, targetFen, clock());
    return this.deps.offer(row);
  }

  /** Checks the rules on these matches (every rule without), cashing out those whose value reached the target. */
  check(gameIds?: Iterable<string>): void {
    const rules = gameIds
      ? [...new Set(gameIds)].flatMap((gameId) => this.stmt.rulesOfGame.all(gameId))
      : this.stmt.allRules.all();
    for (const rule of rules) this.fire(rule.ticket_id, BigInt(rule.target_fen));
  }

  private fire(ticketId: string, targetFen: bigint): void {
    const { tables, ledger, pricing, clock } = this.deps;
    const fired = tables.db
      .transaction(() => {
        const row = tables.ticket.get(ticketId);
        if (!row || row.status !== 'accepted') return null;
        const state = pricing.state(row);
        if (state.value.kind !== 'offer' || state.value.valueFen < targetFen) return null;
        payCashOut(
          tables,
          ledger,
          state,
          {
            memberId: row.member_id,
            idempotencyKey: `auto-${ticketId}`,
            requestHash: 'auto',
            quoteId: null,
            kind: 'auto',
            stakeFen: state.openStakeFen,
            amountFen: state.value.valueFen,
          },
          clock(),
        );
        return row.member_id;
      })
      .immediate();
    if (fired !== null) this.deps.notify(fired, { ticket_id: ticketId, status: 'settled' });
  }
}
