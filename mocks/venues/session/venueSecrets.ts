import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** A venue's own signing secret: generated on its first start and kept in its table, so sessions outlive a restart. */
export function loadVenueSecret(db: Database, enName: string): Buffer {
  db.prepare('INSERT OR IGNORE INTO venue_provider_secrets (en_name, secret) VALUES (?, ?)').run(
    enName,
    randomBytes(32).toString('base64url'),
  );
  const row = db
    .prepare<[string], { secret: string }>('SELECT secret FROM venue_provider_secrets WHERE en_name = ?')
    .get(enName);
  if (!row) throw new Error(`venue ${enName}: signing secret missing`);
  return Buffer.from(row.secret, 'base64url');
}
