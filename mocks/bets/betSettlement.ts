import type { Statement } from 'better-sqlite3';
import { Code, type BetResult, type Ticket, type VoidReasonCode } from '@src/contract';
import { ApiError } from '../http/apiError';
import { LedgerError, centerAccount, type Ledger } from '../ledger';
import { betReturnFen, type LegOutcome } from './betMaths';
import { legVoidReason } from './legVoidReason';
import type { BetRecords } from './betRecords';
import { SPORTSBOOK_ACCOUNT, betsOfTicket, type BetTables, type LegRow, type TicketNotify } from './betTables';
import { CashOutTables } from './cashOutTables';

/** A match result as settlement needs it (the simulator's MatchResult fits). */
export interface SettlementResult {
  gameId: string;
  status: string;
  outcomes: Record<string, LegOutcome>;
}

interface ResultRow {
  game_id: string;
  status: string;
  void_reason: VoidReasonCode | null;
  outcomes: string;
}

/** spec 3 D reasons for the simulator's void statuses. */
const VOID_REASON_OF_STATUS: Record<string, VoidReasonCode> = { cancelled: 'D1', postponed: 'D6', abandoned: 'D7' };

export interface BetSettlementDeps {
  tables: BetTables;
  records: BetRecords;
  ledger: Ledger;
  clock: () => number;
  notify: TicketNotify;
  onError: (error: unknown, ticketId: string) => void;
}

/**
 * Settlement: match results are kept (only for matches someone bet on) and every accepted ticket on the match
 * settles what it can; a ticket pays once all its legs have outcomes, exactly once per settlement round through
 * the ledger's idempotency keys. An unsettle (spec 3 A, 恢复) takes the payout back and opens the ticket again.
 */
export class BetSettlement {
  private readonly deps: BetSettlementDeps;
  private readonly cashOuts: CashOutTables;
  private readonly stmt: {
    result: Statement<[string], ResultRow>;
    insertResult: Statement<[string, string, string | null, string, number]>;
    ticketsOfGame: Statement<[string], { ticket_id: string }>;
    hasLegs: Statement<[string], { one: number }>;
    ticketsWithResults: Statement<[], { ticket_id: string }>;
    updateLeg: Statement<[string, string | null, string, number]>;
  };

  constructor(deps: BetSettlementDeps) {
    this.deps = deps;
    const { db } = deps.tables;
    this.cashOuts = new CashOutTables(db);
    this.stmt = {
      result: db.prepare('SELECT game_id, status, void_reason, outcomes FROM match_results WHERE game_id = ?'),
      insertResult: db.prepare(
        'INSERT OR IGNORE INTO match_results (game_id, status, void_reason, outcomes, received_at) VALUES (?, ?, ?, ?, ?)',
      ),
      ticketsOfGame: db.prepare(
        `SELECT DISTINCT t.ticket_id FROM bet_legs l JOIN bet_tickets t ON t.ticket_id = l.ticket_id
          WHERE l.game_id = ? AND t.status = 'accepted' ORDER BY t.ticket_id`,
      ),
      hasLegs: db.prepare('SELECT 1 AS one FROM bet_legs WHERE game_id = ? LIMIT 1'),
      ticketsWithResults: db.prepare(
        `SELECT DISTINCT t.ticket_id FROM bet_tickets t JOIN bet_legs l ON l.ticket_id = t.ticket_id
           JOIN match_results r ON r.game_id = l.game_id
          WHERE t.status = 'accepted' AND l.outcome IS NULL ORDER BY t.ticket_id`,
      ),
      updateLeg: db.prepare('UPDATE bet_legs SET outcome = ?, void_reason = ? WHERE ticket_id = ? AND leg = ?'),
    };
  }

  /**
   * A match result from the simulator: kept in match_results (only for matches someone bet on), then every open
   * ticket on the match settles.
   */
  recordResult(result: SettlementResult): void {
    if (this.stmt.hasLegs.get(result.gameId) === undefined) return;
    const voidReason = VOID_REASON_OF_STATUS[result.status] ?? null;
    this.stmt.insertResult.run(result.gameId, result.status, voidReason, JSON.stringify(result.outcomes), this.deps.clock());
    for (const { ticket_id } of this.stmt.ticketsOfGame.all(result.gameId)) this.settleSafely(ticket_id);
  }

  /** On start: settles every open ticket whose matches already have results (each pays once). */
  recover(): void {
    for (const { ticket_id } of this.stmt.ticketsWithResults.all()) this.settleSafely(ticket_id);
  }

