import type { Migration } from './types';

/**
 * The venue providers' own books (mocks/venues): outside parties, so the site's code never reads these tables; it
 * learns everything through the VenueProvider interface. Each venue keeps its players' transfer wallets and every
 * transfer the site sent it, by the site's transfer id (unique per venue: a second call with the same id answers
 * the first outcome), and its own secret for signing game sessions.
 */
export const venueProvidersMigration: Migration = {
  version: 14,
  name: 'venue_providers',
  up: `
    CREATE TABLE venue_provider_wallets (
      en_name     TEXT NOT NULL,
      player      TEXT NOT NULL,
      balance_fen INTEGER NOT NULL CHECK (balance_fen >= 0),
      updated_at  INTEGER NOT NULL,
      PRIMARY KEY (en_name, player)
    ) WITHOUT ROWID;

    CREATE TABLE venue_provider_transfers (
      en_name           TEXT NOT NULL,
      transfer_id       TEXT NOT NULL,
      direction         TEXT NOT NULL CHECK (direction IN ('deposit', 'withdraw')),
      player            TEXT NOT NULL,
      amount_fen        INTEGER NOT NULL CHECK (amount_fen > 0),
      state             TEXT NOT NULL CHECK (state IN ('succeeded', 'failed')),
      reason            TEXT,
      balance_after_fen INTEGER NOT NULL,
      created_at        INTEGER NOT NULL,
      PRIMARY KEY (en_name, transfer_id)
    ) WITHOUT ROWID;
    CREATE INDEX venue_provider_transfers_by_player ON venue_provider_transfers (en_name, player, created_at);

    CREATE TABLE venue_provider_secrets (
      en_name TEXT PRIMARY KEY,
      secret  TEXT NOT NULL
    ) WITHOUT ROWID;
  `,
};
