import type { Migration } from './types';

/**
 * Issue 14, cards and the withdrawal password:
 * - `withdrawal_passwords`: one scrypt hash per member (wrong tries are counted in auth_attempts).
 * - `member_cards`: bank cards, virtual-coin addresses and Alipay accounts. A deleted card keeps its row
 *   (deleted_at) so the withdrawals that went to it still name it; a live one is unique per member and account.
 * - verification_codes is rebuilt (SQLite cannot change a CHECK in place) to allow the purpose
 *   'reset_withdrawal_password'.
 */
export const cardsMigration: Migration = {
  version: 11,
  name: 'cards and withdrawal password',
  up: `
    CREATE TABLE withdrawal_passwords (
      member_id     INTEGER PRIMARY KEY REFERENCES members (id),
      password_hash TEXT NOT NULL,
      created_at    INTEGER NOT NULL,
      updated_at    INTEGER NOT NULL
    );

    CREATE TABLE member_cards (
      id         INTEGER PRIMARY KEY AUTOINCREMENT,
      member_id  INTEGER NOT NULL REFERENCES members (id),
      kind       TEXT NOT NULL CHECK (kind IN ('bank', 'virtual', 'alipay')),
      -- bank: the bank's code; virtual: the network (TRC20, ERC20); alipay: 'ALIPAY'.
      provider   TEXT NOT NULL,
      account    TEXT NOT NULL,
      holder     TEXT NOT NULL,
      branch     TEXT NOT NULL DEFAULT '',
      created_at INTEGER NOT NULL,
      deleted_at INTEGER
    );
    CREATE INDEX member_cards_by_member ON member_cards (member_id, kind);
    CREATE UNIQUE INDEX member_cards_live_account ON member_cards (member_id, kind, account) WHERE deleted_at IS NULL;

    CREATE TABLE verification_codes_new (
      id          INTEGER PRIMARY KEY AUTOINCREMENT,
      purpose     TEXT NOT NULL CHECK (purpose IN ('reset_password', 'new_device', 'bind_phone', 'bind_email',
                                                   'reset_withdrawal_password')),
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
      SELECT id, purpose, member_id, channel, target, device_id, code_hash, created_at, expires_at, attempts,
             verified_at, spent_at
        FROM verification_codes;
    DROP TABLE verification_codes;
    ALTER TABLE verification_codes_new RENAME TO verification_codes;
    CREATE INDEX verification_codes_by_member ON verification_codes (member_id, purpose, target);
  `,
};
