import { createHash } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import {
  BET_LIMITS,
  Code,
  IN_PLAY_DELAY_MS,
  REJECT_REASON_LABELS,
  fenToMoney,
  moneyToFen,
  parseSystem,
  systemLegs,
  type AcceptOdds,
  type BetRequest,
  type BetResult,
  type PlaceBetRequest,
  type RejectReason,
  type Ticket,
  type TicketEvent,
  type TicketStatus,
  type VoidReasonCode,
} from '@src/contract';
import { ApiError } from '../http/apiError';
import { LedgerError, centerAccount, type Ledger } from '../ledger';
import { betReturnFen, comparePrices, potentialReturnFen, type LegOutcome } from './betMaths';
import type { MarketQuote, MarketSource } from './marketSource';
import { timeoutSchedule, type Schedule } from '../schedule';

/** The house side of every stake and payout. */
export const SPORTSBOOK_ACCOUNT = 'house:sportsbook';

/** A match result as settlement needs it (the simulator's MatchResult fits). */
export interface SettlementResult {
  gameId: string;
  status: string;
  outcomes: Record<string, LegOutcome>;
}

/** spec 3 D reasons for the simulator's void statuses. */
const VOID_REASON_OF_STATUS: Record<string, VoidReasonCode> = { cancelled: 'D1', postponed: 'D6', abandoned: 'D7' };

export interface BetServiceDeps {
  db: Database;
  ledger: Ledger;
  markets: MarketSource;
  clock?: () => number;
  /** Runs the in-play confirmation later (wall time); tests pass a fake. */
  schedule?: Schedule;
  delayMs?: number;
  /** Tells the member a ticket changed (the feed socket's `ticket` event). */
  notify?: (memberId: number, event: TicketEvent) => void;
  onError?: (error: unknown, ticketId: string) => void;
}

interface TicketRow {
  ticket_id: string;
  request_id: number;
  seq: number;
  member_id: number;
  type: Ticket['type'];
  system: string | null;
  bet_count: number;
  unit_stake_fen: number;
  stake_fen: number;
  potential_win_fen: number;
  status: TicketStatus;
  reason: RejectReason | null;
  accept_odds: AcceptOdds;
  in_play: number;
  result: BetResult | null;
  void_reason: VoidReasonCode | null;
  payout_fen: number | null;
  settle_round: number;
  created_at: number;
}

interface LegRow {
  ticket_id: string;
  leg: number;
  odds_id: string;
  game_id: string;
  play_type: string;
  side: string;
  line: string;
  team_h: string;
  team_c: string;
  requested_price: string;
  price: string;
  outcome: LegOutcome | null;
  void_reason: VoidReasonCode | null;
}

interface ResultRow {
  game_id: string;
  status: string;
  void_reason: VoidReasonCode | null;
  outcomes: string;
}

interface PlannedLeg {
  quote: MarketQuote | undefined;
  oddsId: string;
  requestedPrice: string;
  price: string;
}

export interface RecordFilter {
  beginTime?: number;
  endTime?: number;
  status: 'pending' | 'settled' | 'all';
}

const RECORD_WINDOW_MS = 7 * 24 * 3600_000;

/**
 * Sportsbook bets (issue 5): placement with the stake debited in the same SQLite transaction that records the
 * tickets, in-play confirmation after a delay, settlement from persisted match results, exactly-once payouts
 * through the ledger's idempotency keys.
 */
