import type { Migration } from './types';

/**
 * The casino lobbies (issue 15): a member's favourite games (collection/addCollection, removeCollection) and every
 * game launch, which gives a member's recently played games and every game's popularity (launches by everyone
 * over the last seven days, the lobby's "popular" sort). Games are the providers' (by venue and game code); the
 * site keeps only these references.
 */
export const lobbyMigration: Migration = {
  version: 16,
  name: 'lobby',
  up: `
    CREATE TABLE game_favourites (
      member_id  INTEGER NOT NULL REFERENCES members (id),
      en_name    TEXT NOT NULL,
      game_code  TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      PRIMARY KEY (member_id, en_name, game_code)
    ) WITHOUT ROWID;

    CREATE TABLE game_launches (
      id          INTEGER PRIMARY KEY,
      member_id   INTEGER NOT NULL REFERENCES members (id),
      en_name     TEXT NOT NULL,
      game_code   TEXT NOT NULL,
      launched_at INTEGER NOT NULL
    );
    CREATE INDEX game_launches_by_member ON game_launches (member_id, launched_at);
    CREATE INDEX game_launches_by_time ON game_launches (launched_at, en_name, game_code);
  `,
};
