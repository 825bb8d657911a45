import type { Migration } from './types';

/**
 * Sportsbook bets (issue 5): placement requests under a per-member idempotency key, tickets with their legs,
 * and the match results received from the simulator (kept so settlement survives a restart).
 * Money in integer fen; prices as decimal strings.
 */
export const betsMigration: Migration = {
  version: 4,
  name: 'bets',
  up: `
    CREATE TABLE bet_requests (
      id              INTEGER PRIMARY KEY AUTOINCREMENT,
      member_id       INTEGER NOT NULL,
      idempotency_key TEXT NOT NULL,
      request_hash    TEXT NOT NULL,
      accept_odds     TEXT NOT NULL CHECK (accept_odds IN ('any', 'better', 'none')),
      created_at      INTEGER NOT NULL,
      UNIQUE (member_id, idempotency_key)
    );

    CREATE TABLE bet_tickets (
      ticket_id         TEXT PRIMARY KEY,
      request_id        INTEGER NOT NULL REFERENCES bet_requests (id),
      seq               INTEGER NOT NULL,
      member_id         INTEGER NOT NULL,
      type              TEXT NOT NULL CHECK (type IN ('single', 'parlay', 'system')),
      system            TEXT,
      bet_count         INTEGER NOT NULL,
      unit_stake_fen    INTEGER NOT NULL CHECK (unit_stake_fen >= 0),
      stake_fen         INTEGER NOT NULL CHECK (stake_fen >= 0),
      potential_win_fen INTEGER NOT NULL CHECK (potential_win_fen >= 0),
      status            TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'rejected', 'settled')),
      reason            TEXT,
      accept_odds       TEXT NOT NULL,
      in_play           INTEGER NOT NULL,
      result            TEXT,
      void_reason       TEXT,
      payout_fen        INTEGER,
      settle_round      INTEGER NOT NULL DEFAULT 0,
      created_at        INTEGER NOT NULL,
      decided_at        INTEGER,
      settled_at        INTEGER,
      UNIQUE (request_id, seq)
    );
    CREATE INDEX bet_tickets_by_member ON bet_tickets (member_id, created_at);
    CREATE INDEX bet_tickets_by_status ON bet_tickets (status);

    CREATE TABLE bet_legs (
      ticket_id       TEXT NOT NULL REFERENCES bet_tickets (ticket_id),
      leg             INTEGER NOT NULL,
      odds_id         TEXT NOT NULL,
      game_id         TEXT NOT NULL,
      play_type       TEXT NOT NULL,
      side            TEXT NOT NULL,
      line            TEXT NOT NULL,
      team_h          TEXT NOT NULL,
      team_c          TEXT NOT NULL,
      requested_price TEXT NOT NULL,
      price           TEXT NOT NULL,
      outcome         TEXT,
      void_reason     TEXT,
      PRIMARY KEY (ticket_id, leg)
    );
    CREATE INDEX bet_legs_by_game ON bet_legs (game_id);

    -- The simulator keeps results in memory only; settlement reads them from here after a restart.
    CREATE TABLE match_results (
      game_id     TEXT PRIMARY KEY,
      status      TEXT NOT NULL,
      void_reason TEXT,
      outcomes    TEXT NOT NULL,
      received_at INTEGER NOT NULL
    );
  `,
};
