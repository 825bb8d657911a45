import type { Database } from 'better-sqlite3';
import { MIGRATIONS, type Migration } from './migrations/index';

export interface AppliedMigration {
  version: number;
  name: string;
}

/**
 * Brings the schema up to date: each pending migration runs in its own transaction together with its
 * `schema_migrations` row, so a failed step leaves nothing behind and a re-run applies only what is missing.
 * Returns the migrations applied by this call.
 */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): AppliedMigration[] {
  assertOrdered(migrations);
  db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version    INTEGER PRIMARY KEY,
      name       TEXT NOT NULL,
      applied_at INTEGER NOT NULL
    )
  `);
  const appliedVersions = new Set(
    db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
      .all()
      .map((row) => row.version),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const applied: AppliedMigration[] = [];
  for (const migration of migrations) {
    if (appliedVersions.has(migration.version)) continue;
    db.transaction(() => {
      if (typeof migration.up === 'string') db.exec(migration.up);
      else migration.up(db);
      record.run(migration.version, migration.name, Date.now());
    }).immediate();
    applied.push({ version: migration.version, name: migration.name });
  }
  return applied;
}

/** The versions recorded in `schema_migrations`, ascending. */
export function appliedMigrations(db: Database): AppliedMigration[] {
  return db.prepare<[], AppliedMigration>('SELECT version, name FROM schema_migrations ORDER BY version').all();
}

function assertOrdered(migrations: readonly Migration[]): void {
  let previous = 0;
  for (const migration of migrations) {
    if (!Number.isInteger(migration.version) || migration.version <= previous) {
      throw new Error(`migration versions must increase strictly: ${migration.version} after ${previous}`);
    }
    previous = migration.version;
  }
}
