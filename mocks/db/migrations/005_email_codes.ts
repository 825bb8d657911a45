import type { Migration } from './types';

/**
 * Codes for binding an e-mail get a purpose of their own. SQLite cannot change a CHECK in place, so
 * verification_codes is rebuilt with 'bind_email' allowed (the SQLite table-rebuild procedure), and the e-mail
 * codes stored under bind_phone before it are moved to it.
 */
export const emailCodesMigration: Migration = {
  version: 5,
  name: 'email codes',
  up: `
    CREATE TABLE verification_codes_new (
      id          INTEGER PRIMARY KEY AUTOINCREMENT,
      purpose     TEXT NOT NULL CHECK (purpose IN ('reset_password', 'new_device', 'bind_phone', 'bind_email')),
      member_id   INTEGER NOT NULL REFERENCES members (id),
      channel     TEXT NOT NULL CHECK (channel IN ('sms', 'voice', 'email')),
      target      TEXT NOT NULL,
      device_id   TEXT NOT NULL DEFAULT '',
      code_hash   TEXT NOT NULL,
      created_at  INTEGER NOT NULL,
      expires_at  INTEGER NOT NULL,
      attempts    INTEGER NOT NULL DEFAULT 0,
      verified_at INTEGER,
      spent_at    INTEGER
    );
    INSERT INTO verification_codes_new
      SELECT id, CASE WHEN purpose = 'bind_phone' AND channel = 'email' THEN 'bind_email' ELSE purpose END,
             member_id, channel, target, device_id, code_hash, created_at, expires_at, attempts, verified_at, spent_at
        FROM verification_codes;
    DROP TABLE verification_codes;
    ALTER TABLE verification_codes_new RENAME TO verification_codes;
    CREATE INDEX verification_codes_by_member ON verification_codes (member_id, purpose, target);
  `,
};
