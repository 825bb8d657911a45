import type { Migration } from './types';

/**
 * Cash-out (issue 12): quotes (the prices they were made at, valid a few seconds, used at most once), the
 * cash-outs themselves under a per-member idempotency key (the stake each took and the amount paid; a ticket's
 * open stake is its stake less their sum), and the automatic rules, one per ticket. Money in integer fen.
 */
export const cashOutMigration: Migration = {
  version: 8,
  name: 'cash out',
  up: `
    CREATE TABLE cash_out_quotes (
      quote_id       TEXT PRIMARY KEY,
      ticket_id      TEXT NOT NULL REFERENCES bet_tickets (ticket_id),
      member_id      INTEGER NOT NULL,
      open_stake_fen INTEGER NOT NULL CHECK (open_stake_fen > 0),
      value_fen      INTEGER NOT NULL CHECK (value_fen > 0),
      prices         TEXT NOT NULL,
      created_at     INTEGER NOT NULL,
      expires_at     INTEGER NOT NULL,
      used           INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX cash_out_quotes_by_expiry ON cash_out_quotes (expires_at);

    CREATE TABLE cash_outs (
      id              INTEGER PRIMARY KEY AUTOINCREMENT,
      member_id       INTEGER NOT NULL,
      idempotency_key TEXT NOT NULL,
      request_hash    TEXT NOT NULL,
      ticket_id       TEXT NOT NULL REFERENCES bet_tickets (ticket_id),
      quote_id        TEXT,
      kind            TEXT NOT NULL CHECK (kind IN ('manual', 'auto')),
      stake_fen       INTEGER NOT NULL CHECK (stake_fen > 0),
      amount_fen      INTEGER NOT NULL CHECK (amount_fen > 0),
      full            INTEGER NOT NULL,
      created_at      INTEGER NOT NULL,
      UNIQUE (member_id, idempotency_key)
    );
    CREATE INDEX cash_outs_by_ticket ON cash_outs (ticket_id);

    CREATE TABLE cash_out_rules (
      ticket_id  TEXT PRIMARY KEY REFERENCES bet_tickets (ticket_id),
      member_id  INTEGER NOT NULL,
      target_fen INTEGER NOT NULL CHECK (target_fen > 0),
      created_at INTEGER NOT NULL
    );
  `,
};
