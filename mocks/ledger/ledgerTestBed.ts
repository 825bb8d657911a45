import BetterSqlite3 from 'better-sqlite3';
import { migrate } from '../db/migrations';
import { centerAccount, lockedAccount, venueAccount } from './accounts';
import { Ledger } from './ledger';

/** Test bed: a migrated in-memory database and its ledger. */
export function freshLedger(clock?: () => number): { db: BetterSqlite3.Database; ledger: Ledger } {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return { db, ledger: new Ledger(db, clock) };
}

/** Test bed: a member with a centre, a locked and an AGZR venue wallet, all empty. */
export function openMember(db: BetterSqlite3.Database, ledger: Ledger, username: string): number {
  const { lastInsertRowid } = db
    .prepare("INSERT INTO members (username, password_hash, created_at) VALUES (?, 'x', 0)")
    .run(username);
  const id = Number(lastInsertRowid);
  ledger.openAccount(centerAccount(id), 'center', { memberId: id });
  ledger.openAccount(lockedAccount(id), 'locked', { memberId: id });
  ledger.openAccount(venueAccount(id, 'AGZR'), 'venue', { memberId: id, venue: 'AGZR' });
  return id;
}
