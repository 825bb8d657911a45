import type { Migration } from './types';

/**
 * Withdrawals (issue 14): one order per withdraw/new, under a per-member idempotency key (the HTTP layer's
 * IdempotentRequests replays the answer; the unique key here keeps one order per key whatever happens). The
 * money itself is a pending ledger transfer keyed `withdraw:<id>`; the order mirrors its state for the member's
 * list and keeps the card, fee and USDT rate it was made with. Money in integer fen.
 */
export const withdrawalsMigration: Migration = {
  version: 12,
  name: 'withdrawals',
  up: `
    CREATE TABLE withdraw_orders (
      id              INTEGER PRIMARY KEY AUTOINCREMENT,
      order_no        TEXT NOT NULL UNIQUE,
      member_id       INTEGER NOT NULL REFERENCES members (id),
      idempotency_key TEXT NOT NULL,
      method          TEXT NOT NULL CHECK (method IN ('bank', 'usdt_trc20', 'usdt_erc20', 'alipay')),
      card_id         INTEGER NOT NULL,
      card_name       TEXT NOT NULL,
      card_masked     TEXT NOT NULL,
      amount_fen      INTEGER NOT NULL CHECK (amount_fen > 0),
      fee_fen         INTEGER NOT NULL CHECK (fee_fen >= 0),
      rate            TEXT,
      received_usdt   TEXT,
      pending_key     TEXT NOT NULL UNIQUE,
      state           TEXT NOT NULL CHECK (state IN ('reviewing', 'paid', 'rejected', 'expired')),
      reason          TEXT,
      created_at      INTEGER NOT NULL,
      resolved_at     INTEGER,
      UNIQUE (member_id, idempotency_key)
    );
    CREATE INDEX withdraw_orders_by_member ON withdraw_orders (member_id, created_at);
    CREATE INDEX withdraw_orders_by_state ON withdraw_orders (state, created_at);
  `,
};
