import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

const SECRET_NAME = 'secret';
const MIN_SECRET_LENGTH = 32;

/**
 * The secret the sandbox provider shares with its merchant (the site) to sign reports: SANDBOX_PAY_SECRET when
 * set (at least 32 characters), else one generated once and kept in the provider's own table.
 */
export function loadSandboxSecret(db: Database, configured: string | undefined): string {
  if (configured !== undefined && configured !== '') {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`SANDBOX_PAY_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    }
    return configured;
  }
  db.prepare('INSERT OR IGNORE INTO sandbox_pay_meta (name, value) VALUES (?, ?)').run(
    SECRET_NAME,
    randomBytes(32).toString('base64url'),
  );
  const row = db.prepare<[string], { value: string }>('SELECT value FROM sandbox_pay_meta WHERE name = ?').get(SECRET_NAME);
  if (!row) throw new Error('sandbox provider secret missing');
  return row.value;
}
