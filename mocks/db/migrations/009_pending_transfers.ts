import type { Migration } from './types';

/**
 * Two-phase money (issue 14): pending transfers reserve an amount (debit -> hold) and are resolved exactly once
 * (hold -> credit when posted, hold -> debit when voided or expired). A resolution's primary key is its pending
 * transfer, so a second resolution can never be inserted, whichever process tries. Both tables are append-only
 * like the ledger's (002). Beside them, the idempotent HTTP money requests: one row per (member, scope, key)
 * with the body's hash, in flight until the saved answer is written.
 */
export const pendingTransfersMigration: Migration = {
  version: 9,
  name: 'pending transfers',
  up: `
    CREATE TABLE pending_transfers (
      id                     INTEGER PRIMARY KEY AUTOINCREMENT,
      idempotency_key        TEXT NOT NULL UNIQUE,
      kind                   TEXT NOT NULL,
      expire_kind            TEXT NOT NULL,
      debit_account          TEXT NOT NULL REFERENCES ledger_accounts (id),
      credit_account         TEXT NOT NULL REFERENCES ledger_accounts (id),
      hold_account           TEXT NOT NULL REFERENCES ledger_accounts (id),
      amount_fen             INTEGER NOT NULL CHECK (typeof(amount_fen) = 'integer' AND amount_fen > 0),
      memo                   TEXT NOT NULL DEFAULT '',
      timeout_ms             INTEGER CHECK (timeout_ms IS NULL OR timeout_ms > 0),
      created_at             INTEGER NOT NULL,
      expires_at             INTEGER,
      reserve_transaction_id INTEGER NOT NULL UNIQUE REFERENCES ledger_transactions (id)
    );
    CREATE INDEX pending_transfers_by_expiry ON pending_transfers (expires_at) WHERE expires_at IS NOT NULL;

    CREATE TABLE pending_transfer_resolutions (
      pending_id     INTEGER PRIMARY KEY REFERENCES pending_transfers (id),
      state          TEXT NOT NULL CHECK (state IN ('posted', 'voided', 'expired')),
      kind           TEXT NOT NULL,
      transaction_id INTEGER NOT NULL UNIQUE REFERENCES ledger_transactions (id),
      resolved_at    INTEGER NOT NULL
    );

    CREATE TRIGGER pending_transfers_no_update BEFORE UPDATE ON pending_transfers
    BEGIN SELECT RAISE(ABORT, 'pending transfers are append-only'); END;
    CREATE TRIGGER pending_transfers_no_delete BEFORE DELETE ON pending_transfers
    BEGIN SELECT RAISE(ABORT, 'pending transfers are append-only'); END;
    CREATE TRIGGER pending_transfer_resolutions_no_update BEFORE UPDATE ON pending_transfer_resolutions
    BEGIN SELECT RAISE(ABORT, 'pending transfer resolutions are append-only'); END;
    CREATE TRIGGER pending_transfer_resolutions_no_delete BEFORE DELETE ON pending_transfer_resolutions
    BEGIN SELECT RAISE(ABORT, 'pending transfer resolutions are append-only'); END;

    CREATE TABLE idempotent_requests (
      member_id       INTEGER NOT NULL,
      scope           TEXT NOT NULL,
      idempotency_key TEXT NOT NULL,
      body_hash       TEXT NOT NULL,
      state           TEXT NOT NULL CHECK (state IN ('in_flight', 'done')),
      answer          TEXT,
      created_at      INTEGER NOT NULL,
      -- Which call holds an in-flight key (a random id); a call taking over an abandoned claim replaces it.
      claim           TEXT,
      PRIMARY KEY (member_id, scope, idempotency_key),
      CHECK ((state = 'done') = (answer IS NOT NULL))
    );
    CREATE TRIGGER idempotent_requests_done_is_final BEFORE UPDATE ON idempotent_requests
    WHEN OLD.state = 'done'
    BEGIN SELECT RAISE(ABORT, 'a saved idempotent answer is final'); END;
    CREATE TRIGGER idempotent_requests_done_kept BEFORE DELETE ON idempotent_requests
    WHEN OLD.state = 'done'
    BEGIN SELECT RAISE(ABORT, 'a saved idempotent answer is final'); END;
  `,
};
