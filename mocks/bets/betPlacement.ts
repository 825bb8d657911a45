import { createHash } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import {
  Code,
  REJECT_REASON_LABELS,
  moneyToFen,
  parseSystem,
  systemLegs,
  type AcceptOdds,
  type BetRequest,
  type PlaceBetRequest,
  type RejectReason,
  type Ticket,
  type TicketStatus,
} from '@src/contract';
import { ApiError } from '../http/apiError';
import { LedgerError, centerAccount, type Ledger } from '../ledger';
import type { BetConfirmation } from './betConfirmation';
import { stakeLimitOf } from './betLimits';
import { potentialReturnFen, priceAcceptable } from './betMaths';
import type { BetRecords } from './betRecords';
import { SPORTSBOOK_ACCOUNT, type BetTables, type TicketRow } from './betTables';
import type { MarketQuote, MarketSource } from './marketSource';

interface PlannedLeg {
  quote: MarketQuote | undefined;
  oddsId: string;
  requestedPrice: string;
  price: string;
}

export interface BetPlacementDeps {
  tables: BetTables;
  records: BetRecords;
  confirmation: BetConfirmation;
  ledger: Ledger;
  markets: MarketSource;
  clock: () => number;
}

/**
 * Placement: every bet of a request becomes a ticket, with the stake debited in the same SQLite transaction that
 * records the tickets, under the member's idempotency key. Refusals are tickets too (rejected, nothing moved);
 * a ticket with a live leg is pending and handed to the confirmation.
 */
export class BetPlacement {
  private readonly deps: BetPlacementDeps;
  private readonly stmt: {
    findRequest: Statement<[number, string], { id: number; request_hash: string }>;
    insertRequest: Statement<[number, string, string, string, number]>;
    insertTicket: Statement<unknown[]>;
    insertLeg: Statement<unknown[]>;
    ticketsOfRequest: Statement<[number], TicketRow>;
  };

