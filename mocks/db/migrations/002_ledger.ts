import type { Migration } from './types';

/**
 * The money ledger (DESIGN.md section 7): double-entry, append-only, integer fen.
 * Balances are kept by a trigger in the same transaction as the entries; a member wallet may not go
 * below zero (only house accounts may).
 */
export const ledgerMigration: Migration = {
  version: 2,
  name: 'ledger',
  up: `
    CREATE TABLE ledger_accounts (
      id             TEXT PRIMARY KEY,
      kind           TEXT NOT NULL CHECK (kind IN ('issuance', 'house', 'center', 'locked', 'venue')),
      member_id      INTEGER REFERENCES members (id),
      venue          TEXT,
      allow_negative INTEGER NOT NULL DEFAULT 0 CHECK (allow_negative IN (0, 1)),
      created_at     INTEGER NOT NULL
    );
    CREATE INDEX ledger_accounts_by_member ON ledger_accounts (member_id);

    CREATE TABLE ledger_transactions (
      id              INTEGER PRIMARY KEY AUTOINCREMENT,
      idempotency_key TEXT NOT NULL UNIQUE,
      kind            TEXT NOT NULL,
      memo            TEXT NOT NULL DEFAULT '',
      created_at      INTEGER NOT NULL
    );

    CREATE TABLE ledger_entries (
      id             INTEGER PRIMARY KEY AUTOINCREMENT,
      transaction_id INTEGER NOT NULL REFERENCES ledger_transactions (id),
      account_id     TEXT NOT NULL REFERENCES ledger_accounts (id),
      amount_fen     INTEGER NOT NULL CHECK (typeof(amount_fen) = 'integer' AND amount_fen <> 0)
    );
    CREATE INDEX ledger_entries_by_transaction ON ledger_entries (transaction_id);
    CREATE INDEX ledger_entries_by_account ON ledger_entries (account_id);

    CREATE TABLE ledger_balances (
      account_id  TEXT PRIMARY KEY REFERENCES ledger_accounts (id),
      balance_fen INTEGER NOT NULL DEFAULT 0,
      updated_at  INTEGER NOT NULL
    );

    CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE ON ledger_entries
    BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END;
    CREATE TRIGGER ledger_entries_no_delete BEFORE DELETE ON ledger_entries
    BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END;
    CREATE TRIGGER ledger_transactions_no_update BEFORE UPDATE ON ledger_transactions
    BEGIN SELECT RAISE(ABORT, 'ledger transactions are append-only'); END;
    CREATE TRIGGER ledger_transactions_no_delete BEFORE DELETE ON ledger_transactions
    BEGIN SELECT RAISE(ABORT, 'ledger transactions are append-only'); END;
    CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
    BEGIN SELECT RAISE(ABORT, 'ledger accounts are never deleted'); END;
    CREATE TRIGGER ledger_accounts_no_update BEFORE UPDATE ON ledger_accounts
    BEGIN SELECT RAISE(ABORT, 'ledger accounts are immutable'); END;

    CREATE TRIGGER ledger_accounts_open_balance AFTER INSERT ON ledger_accounts
    BEGIN
      INSERT INTO ledger_balances (account_id, balance_fen, updated_at) VALUES (NEW.id, 0, NEW.created_at);
    END;

    CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
    BEGIN
      UPDATE ledger_balances
         SET balance_fen = balance_fen + NEW.amount_fen,
             updated_at = (SELECT created_at FROM ledger_transactions WHERE id = NEW.transaction_id)
       WHERE account_id = NEW.account_id;
    END;

    CREATE TRIGGER ledger_balances_not_negative BEFORE UPDATE ON ledger_balances
    WHEN NEW.balance_fen < 0
     AND (SELECT allow_negative FROM ledger_accounts WHERE id = NEW.account_id) = 0
    BEGIN SELECT RAISE(ABORT, 'insufficient funds'); END;
  `,
};
