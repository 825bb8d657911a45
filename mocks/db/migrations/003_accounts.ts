import type { Migration } from './types';

/**
 * Accounts (issue 3): birthday and confirmation times on members, the outbox of verification messages, the
 * codes themselves, the log of sends for rate limits, and members' letters.
 */
export const accountsMigration: Migration = {
  version: 3,
  name: 'accounts',
  up: `
    ALTER TABLE members ADD COLUMN birthday TEXT;
    ALTER TABLE members ADD COLUMN profile_confirmed_at INTEGER;
    ALTER TABLE members ADD COLUMN phone_bound_at INTEGER;
    ALTER TABLE members ADD COLUMN password_changed_at INTEGER;
    CREATE INDEX members_by_phone ON members (phone, phone_area_code);
    CREATE INDEX members_by_email ON members (email COLLATE NOCASE);

    -- Nothing is really sent (DESIGN.md section 7): every SMS, voice call and e-mail lands here.
    CREATE TABLE outbox (
      id         INTEGER PRIMARY KEY AUTOINCREMENT,
      channel    TEXT NOT NULL CHECK (channel IN ('sms', 'voice', 'email')),
      target     TEXT NOT NULL,
      purpose    TEXT NOT NULL,
      body       TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX outbox_by_target ON outbox (target, id);

    CREATE TABLE verification_codes (
      id          INTEGER PRIMARY KEY AUTOINCREMENT,
      purpose     TEXT NOT NULL CHECK (purpose IN ('reset_password', 'new_device', 'bind_phone')),
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
    CREATE INDEX verification_codes_by_member ON verification_codes (member_id, purpose, target);

    -- Every accepted send request, whether or not a code went out, so that limits answer alike for all.
    CREATE TABLE code_sends (
      id         INTEGER PRIMARY KEY AUTOINCREMENT,
      target     TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX code_sends_by_target ON code_sends (target, created_at);

    CREATE TABLE letters (
      id         INTEGER PRIMARY KEY AUTOINCREMENT,
      member_id  INTEGER NOT NULL REFERENCES members (id),
      scope      TEXT NOT NULL CHECK (scope IN ('broadcast', 'member')),
      category   TEXT NOT NULL CHECK (category IN ('notice', 'activity', 'bulletin', 'match', 'fd', 'feedback')),
      title      TEXT NOT NULL,
      content    TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      read_at    INTEGER,
      deleted_at INTEGER
    );
    CREATE INDEX letters_by_member ON letters (member_id, read_at);
  `,
};