  constructor(deps: BetPlacementDeps) {
    this.deps = deps;
    const { db } = deps.tables;
    this.stmt = {
      findRequest: db.prepare('SELECT id, request_hash FROM bet_requests WHERE member_id = ? AND idempotency_key = ?'),
      insertRequest: db.prepare(
        'INSERT INTO bet_requests (member_id, idempotency_key, request_hash, accept_odds, created_at) VALUES (?, ?, ?, ?, ?)',
      ),
      insertTicket: db.prepare(
        `INSERT INTO bet_tickets (ticket_id, request_id, seq, member_id, type, system, bet_count, unit_stake_fen, stake_fen,
           potential_win_fen, status, reason, accept_odds, in_play, created_at, decided_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      insertLeg: db.prepare(
        `INSERT INTO bet_legs (ticket_id, leg, odds_id, game_id, play_type, side, line, team_h, team_c, requested_price, price)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      ticketsOfRequest: db.prepare('SELECT * FROM bet_tickets WHERE request_id = ? ORDER BY seq'),
    };
  }

  /**
   * Places bets under the member's idempotency key: the same key always answers the same tickets and debits once
   * (check, insert and debits are one synchronous SQLite transaction, so concurrent requests serialize).
   */
  place(memberId: number, request: PlaceBetRequest): Ticket[] {
    const hash = createHash('sha256').update(JSON.stringify({ a: request.acceptOdds, b: request.bets })).digest('hex');
    const placed = this.deps.tables.db
      .transaction(() => {
        const existing = this.stmt.findRequest.get(memberId, request.idempotencyKey);
        if (existing) {
          if (existing.request_hash !== hash) throw new ApiError(Code.DataExists, '该投注请求编号已用于其他投注');
          return { fresh: false, rows: this.stmt.ticketsOfRequest.all(existing.id) };
        }
        const now = this.deps.clock();
        const { lastInsertRowid } = this.stmt.insertRequest.run(memberId, request.idempotencyKey, hash, request.acceptOdds, now);
        const requestId = Number(lastInsertRowid);
        request.bets.forEach((bet, seq) => this.placeOne(memberId, request, requestId, seq, bet, now));
        return { fresh: true, rows: this.stmt.ticketsOfRequest.all(requestId) };
      })
      .immediate();
    if (placed.fresh) {
      for (const row of placed.rows) if (row.status === 'pending') this.deps.confirmation.hold(row.ticket_id);
    }
    return placed.rows.map((row) => this.deps.records.toTicket(row));
  }

  private placeOne(memberId: number, request: PlaceBetRequest, requestId: number, seq: number, bet: BetRequest, now: number): void {
    const { markets, ledger } = this.deps;
    const combos = betsOfRequest(bet);
    const unitFen = moneyToFen(bet.stake);
    if (unitFen <= 0n) throw new ApiError(Code.InvalidParameter, '投注金额必须大于零');
    const legs: PlannedLeg[] = bet.selections.map((s) => {
      const quote = markets.quote(s.oddsId);
      return { quote, oddsId: s.oddsId, requestedPrice: s.price, price: quote && quote.price !== '' ? quote.price : s.price };
    });
    const totalFen = unitFen * BigInt(combos.length);
    const ticketId = `BT${String(requestId).padStart(8, '0')}${String(seq + 1).padStart(2, '0')}`;

    let reason = rejectionOf(bet, unitFen, legs, request.acceptOdds);
    if (reason === null) {
      try {
        ledger.move(
          `bet:${memberId}:${request.idempotencyKey}:${seq}`,
          'bet_stake',
          centerAccount(memberId),
          SPORTSBOOK_ACCOUNT,
          totalFen,
          ticketId,
        );
      } catch (error) {
        if (!(error instanceof LedgerError) || error.reason !== 'insufficient_funds') throw error;
        reason = 'insufficient_funds';
      }
    }
    const inPlay = legs.some((leg) => leg.quote?.inPlay === true);
    const status: TicketStatus = reason !== null ? 'rejected' : inPlay ? 'pending' : 'accepted';
    const potential = combos.reduce((sum, combo) => sum + potentialReturnFen(unitFen, combo.map((i) => legs[i]?.price ?? '1')), 0n);
    this.stmt.insertTicket.run(
      ticketId,
      requestId,
      seq,
      memberId,
      bet.type,
      bet.system ?? null,
      combos.length,
      unitFen,
      reason === null ? totalFen : 0n,
      potential,
      status,
      reason,
      request.acceptOdds,
      inPlay ? 1 : 0,
      now,
      status === 'pending' ? null : now,
    );
    legs.forEach((leg, i) => {
      const q = leg.quote;
      this.stmt.insertLeg.run(
        ticketId,
        i,
        leg.oddsId,
        q?.gameId ?? '',
        q?.playType ?? '',
        q?.side ?? '',
        q?.line ?? '',
        q?.team_h ?? '',
        q?.team_c ?? '',
        leg.requestedPrice,
        leg.price,
      );
    });
  }
}

/** The legs (indexes) of each bet on the ticket; throws 6007 for a malformed bet. */
function betsOfRequest(bet: BetRequest): number[][] {
  const n = bet.selections.length;
  switch (bet.type) {
    case 'single':
      if (n !== 1) throw new ApiError(Code.InvalidParameter, '单注只能包含一个投注项');
      return [[0]];
    case 'parlay':
      if (n < 2) throw new ApiError(Code.InvalidParameter, '串关至少需要两个投注项');
      return [Array.from({ length: n }, (_, i) => i)];
    case 'system': {
      const system = bet.system === undefined ? null : parseSystem(bet.system);
      if (!system || system.n !== n) throw new ApiError(Code.InvalidParameter, REJECT_REASON_LABELS.invalid_system);
      return systemLegs(system);
    }
  }
}

function rejectionOf(bet: BetRequest, unitFen: bigint, legs: PlannedLeg[], accept: AcceptOdds): RejectReason | null {
  const limit = stakeLimitOf(bet.type);
  if (unitFen < moneyToFen(limit.min)) return 'stake_below_minimum';
  if (unitFen > moneyToFen(limit.max)) return 'stake_above_maximum';
  if (legs.some((leg) => leg.quote === undefined)) return 'unknown_odds';
  const games = legs.map((leg) => leg.quote?.gameId);
  if (new Set(games).size !== games.length) return 'same_match';
  if (legs.some((leg) => !leg.quote?.open)) return 'market_closed';
  if (legs.some((leg) => !priceAcceptable(leg.price, leg.requestedPrice, accept))) return 'odds_changed';
  return null;
}