  /**
   * Settles what is known of an accepted ticket: legs of matches with results take their outcome; once every leg
   * has one, the payout is credited under `settle:<ticket>` (one ledger key per settlement round) in the same
   * transaction that marks the ticket settled.
   */
  settle(ticketId: string): void {
    const { tables, ledger, clock } = this.deps;
    const settled = tables.db
      .transaction(() => {
        const row = tables.ticket.get(ticketId);
        if (!row || row.status !== 'accepted') return null;
        const legs = tables.legs.all(ticketId);
        for (const leg of legs) {
          if (leg.outcome !== null) continue;
          const result = this.stmt.result.get(leg.game_id);
          if (!result) continue;
          const outcomes = JSON.parse(result.outcomes) as Record<string, LegOutcome | undefined>;
          const outcome: LegOutcome = result.void_reason ? 'D' : (outcomes[leg.odds_id] ?? 'D');
          const reason: VoidReasonCode | null = outcome === 'D' ? (result.void_reason ?? legVoidReason(leg.play_type)) : null;
          this.stmt.updateLeg.run(outcome, reason, ticketId, leg.leg);
          leg.outcome = outcome;
          leg.void_reason = reason;
        }
        if (legs.some((leg) => leg.outcome === null)) return null;

        // Cash-outs (singles and parlays only) took part of the stake and paid for it: only the open stake settles.
        const cashedOut = this.cashOuts.totals(ticketId);
        const unit = BigInt(row.unit_stake_fen) - cashedOut.stake;
        const settledPayout = betsOfTicket(row, legs.length).reduce(
          (sum, combo) =>
            sum + betReturnFen(unit, combo.map((i) => ({ outcome: legs[i]?.outcome ?? 'D', price: legs[i]?.price ?? '1' }))),
          0n,
        );
        const stake = BigInt(row.stake_fen) - cashedOut.stake;
        const allVoid = legs.every((leg) => leg.outcome === 'D');
        const result: BetResult = ticketResult(row.type, legs, settledPayout, stake);
        const voidReason = allVoid ? (legs[0]?.void_reason ?? 'D0') : null;
        if (settledPayout > 0n) {
          const key = row.settle_round === 0 ? `settle:${ticketId}` : `settle:${ticketId}:${row.settle_round}`;
          ledger.move(key, 'bet_payout', SPORTSBOOK_ACCOUNT, centerAccount(row.member_id), settledPayout, ticketId);
        }
        // The ticket's payout is everything it returned: its cash-outs and the settlement of the rest.
        const payout = settledPayout + cashedOut.amount;
        tables.db
          .prepare(
            "UPDATE bet_tickets SET status = 'settled', result = ?, void_reason = ?, payout_fen = ?, settled_at = ? WHERE ticket_id = ?",
          )
          .run(result, voidReason, payout, clock(), ticketId);
        return { memberId: row.member_id, result };
      })
      .immediate();
    if (settled) this.deps.notify(settled.memberId, { ticket_id: ticketId, status: 'settled', result: settled.result });
  }

  /**
   * Admin and dev action (spec 3 A, 恢复): reverses a settlement. The payout is taken back through the ledger,
   * the legs forget their outcomes and the ticket is open again (result A) until the next settlement round.
   */
  unsettle(ticketId: string): Ticket {
    const { tables, ledger } = this.deps;
    const row = tables.db
      .transaction(() => {
        const current = tables.ticket.get(ticketId);
        if (!current) throw new ApiError(Code.NotFound, '注单不存在');
        if (current.status !== 'settled') throw new ApiError(Code.InvalidParameter, '注单尚未结算');
        // A cash-out is final: a fully cashed-out ticket is never restored, a partly cashed-out one only its rest.
        const cashedOut = this.cashOuts.totals(ticketId);
        if (cashedOut.stake >= BigInt(current.stake_fen)) throw new ApiError(Code.InvalidParameter, '注单已提前结算，无法恢复');
        const payout = BigInt(current.payout_fen ?? 0) - cashedOut.amount;
        if (payout > 0n) {
          try {
            ledger.move(
              `unsettle:${ticketId}:${current.settle_round}`,
              'bet_unsettle',
              centerAccount(current.member_id),
              SPORTSBOOK_ACCOUNT,
              payout,
              ticketId,
            );
          } catch (error) {
            if (error instanceof LedgerError && error.reason === 'insufficient_funds') {
              throw new ApiError(Code.InvalidParameter, '会员余额不足，无法恢复注单');
            }
            throw error;
          }
        }
        tables.db.prepare('UPDATE bet_legs SET outcome = NULL, void_reason = NULL WHERE ticket_id = ?').run(ticketId);
        tables.db
          .prepare(
            `UPDATE bet_tickets SET status = 'accepted', result = 'A', void_reason = NULL, payout_fen = NULL, settled_at = NULL,
               settle_round = settle_round + 1 WHERE ticket_id = ?`,
          )
          .run(ticketId);
        return tables.ticket.get(ticketId);
      })
      .immediate();
    if (!row) throw new ApiError(Code.NotFound, '注单不存在');
    this.deps.notify(row.member_id, { ticket_id: ticketId, status: 'accepted', result: 'A' });
    return this.deps.records.toTicket(row);
  }

  private settleSafely(ticketId: string): void {
    try {
      this.settle(ticketId);
    } catch (error) {
      this.deps.onError(error, ticketId);
    }
  }
}

/** A single takes its leg's code; accumulators and systems read the payout against the stake. */
function ticketResult(type: Ticket['type'], legs: readonly LegRow[], payout: bigint, stake: bigint): BetResult {
  if (type === 'single' && legs[0]?.outcome) return legs[0].outcome;
  if (legs.every((leg) => leg.outcome === 'D')) return 'D';
  if (payout === 0n) return 'L';
  if (payout > stake) return 'W';
  if (payout === stake) return 'P';
  return 'LL';
}
