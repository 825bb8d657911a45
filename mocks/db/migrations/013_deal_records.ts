import type { Migration } from './types';

/**
 * Transaction records (transactions/queryDealRecord): an index of the ledger by member, kept by a trigger in
 * the same SQLite transaction as the ledger's entries, so it can never disagree with them. One row per ledger
 * transaction that touched a member's centre wallet or locked money: the changes of both and their balances
 * right after, which a page of records reads without summing the member's history. The existing ledger is
 * indexed once when the migration runs.
 */
export const dealRecordsMigration: Migration = {
  version: 13,
  name: 'deal_records',
  up: `
    CREATE TABLE deal_records (
      member_id         INTEGER NOT NULL,
      transaction_id    INTEGER NOT NULL REFERENCES ledger_transactions (id),
      kind              TEXT NOT NULL,
      memo              TEXT NOT NULL,
      created_at        INTEGER NOT NULL,
      center_change_fen INTEGER NOT NULL DEFAULT 0,
      locked_change_fen INTEGER NOT NULL DEFAULT 0,
      center_after_fen  INTEGER NOT NULL,
      locked_after_fen  INTEGER NOT NULL,
      PRIMARY KEY (member_id, transaction_id)
    ) WITHOUT ROWID;
    CREATE INDEX deal_records_by_time ON deal_records (member_id, created_at, transaction_id);
    CREATE INDEX deal_records_by_kind ON deal_records (member_id, kind, created_at, transaction_id);

    INSERT INTO deal_records (member_id, transaction_id, kind, memo, created_at, center_change_fen,
                              locked_change_fen, center_after_fen, locked_after_fen)
    SELECT member_id, transaction_id, kind, memo, created_at, center_change, locked_change,
           SUM(center_change) OVER (PARTITION BY member_id ORDER BY transaction_id),
           SUM(locked_change) OVER (PARTITION BY member_id ORDER BY transaction_id)
      FROM (SELECT a.member_id, e.transaction_id, t.kind, t.memo, t.created_at,
                   SUM(CASE a.kind WHEN 'center' THEN e.amount_fen ELSE 0 END) AS center_change,
                   SUM(CASE a.kind WHEN 'locked' THEN e.amount_fen ELSE 0 END) AS locked_change
              FROM ledger_entries e
              JOIN ledger_accounts a ON a.id = e.account_id
              JOIN ledger_transactions t ON t.id = e.transaction_id
             WHERE a.kind IN ('center', 'locked')
             GROUP BY a.member_id, e.transaction_id);

    CREATE TRIGGER deal_records_follow_ledger AFTER INSERT ON ledger_entries
    WHEN (SELECT kind FROM ledger_accounts WHERE id = NEW.account_id) IN ('center', 'locked')
    BEGIN
      INSERT OR IGNORE INTO deal_records (member_id, transaction_id, kind, memo, created_at,
                                          center_after_fen, locked_after_fen)
      SELECT a.member_id, t.id, t.kind, t.memo, t.created_at,
             COALESCE((SELECT p.center_after_fen FROM deal_records p WHERE p.member_id = a.member_id
                        ORDER BY p.transaction_id DESC LIMIT 1), 0),
             COALESCE((SELECT p.locked_after_fen FROM deal_records p WHERE p.member_id = a.member_id
                        ORDER BY p.transaction_id DESC LIMIT 1), 0)
        FROM ledger_accounts a, ledger_transactions t
       WHERE a.id = NEW.account_id AND t.id = NEW.transaction_id;
      UPDATE deal_records
         SET center_change_fen = center_change_fen + IIF(a.kind = 'center', NEW.amount_fen, 0),
             center_after_fen  = center_after_fen  + IIF(a.kind = 'center', NEW.amount_fen, 0),
             locked_change_fen = locked_change_fen + IIF(a.kind = 'locked', NEW.amount_fen, 0),
             locked_after_fen  = locked_after_fen  + IIF(a.kind = 'locked', NEW.amount_fen, 0)
        FROM (SELECT kind, member_id FROM ledger_accounts WHERE id = NEW.account_id) AS a
       WHERE deal_records.member_id = a.member_id AND deal_records.transaction_id = NEW.transaction_id;
    END;

    CREATE TRIGGER deal_records_no_delete BEFORE DELETE ON deal_records
    BEGIN SELECT RAISE(ABORT, 'deal records follow the append-only ledger'); END;
  `,
};
