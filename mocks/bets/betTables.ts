import type { Database, Statement } from 'better-sqlite3';
import {
  parseSystem,
  systemLegs,
  type AcceptOdds,
  type BetResult,
  type RejectReason,
  type Ticket,
  type TicketEvent,
  type TicketStatus,
  type VoidReasonCode,
} from '@src/contract';
import type { LegOutcome } from './betMaths';

/** The house side of every stake and payout. */
export const SPORTSBOOK_ACCOUNT = 'house:sportsbook';

/** Tells the member a ticket changed (the feed socket's `ticket` event). */
export type TicketNotify = (memberId: number, event: TicketEvent) => void;

export interface TicketRow {
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

export interface LegRow {
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

/**
 * The bet tables (bet_requests, bet_tickets, bet_legs, match_results; mocks/db/migrations) as placement,
 * confirmation, settlement and records share them: the rows and the statements they all use.
 */
export class BetTables {
  readonly ticket: Statement<[string], TicketRow>;
  readonly legs: Statement<[string], LegRow>;
  readonly updateLegPrice: Statement<[string, string, number]>;

  constructor(readonly db: Database) {
    this.ticket = db.prepare('SELECT * FROM bet_tickets WHERE ticket_id = ?');
    this.legs = db.prepare('SELECT * FROM bet_legs WHERE ticket_id = ? ORDER BY leg');
    this.updateLegPrice = db.prepare('UPDATE bet_legs SET price = ? WHERE ticket_id = ? AND leg = ?');
  }
}

/** The legs (indexes) of each bet of a stored ticket: one bet of every leg, or the system's bets. */
export function betsOfTicket(row: Pick<TicketRow, 'type' | 'system'>, legCount: number): number[][] {
  if (row.type === 'system' && row.system) {
    const system = parseSystem(row.system);
    return system && system.n === legCount ? systemLegs(system) : [];
  }
  return [Array.from({ length: legCount }, (_, i) => i)];
}
