import type { Database } from 'better-sqlite3';

/**
 * The chat's own tables. Created on attach with IF NOT EXISTS, so they live beside whatever the core
 * migrations create and never collide with them (every name starts with chat_).
 */
export const CHAT_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS chat_rooms (
  rid TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('lobby', 'match')),
  game_id TEXT,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  broadcast_blocked INTEGER NOT NULL DEFAULT 0,
  min_vip_level INTEGER NOT NULL DEFAULT 0,
  guests_may_send INTEGER NOT NULL DEFAULT 0,
  destroyed_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS chat_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  rid TEXT NOT NULL,
  cmid TEXT NOT NULL,
  user_id TEXT NOT NULL,
  username TEXT NOT NULL,
  vip_level INTEGER NOT NULL,
  guest INTEGER NOT NULL,
  text TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  cleared INTEGER NOT NULL DEFAULT 0,
  UNIQUE (user_id, cmid)
);
CREATE INDEX IF NOT EXISTS chat_messages_by_room ON chat_messages (rid, cleared, id);
CREATE TABLE IF NOT EXISTS chat_mutes (
  user_id TEXT PRIMARY KEY,
  until INTEGER,
  reason TEXT NOT NULL,
  muted_at INTEGER NOT NULL
);
`;

export function createChatTables(db: Database): void {
  db.exec(CHAT_SCHEMA_SQL);
}

/**
 * The same tables as a migration of mocks/db (shape of its `Migration`), for the lead to append to
 * MIGRATIONS if the chat's tables should be versioned with the rest; attachChat's IF NOT EXISTS then
 * finds them made. The version is far above the core's so it can be appended without reordering.
 */
export const chatMigration = { version: 1000, name: 'chat', up: CHAT_SCHEMA_SQL } as const;