export class BetService {
  private readonly db: Database;
  private readonly ledger: Ledger;
  private readonly markets: MarketSource;
  private readonly clock: () => number;
  private readonly schedule: Schedule;
  private readonly delayMs: number;
  private readonly notify: (memberId: number, event: TicketEvent) => void;
  private readonly onError: (error: unknown, ticketId: string) => void;
  private readonly timers = new Map<string, () => void>();
  private readonly stmt: {
    findRequest: Statement<[number, string], { id: number; request_hash: string }>;
    insertRequest: Statement<[number, string, string, string, number]>;
    insertTicket: Statement<unknown[]>;
    insertLeg: Statement<unknown[]>;
    ticketsOfRequest: Statement<[number], TicketRow>;
    ticket: Statement<[string], TicketRow>;
    legs: Statement<[string], LegRow>;
    result: Statement<[string], ResultRow>;
    insertResult: Statement<[string, string, string | null, string, number]>;
    ticketsOfGame: Statement<[string], { ticket_id: string }>;
    hasLegs: Statement<[string], { one: number }>;
    pendingTickets: Statement<[], TicketRow>;
    ticketsWithResults: Statement<[], { ticket_id: string }>;
    updateLeg: Statement<[string, string | null, string, number]>;
    updateLegPrice: Statement<[string, string, number]>;
  };

