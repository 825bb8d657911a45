import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { migrate } from './migrations';

export type { Database } from 'better-sqlite3';

export const MEMORY_DATABASE = ':memory:';
export const DATABASE_FILE = 'sportsbook.db';

/**
 * Opens the backend's database and migrates it: `${dataDir}/sportsbook.db` (the folder is created) in WAL
 * mode, or a private in-memory database for tests when dataDir is ':memory:'.
 */
export function openDatabase(dataDir: string): Database {
  const inMemory = dataDir === MEMORY_DATABASE;
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(inMemory ? MEMORY_DATABASE : join(dataDir, DATABASE_FILE));
  try {
    if (!inMemory) db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    db.pragma('synchronous = NORMAL');
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
