import type { Statement } from 'better-sqlite3';
import { centerAccount, type Ledger } from '../ledger';
import type { Schedule } from '../schedule';
import { potentialReturnFen, priceAcceptable } from './betMaths';
import type { BetSettlement } from './betSettlement';
import { SPORTSBOOK_ACCOUNT, betsOfTicket, type BetTables, type TicketNotify, type TicketRow } from './betTables';
import type { MarketSource } from './marketSource';
import type { RejectReason } from '@src/contract';

export interface BetConfirmationDeps {
  tables: BetTables;
  settlement: BetSettlement;
  ledger: Ledger;
  markets: MarketSource;
  clock: () => number;
  /** Runs the confirmation later (wall time); tests pass a fake. */
  schedule: Schedule;
  /** How long an in-play ticket stays pending (确认中). */
  delayMs: number;
  notify: TicketNotify;
  onError: (error: unknown, ticketId: string) => void;
}

/**
 * In-play confirmation: a ticket with a live leg is pending (确认中) for the hold, then decided against the
 * prices of that moment: accepted at the current prices, or rejected and its stake refunded. An accepted ticket
 * settles at once what its matches' results already say.
 */
export class BetConfirmation {
  private readonly deps: BetConfirmationDeps;
  private readonly timers = new Map<string, () => void>();
  private readonly pendingTickets: Statement<[], TicketRow>;

  constructor(deps: BetConfirmationDeps) {
    this.deps = deps;
    this.pendingTickets = deps.tables.db.prepare("SELECT * FROM bet_tickets WHERE status = 'pending' ORDER BY ticket_id");
  }

  /** Holds a freshly placed pending ticket for the hold, then decides it. */
  hold(ticketId: string): void {
    this.scheduleConfirm(ticketId, this.deps.delayMs);
  }

  /** On start: pending tickets are decided after what is left of their hold. */
  recover(): void {
    const now = this.deps.clock();
    for (const row of this.pendingTickets.all()) this.scheduleConfirm(row.ticket_id, row.created_at + this.deps.delayMs - now);
  }

  /**
   * Decides a pending (确认中) in-play ticket against the prices of this moment: accepted at the current prices
   * when every market is open and the member's acceptance allows them, otherwise rejected and refunded.
   */
  confirm(ticketId: string): void {
    const { tables, ledger, markets, clock } = this.deps;
    const decided = tables.db
      .transaction(() => {
        const row = tables.ticket.get(ticketId);
        if (!row || row.status !== 'pending') return null;
        const legs = tables.legs.all(ticketId);
        let reason: RejectReason | null = null;
        const current = legs.map((leg) => markets.quote(leg.odds_id));
        if (current.some((q) => !q?.open)) reason = 'market_closed';
        else if (legs.some((leg, i) => !priceAcceptable(current[i]?.price ?? '', leg.price, row.accept_odds))) reason = 'odds_changed';
        const now = clock();
        if (reason === null) {
          legs.forEach((leg, i) => tables.updateLegPrice.run(current[i]?.price ?? leg.price, ticketId, leg.leg));
          const prices = legs.map((leg, i) => current[i]?.price ?? leg.price);
          const combos = betsOfTicket(row, legs.length);
          const potential = combos.reduce(
            (sum, combo) => sum + potentialReturnFen(BigInt(row.unit_stake_fen), combo.map((i) => prices[i] ?? '1')),
            0n,
          );
          tables.db
            .prepare("UPDATE bet_tickets SET status = 'accepted', potential_win_fen = ?, decided_at = ? WHERE ticket_id = ?")
            .run(potential, now, ticketId);
        } else {
          ledger.move(`refund:${ticketId}`, 'bet_refund', SPORTSBOOK_ACCOUNT, centerAccount(row.member_id), BigInt(row.stake_fen), ticketId);
          legs.forEach((leg, i) => {
            const price = current[i]?.price;
            if (price) tables.updateLegPrice.run(price, ticketId, leg.leg);
          });
          tables.db
            .prepare("UPDATE bet_tickets SET status = 'rejected', reason = ?, decided_at = ? WHERE ticket_id = ?")
            .run(reason, now, ticketId);
        }
        return { memberId: row.member_id, status: reason === null ? ('accepted' as const) : ('rejected' as const), reason };
      })
      .immediate();
    if (!decided) return;
    this.deps.notify(decided.memberId, {
      ticket_id: ticketId,
      status: decided.status,
      ...(decided.reason ? { reason: decided.reason } : {}),
    });
    if (decided.status === 'accepted') this.deps.settlement.settle(ticketId);
  }

  /** Cancels the pending decisions (`recover` decides them again on the next start). */
  close(): void {
    for (const cancel of this.timers.values()) cancel();
    this.timers.clear();
  }

  private scheduleConfirm(ticketId: string, ms: number): void {
    if (this.timers.has(ticketId)) return;
    const cancel = this.deps.schedule(Math.max(0, ms), () => {
      this.timers.delete(ticketId);
      try {
        this.confirm(ticketId);
      } catch (error) {
        this.deps.onError(error, ticketId);
      }
    });
    this.timers.set(ticketId, cancel);
  }
}