  constructor(deps: BetServiceDeps) {
    this.db = deps.db;
    this.ledger = deps.ledger;
    this.markets = deps.markets;
    this.clock = deps.clock ?? (() => Date.now());
    this.schedule = deps.schedule ?? timeoutSchedule;
    this.delayMs = deps.delayMs ?? IN_PLAY_DELAY_MS;
    this.notify = deps.notify ?? (() => undefined);
    this.onError = deps.onError ?? (() => undefined);
    this.ledger.openAccount(SPORTSBOOK_ACCOUNT, 'house');
    const db = this.db;
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
      ticket: db.prepare('SELECT * FROM bet_tickets WHERE ticket_id = ?'),
      legs: db.prepare('SELECT * FROM bet_legs WHERE ticket_id = ? ORDER BY leg'),
      result: db.prepare('SELECT game_id, status, void_reason, outcomes FROM match_results WHERE game_id = ?'),
      insertResult: db.prepare(
        'INSERT OR IGNORE INTO match_results (game_id, status, void_reason, outcomes, received_at) VALUES (?, ?, ?, ?, ?)',
      ),
      ticketsOfGame: db.prepare(
        `SELECT DISTINCT t.ticket_id FROM bet_legs l JOIN bet_tickets t ON t.ticket_id = l.ticket_id
          WHERE l.game_id = ? AND t.status = 'accepted' ORDER BY t.ticket_id`,
      ),
      hasLegs: db.prepare('SELECT 1 AS one FROM bet_legs WHERE game_id = ? LIMIT 1'),
      pendingTickets: db.prepare("SELECT * FROM bet_tickets WHERE status = 'pending' ORDER BY ticket_id"),
      ticketsWithResults: db.prepare(
        `SELECT DISTINCT t.ticket_id FROM bet_tickets t JOIN bet_legs l ON l.ticket_id = t.ticket_id
           JOIN match_results r ON r.game_id = l.game_id
          WHERE t.status = 'accepted' AND l.outcome IS NULL ORDER BY t.ticket_id`,
      ),
      updateLeg: db.prepare('UPDATE bet_legs SET outcome = ?, void_reason = ? WHERE ticket_id = ? AND leg = ?'),
      updateLegPrice: db.prepare('UPDATE bet_legs SET price = ? WHERE ticket_id = ? AND leg = ?'),
    };
  }

  /**
   * Places bets under the member's idempotency key: the same key always answers the same tickets and debits once
   * (check, insert and debits are one synchronous SQLite transaction, so concurrent requests serialize).
   */
  place(memberId: number, request: PlaceBetRequest): Ticket[] {
    const hash = createHash('sha256').update(JSON.stringify({ a: request.acceptOdds, b: request.bets })).digest('hex');
    const placed = this.db
      .transaction(() => {
        const existing = this.stmt.findRequest.get(memberId, request.idempotencyKey);
        if (existing) {
          if (existing.request_hash !== hash) throw new ApiError(Code.DataExists, '该投注请求编号已用于其他投注');
          return { fresh: false, rows: this.stmt.ticketsOfRequest.all(existing.id) };
        }
        const now = this.clock();
        const { lastInsertRowid } = this.stmt.insertRequest.run(memberId, request.idempotencyKey, hash, request.acceptOdds, now);
        const requestId = Number(lastInsertRowid);
        request.bets.forEach((bet, seq) => this.placeOne(memberId, request, requestId, seq, bet, now));
        return { fresh: true, rows: this.stmt.ticketsOfRequest.all(requestId) };
      })
      .immediate();
    if (placed.fresh) {
      for (const row of placed.rows) if (row.status === 'pending') this.scheduleConfirm(row.ticket_id, this.delayMs);
    }
    return placed.rows.map((row) => this.toTicket(row));
  }

  private placeOne(memberId: number, request: PlaceBetRequest, requestId: number, seq: number, bet: BetRequest, now: number): void {
    const combos = this.combinationsOf(bet);
    const unitFen = moneyToFen(bet.stake);
    if (unitFen <= 0n) throw new ApiError(Code.InvalidParameter, '投注金额必须大于零');
    const legs: PlannedLeg[] = bet.selections.map((s) => {
      const quote = this.markets.quote(s.oddsId);
      return { quote, oddsId: s.oddsId, requestedPrice: s.price, price: quote && quote.price !== '' ? quote.price : s.price };
    });
    const totalFen = unitFen * BigInt(combos.length);
    const ticketId = `BT${String(requestId).padStart(8, '0')}${String(seq + 1).padStart(2, '0')}`;

    let reason = this.rejectionOf(bet, unitFen, legs, request.acceptOdds);
    if (reason === null) {
      try {
        this.ledger.move(
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

  /** The legs (indexes) of each bet on the ticket; throws 6007 for a malformed bet. */
  private combinationsOf(bet: BetRequest): number[][] {
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

  private rejectionOf(bet: BetRequest, unitFen: bigint, legs: PlannedLeg[], accept: AcceptOdds): RejectReason | null {
    if (unitFen < moneyToFen(BET_LIMITS.minStake)) return 'stake_below_minimum';
    const max = bet.type === 'single' ? BET_LIMITS.maxSingleStake : BET_LIMITS.maxParlayStake;
    if (unitFen > moneyToFen(max)) return 'stake_above_maximum';
    if (legs.some((leg) => leg.quote === undefined)) return 'unknown_odds';
    const games = legs.map((leg) => leg.quote?.gameId);
    if (new Set(games).size !== games.length) return 'same_match';
    if (legs.some((leg) => !leg.quote?.open)) return 'market_closed';
    if (legs.some((leg) => !priceAcceptable(leg.price, leg.requestedPrice, accept))) return 'odds_changed';
    return null;
  }

  /** The member's tickets among the ids asked for (others' ids are silently left out). */
  status(memberId: number, ticketIds: readonly string[]): Ticket[] {
    return ticketIds
      .map((id) => this.stmt.ticket.get(id))
      .filter((row): row is TicketRow => row !== undefined && row.member_id === memberId)
      .map((row) => this.toTicket(row));
  }

  ticket(ticketId: string): Ticket | undefined {
    const row = this.stmt.ticket.get(ticketId);
    return row ? this.toTicket(row) : undefined;
  }

  private scheduleConfirm(ticketId: string, ms: number): void {
    if (this.timers.has(ticketId)) return;
    const cancel = this.schedule(Math.max(0, ms), () => {
      this.timers.delete(ticketId);
      try {
        this.confirm(ticketId);
      } catch (error) {
        this.onError(error, ticketId);
      }
    });
    this.timers.set(ticketId, cancel);
  }

  /**
   * Decides a pending (确认中) in-play ticket against the prices of this moment: accepted at the current prices
   * when every market is open and the member's acceptance allows them, otherwise rejected and refunded.
   */
  confirm(ticketId: string): void {
    const decided = this.db
      .transaction(() => {
        const row = this.stmt.ticket.get(ticketId);
        if (!row || row.status !== 'pending') return null;
        const legs = this.stmt.legs.all(ticketId);
        let reason: RejectReason | null = null;
        const current = legs.map((leg) => this.markets.quote(leg.odds_id));
        if (current.some((q) => !q?.open)) reason = 'market_closed';
        else if (legs.some((leg, i) => !priceAcceptable(current[i]?.price ?? '', leg.price, row.accept_odds))) reason = 'odds_changed';
        const now = this.clock();
        if (reason === null) {
          legs.forEach((leg, i) => this.stmt.updateLegPrice.run(current[i]?.price ?? leg.price, ticketId, leg.leg));
          const prices = legs.map((leg, i) => current[i]?.price ?? leg.price);
          const combos = this.combosOfRow(row, legs.length);
          const potential = combos.reduce(
            (sum, combo) => sum + potentialReturnFen(BigInt(row.unit_stake_fen), combo.map((i) => prices[i] ?? '1')),
            0n,
          );
          this.db
            .prepare("UPDATE bet_tickets SET status = 'accepted', potential_win_fen = ?, decided_at = ? WHERE ticket_id = ?")
            .run(potential, now, ticketId);
        } else {
          this.ledger.move(`refund:${ticketId}`, 'bet_refund', SPORTSBOOK_ACCOUNT, centerAccount(row.member_id), BigInt(row.stake_fen), ticketId);
          legs.forEach((leg, i) => {
            const price = current[i]?.price;
            if (price) this.stmt.updateLegPrice.run(price, ticketId, leg.leg);
          });
          this.db
            .prepare("UPDATE bet_tickets SET status = 'rejected', reason = ?, decided_at = ? WHERE ticket_id = ?")
            .run(reason, now, ticketId);
        }
        return { memberId: row.member_id, status: reason === null ? ('accepted' as const) : ('rejected' as const), reason };
      })
      .immediate();
    if (!decided) return;
    this.notify(decided.memberId, {
      ticket_id: ticketId,
      status: decided.status,
      ...(decided.reason ? { reason: decided.reason } : {}),
    });
    if (decided.status === 'accepted') this.settle(ticketId);
  }

  private combosOfRow(row: TicketRow, legCount: number): number[][] {
    if (row.type === 'system' && row.system) {
      const system = parseSystem(row.system);
      return system && system.n === legCount ? systemLegs(system) : [];
    }
    return [Array.from({ length: legCount }, (_, i) => i)];
  }

  /**
   * A match result from the simulator: kept in match_results (only for matches someone bet on), then every open
   * ticket on the match settles.
   */
  recordResult(result: SettlementResult): void {
    if (this.stmt.hasLegs.get(result.gameId) === undefined) return;
    const voidReason = VOID_REASON_OF_STATUS[result.status] ?? null;
    this.stmt.insertResult.run(result.gameId, result.status, voidReason, JSON.stringify(result.outcomes), this.clock());
    for (const { ticket_id } of this.stmt.ticketsOfGame.all(result.gameId)) this.settleSafely(ticket_id);
  }

  /**
   * On start: decides pending tickets (after what is left of their delay) and settles every open ticket whose
   * matches already have results, so a restart in the middle of a settlement pays each ticket once.
   */
  recover(): void {
    const now = this.clock();
    for (const row of this.stmt.pendingTickets.all()) this.scheduleConfirm(row.ticket_id, row.created_at + this.delayMs - now);
    for (const { ticket_id } of this.stmt.ticketsWithResults.all()) this.settleSafely(ticket_id);
  }

  private settleSafely(ticketId: string): void {
    try {
      this.settle(ticketId);
    } catch (error) {
      this.onError(error, ticketId);
    }
  }

  /**
   * Settles what is known of an accepted ticket: legs of matches with results take their outcome; once every leg
   * has one, the payout is credited under `settle:<ticket>` (one ledger key per settlement round) in the same
   * transaction that marks the ticket settled.
   */
  settle(ticketId: string): void {
    const settled = this.db
      .transaction(() => {
        const row = this.stmt.ticket.get(ticketId);
        if (!row || row.status !== 'accepted') return null;
        const legs = this.stmt.legs.all(ticketId);
        for (const leg of legs) {
          if (leg.outcome !== null) continue;
          const result = this.stmt.result.get(leg.game_id);
          if (!result) continue;
          const outcomes = JSON.parse(result.outcomes) as Record<string, LegOutcome | undefined>;
          const outcome: LegOutcome = result.void_reason ? 'D' : (outcomes[leg.odds_id] ?? 'D');
          const reason: VoidReasonCode | null = outcome === 'D' ? (result.void_reason ?? 'D0') : null;
          this.stmt.updateLeg.run(outcome, reason, ticketId, leg.leg);
          leg.outcome = outcome;
          leg.void_reason = reason;
        }
        if (legs.some((leg) => leg.outcome === null)) return null;

        const unit = BigInt(row.unit_stake_fen);
        const payout = this.combosOfRow(row, legs.length).reduce(
          (sum, combo) =>
            sum + betReturnFen(unit, combo.map((i) => ({ outcome: legs[i]?.outcome ?? 'D', price: legs[i]?.price ?? '1' }))),
          0n,
        );
        const stake = BigInt(row.stake_fen);
        const allVoid = legs.every((leg) => leg.outcome === 'D');
        const result: BetResult = ticketResult(row.type, legs, payout, stake);
        const voidReason = allVoid ? (legs[0]?.void_reason ?? 'D0') : null;
        if (payout > 0n) {
          const key = row.settle_round === 0 ? `settle:${ticketId}` : `settle:${ticketId}:${row.settle_round}`;
          this.ledger.move(key, 'bet_payout', SPORTSBOOK_ACCOUNT, centerAccount(row.member_id), payout, ticketId);
        }
        this.db
          .prepare(
            "UPDATE bet_tickets SET status = 'settled', result = ?, void_reason = ?, payout_fen = ?, settled_at = ? WHERE ticket_id = ?",
          )
          .run(result, voidReason, payout, this.clock(), ticketId);
        return { memberId: row.member_id, result };
      })
      .immediate();
    if (settled) this.notify(settled.memberId, { ticket_id: ticketId, status: 'settled', result: settled.result });
  }

  /**
   * Admin and dev action (spec 3 A, 恢复): reverses a settlement. The payout is taken back through the ledger,
   * the legs forget their outcomes and the ticket is open again (result A) until the next settlement round.
   */
  unsettle(ticketId: string): Ticket {
    const row = this.db
      .transaction(() => {
        const current = this.stmt.ticket.get(ticketId);
        if (!current) throw new ApiError(Code.NotFound, '注单不存在');
        if (current.status !== 'settled') throw new ApiError(Code.InvalidParameter, '注单尚未结算');
        const payout = BigInt(current.payout_fen ?? 0);
        if (payout > 0n) {
          try {
            this.ledger.move(
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
        this.db.prepare('UPDATE bet_legs SET outcome = NULL, void_reason = NULL WHERE ticket_id = ?').run(ticketId);
        this.db
          .prepare(
            `UPDATE bet_tickets SET status = 'accepted', result = 'A', void_reason = NULL, payout_fen = NULL, settled_at = NULL,
               settle_round = settle_round + 1 WHERE ticket_id = ?`,
          )
          .run(ticketId);
        return this.stmt.ticket.get(ticketId);
      })
      .immediate();
    if (!row) throw new ApiError(Code.NotFound, '注单不存在');
    this.notify(row.member_id, { ticket_id: ticketId, status: 'accepted', result: 'A' });
    return this.toTicket(row);
  }

  /** Bet records (spec 7.4 record/betRecordList and betRecordTotal). */
  records(memberId: number, filter: RecordFilter, page: { pageNum: number; pageSize: number }) {
    const { where, params } = this.recordWhere(memberId, filter);
    const total = this.db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM bet_tickets WHERE ${where}`).get(...params)?.n ?? 0;
    const rows = this.db
      .prepare<unknown[], TicketRow>(`SELECT * FROM bet_tickets WHERE ${where} ORDER BY created_at DESC, ticket_id DESC LIMIT ? OFFSET ?`)
      .all(...params, page.pageSize, (page.pageNum - 1) * page.pageSize);
    return { list: rows.map((row) => this.toTicket(row)), total, pageNum: page.pageNum, pageSize: page.pageSize };
  }

  recordTotals(memberId: number, filter: RecordFilter) {
    const { where, params } = this.recordWhere(memberId, filter);
    const totals = this.db
      .prepare<unknown[], { n: number; stake: bigint | null; payout: bigint | null; settledStake: bigint | null }>(
        `SELECT COUNT(*) AS n, SUM(stake_fen) AS stake, SUM(COALESCE(payout_fen, 0)) AS payout,
                SUM(CASE WHEN status = 'settled' THEN stake_fen ELSE 0 END) AS settledStake
           FROM bet_tickets WHERE ${where} AND status <> 'rejected'`,
      )
      .safeIntegers(true)
      .get(...params);
    const payout = totals?.payout ?? 0n;
    return {
      count: Number(totals?.n ?? 0),
      stake: fenToMoney(totals?.stake ?? 0n),
      payout: fenToMoney(payout),
      winLoss: fenToMoney(payout - (totals?.settledStake ?? 0n)),
    };
  }

  private recordWhere(memberId: number, filter: RecordFilter): { where: string; params: unknown[] } {
    const end = filter.endTime ?? this.clock() + 1;
    const begin = filter.beginTime ?? end - RECORD_WINDOW_MS;
    const statuses =
      filter.status === 'pending' ? "('pending', 'accepted')" : filter.status === 'settled' ? "('settled')" : "('pending', 'accepted', 'settled', 'rejected')";
    return { where: `member_id = ? AND created_at >= ? AND created_at < ? AND status IN ${statuses}`, params: [memberId, begin, end] };
  }

  /** Cancels pending confirmation timers (they are decided again by `recover` on the next start). */
  close(): void {
    for (const cancel of this.timers.values()) cancel();
    this.timers.clear();
  }

  private toTicket(row: TicketRow): Ticket {
    const legs = this.stmt.legs.all(row.ticket_id);
    return {
      ticket_id: row.ticket_id,
      status: row.status,
      ...(row.reason ? { reason: row.reason, reasonText: REJECT_REASON_LABELS[row.reason] } : {}),
      type: row.type,
      ...(row.system ? { system: row.system } : {}),
      betCount: row.bet_count,
      stake: fenToMoney(row.status === 'rejected' ? row.unit_stake_fen * row.bet_count : row.stake_fen),
      potentialWin: fenToMoney(row.potential_win_fen),
      result: row.result,
      voidReason: row.void_reason,
      payout: row.payout_fen === null ? null : fenToMoney(row.payout_fen),
      inPlay: row.in_play === 1,
      createdAt: row.created_at,
      selections: legs.map((leg) => ({
        oddsId: leg.odds_id,
        gameId: leg.game_id,
        playType: leg.play_type,
        side: leg.side,
        line: leg.line,
        team_h: leg.team_h,
        team_c: leg.team_c,
        requestedPrice: leg.requested_price,
        price: leg.price,
        outcome: leg.outcome,
        voidReason: leg.void_reason,
      })),
    };
  }
}

/** Whether the current price may be taken under the member's acceptance choice. */
function priceAcceptable(current: string, requested: string, accept: AcceptOdds): boolean {
  if (current === '') return false;
  switch (accept) {
    case 'any':
      return true;
    case 'better':
      return comparePrices(current, requested) >= 0;
    case 'none':
      return comparePrices(current, requested) === 0;
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
