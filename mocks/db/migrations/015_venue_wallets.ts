import type { Migration } from './types';

/**
 * The site's venue wallets (issue 15): one row per transfer between a member's centre wallet and a venue, under
 * the stable id the provider knows it by, next to the pending ledger transfer that holds its money until the
 * provider's answer (or the reconciler's query) posts or voids it; and each member's auto-transfer (免转) switch.
 */
export const venueWalletsMigration: Migration = {
  version: 15,
  name: 'venue_wallets',
  up: `
    CREATE TABLE venue_transfers (
      transfer_id   TEXT PRIMARY KEY,
      member_id     INTEGER NOT NULL REFERENCES members (id),
      en_name       TEXT NOT NULL,
      direction     TEXT NOT NULL CHECK (direction IN ('in', 'out')),
      amount_fen    INTEGER NOT NULL CHECK (amount_fen > 0),
      pending_key   TEXT NOT NULL UNIQUE REFERENCES pending_transfers (idempotency_key),
      state         TEXT NOT NULL CHECK (state IN ('pending', 'posted', 'voided')),
      created_at    INTEGER NOT NULL,
      resolved_at   INTEGER,
      -- Who learnt the outcome: the transfer call's own answer, or the reconciler's query.
      resolved_by   TEXT CHECK (resolved_by IN ('call', 'reconciler')),
      attempts      INTEGER NOT NULL DEFAULT 0,
      next_check_at INTEGER NOT NULL
    );
    CREATE INDEX venue_transfers_pending ON venue_transfers (next_check_at) WHERE state = 'pending';
    CREATE INDEX venue_transfers_by_member ON venue_transfers (member_id, created_at);

    CREATE TABLE venue_auto_transfer (
      member_id  INTEGER PRIMARY KEY REFERENCES members (id),
      status     INTEGER NOT NULL CHECK (status IN (0, 1)),
      updated_at INTEGER NOT NULL
    );
  `,
};
