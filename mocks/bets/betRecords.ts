import { REJECT_REASON_LABELS, fenToMoney, type Ticket } from '@src/contract';
import type { BetTables, TicketRow } from './betTables';

export interface RecordFilter {
  beginTime?: number;
  endTime?: number;
  status: 'pending' | 'settled' | 'all';
}

const RECORD_WINDOW_MS = 7 * 24 * 3600_000;

/**
 * What a member reads of their bets: tickets as the contract shows them (src/contract/bet.ts), their status by
 * id, and the bet records with their totals (spec 7.4 record/betRecordList and betRecordTotal).
 */
export class BetRecords {
  constructor(
    private readonly tables: BetTables,
    private readonly clock: () => number,
  ) {}

  /** The member's tickets among the ids asked for (others' ids are silently left out). */
  status(memberId: number, ticketIds: readonly string[]): Ticket[] {
    return ticketIds
      .map((id) => this.tables.ticket.get(id))
      .filter((row): row is TicketRow => row !== undefined && row.member_id === memberId)
      .map((row) => this.toTicket(row));
  }

  ticket(ticketId: string): Ticket | undefined {
    const row = this.tables.ticket.get(ticketId);
    return row ? this.toTicket(row) : undefined;
  }

  /** Bet records, newest first (spec 7.4 record/betRecordList). */
  records(memberId: number, filter: RecordFilter, page: { pageNum: number; pageSize: number }) {
    const { db } = this.tables;
    const { where, params } = this.recordWhere(memberId, filter);
    const total = db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM bet_tickets WHERE ${where}`).get(...params)?.n ?? 0;
    const rows = db
      .prepare<unknown[], TicketRow>(`SELECT * FROM bet_tickets WHERE ${where} ORDER BY created_at DESC, ticket_id DESC LIMIT ? OFFSET ?`)
      .all(...params, page.pageSize, (page.pageNum - 1) * page.pageSize);
    return { list: rows.map((row) => this.toTicket(row)), total, pageNum: page.pageNum, pageSize: page.pageSize };
  }

  /** Totals of the same records, rejected tickets left out (spec 7.4 record/betRecordTotal). */
  recordTotals(memberId: number, filter: RecordFilter) {
    const { where, params } = this.recordWhere(memberId, filter);
    const totals = this.tables.db
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

  /** A stored ticket with its legs, as the contract's Ticket. */
  toTicket(row: TicketRow): Ticket {
    const legs = this.tables.legs.all(row.ticket_id);
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

  private recordWhere(memberId: number, filter: RecordFilter): { where: string; params: unknown[] } {
    const end = filter.endTime ?? this.clock() + 1;
    const begin = filter.beginTime ?? end - RECORD_WINDOW_MS;
    const statuses =
      filter.status === 'pending' ? "('pending', 'accepted')" : filter.status === 'settled' ? "('settled')" : "('pending', 'accepted', 'settled', 'rejected')";
    return { where: `member_id = ? AND created_at >= ? AND created_at < ? AND status IN ${statuses}`, params: [memberId, begin, end] };
  }
}
