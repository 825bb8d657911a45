import type { Database } from 'better-sqlite3';
import { IN_PLAY_DELAY_MS, type BetLimits, type PlaceBetRequest, type Ticket, type TicketEvent } from '@src/contract';
import type { Ledger } from '../ledger';
import { timeoutSchedule, type Schedule } from '../schedule';
import { BetConfirmation } from './betConfirmation';
import { betLimitsFor } from './betLimits';
import { BetPlacement } from './betPlacement';
import { BetRecords, type RecordFilter } from './betRecords';
import { BetSettlement, type SettlementResult } from './betSettlement';
import { BetTables, SPORTSBOOK_ACCOUNT } from './betTables';
import { CashOutService } from './cashOutService';
import type { MarketSource } from './marketSource';

export { SPORTSBOOK_ACCOUNT } from './betTables';
export type { RecordFilter } from './betRecords';
export type { SettlementResult } from './betSettlement';

export interface BetServiceDeps {
  db: Database;
  ledger: Ledger;
  markets: MarketSource;
  clock?: () => number;
  /** Runs the in-play confirmation later (wall time); tests pass a fake. */
  schedule?: Schedule;
  delayMs?: number;
  onError?: (error: unknown, ticketId: string) => void;
}

export type TicketListener = (memberId: number, event: TicketEvent) => void;

/**
 * Sportsbook bets (issue 5), a facade over its four jobs: placement (betPlacement.ts: the stake debited in the
 * same SQLite transaction that records the tickets), in-play confirmation after a hold (betConfirmation.ts),
 * settlement from persisted match results with exactly-once payouts through the ledger's idempotency keys
 * (betSettlement.ts), and the member's records (betRecords.ts).
 */
export class BetService {
  /** Cash-out (提前结算): offers, quotes, their acceptance and the automatic rules (cashOutService.ts). */
  readonly cashOut: CashOutService;
  private readonly listeners: TicketListener[] = [];
  private readonly placement: BetPlacement;
  private readonly confirmation: BetConfirmation;
  private readonly settlement: BetSettlement;
  private readonly betRecords: BetRecords;
  private readonly markets: MarketSource;

  constructor(deps: BetServiceDeps) {
    const clock = deps.clock ?? (() => Date.now());
    const onError = deps.onError ?? (() => undefined);
    this.markets = deps.markets;
    const notify = (memberId: number, event: TicketEvent): void => {
      for (const listener of this.listeners) listener(memberId, event);
    };
    deps.ledger.openAccount(SPORTSBOOK_ACCOUNT, 'house');
    const tables = new BetTables(deps.db);
    this.betRecords = new BetRecords(tables, clock);
    this.settlement = new BetSettlement({ tables, records: this.betRecords, ledger: deps.ledger, clock, notify, onError });
    this.confirmation = new BetConfirmation({
      tables,
      settlement: this.settlement,
      ledger: deps.ledger,
      markets: deps.markets,
      clock,
      schedule: deps.schedule ?? timeoutSchedule,
      delayMs: deps.delayMs ?? IN_PLAY_DELAY_MS,
      notify,
      onError,
    });
    this.cashOut = new CashOutService({ tables, ledger: deps.ledger, markets: deps.markets, clock, notify });
    this.placement = new BetPlacement({
      tables,
      records: this.betRecords,
      confirmation: this.confirmation,
      ledger: deps.ledger,
      markets: deps.markets,
      clock,
    });
  }

  /** Hears every ticket change (decided, settled, restored): the feed socket's ticket pushes, tests. */
  addTicketListener(listener: TicketListener): () => void {
    this.listeners.push(listener);
    return () => {
      const i = this.listeners.indexOf(listener);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  /** Places bets under the member's idempotency key (betPlacement.ts). */
  place(memberId: number, request: PlaceBetRequest): Ticket[] {
    return this.placement.place(memberId, request);
  }

  /** The stake limits of bets on these selections (sport/bet/limits, betLimits.ts). */
  limits(oddsIds: readonly string[]): BetLimits {
    return betLimitsFor(this.markets, oddsIds);
  }

  /** The member's tickets among the ids asked for (others' ids are silently left out). */
  status(memberId: number, ticketIds: readonly string[]): Ticket[] {
    return this.betRecords.status(memberId, ticketIds);
  }

  ticket(ticketId: string): Ticket | undefined {
    return this.betRecords.ticket(ticketId);
  }

  /** Decides a pending in-play ticket against the prices of this moment (betConfirmation.ts). */
  confirm(ticketId: string): void {
    this.confirmation.confirm(ticketId);
  }

  /** A match result: kept (for matches with bets) and every open ticket on the match settles. */
  recordResult(result: SettlementResult): void {
    this.settlement.recordResult(result);
  }

  /** Settles what is known of an accepted ticket (betSettlement.ts). */
  settle(ticketId: string): void {
    this.settlement.settle(ticketId);
  }

  /** spec 3 A (恢复): reverses a settlement; the ticket is open again until the next settlement round. */
  unsettle(ticketId: string): Ticket {
    return this.settlement.unsettle(ticketId);
  }

  /**
   * On start: decides pending tickets (after what is left of their delay) and settles every open ticket whose
   * matches already have results, so a restart in the middle of a settlement pays each ticket once.
   */
  recover(): void {
    this.confirmation.recover();
    this.settlement.recover();
  }

  /** Bet records (spec 7.4 record/betRecordList and betRecordTotal). */
  records(memberId: number, filter: RecordFilter, page: { pageNum: number; pageSize: number }) {
    return this.betRecords.records(memberId, filter, page);
  }

  recordTotals(memberId: number, filter: RecordFilter) {
    return this.betRecords.recordTotals(memberId, filter);
  }

  /** Cancels pending confirmation timers (they are decided again by `recover` on the next start). */
  close(): void {
    this.confirmation.close();
  }
}
