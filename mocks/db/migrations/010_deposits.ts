import type { Migration } from './types';

/**
 * Deposits (issue 14) and the sandbox payment provider.
 *
 * The site's side: deposit orders (one per `pay`, its amount in integer fen, the provider's order id, the pending
 * ledger transfer under `deposit:<orderNo>`), the USDT rate quotes it gave, and the review log of provider reports
 * it refused to credit (bad signature, another amount, an unknown or ended order).
 *
 * The provider's side (an outside party that happens to share the database file; the site never reads these
 * tables, it asks the provider through mocks/payments/providerApi.ts): its orders, its secret and its settings.
 */
export const depositsMigration: Migration = {
  version: 10,
  name: 'deposits and sandbox payment provider',
  up: `
    CREATE TABLE deposit_orders (
      order_no          TEXT PRIMARY KEY,
      member_id         INTEGER NOT NULL,
      channel_id        TEXT NOT NULL,
      amount_fen        INTEGER NOT NULL CHECK (amount_fen > 0),
      fee_fen           INTEGER NOT NULL CHECK (fee_fen >= 0),
      bonus_fen         INTEGER NOT NULL CHECK (bonus_fen >= 0),
      state             TEXT NOT NULL CHECK (state IN ('pending', 'paid', 'expired', 'cancelled', 'review')),
      provider          TEXT NOT NULL,
      provider_order_id TEXT NOT NULL UNIQUE,
      pay_url           TEXT,
      signal_code       TEXT,
      usdt_network      TEXT,
      usdt_micro        INTEGER,
      usdt_rate         TEXT,
      tx_hash           TEXT,
      created_at        INTEGER NOT NULL,
      expires_at        INTEGER NOT NULL,
      resolved_at       INTEGER
    );
    CREATE INDEX deposit_orders_by_member ON deposit_orders (member_id, created_at);
    CREATE INDEX deposit_orders_pending ON deposit_orders (state, expires_at);

    CREATE TABLE deposit_rate_quotes (
      quote_id   TEXT PRIMARY KEY,
      member_id  INTEGER NOT NULL,
      network    TEXT NOT NULL,
      rate       TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    );

    CREATE TABLE deposit_reviews (
      id                INTEGER PRIMARY KEY AUTOINCREMENT,
      order_no          TEXT,
      provider          TEXT NOT NULL,
      provider_order_id TEXT,
      reason            TEXT NOT NULL,
      report            TEXT NOT NULL,
      created_at        INTEGER NOT NULL
    );
    CREATE INDEX deposit_reviews_by_order ON deposit_reviews (order_no);

    CREATE TABLE sandbox_pay_orders (
      id                TEXT PRIMARY KEY,
      merchant_order_no TEXT NOT NULL UNIQUE,
      amount_fen        INTEGER NOT NULL CHECK (amount_fen > 0),
      method            TEXT NOT NULL,
      state             TEXT NOT NULL CHECK (state IN ('pending', 'paid', 'closed')),
      notify_url        TEXT NOT NULL,
      created_at        INTEGER NOT NULL,
      expires_at        INTEGER NOT NULL,
      paid_at           INTEGER,
      closed_at         INTEGER
    );

    CREATE TABLE sandbox_pay_meta (
      name  TEXT PRIMARY KEY,
      value TEXT NOT NULL
    );
  `,
};
