import type { Migration } from './types';

/**
 * Security state that must survive a restart (issue 13): counted attempts (failed logins per name and per client
 * address, wrong current passwords, wrong phone completions, captcha loads per address), outstanding captchas and
 * their passes, and the new-device and auto-login grants. Before this they lived in process memory, so a restart
 * forgot a lockout. Every row carries its expiry and is pruned after it.
 */
export const authStateMigration: Migration = {
  version: 7,
  name: 'auth state',
  up: `
    -- One row per attempt taken (before the slow check, so parallel guesses are counted), kept until expires_at.
    CREATE TABLE auth_attempts (
      id         INTEGER PRIMARY KEY AUTOINCREMENT,
      scope      TEXT NOT NULL,
      key        TEXT NOT NULL,
      at         INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE INDEX auth_attempts_by_key ON auth_attempts (scope, key, at);
    CREATE INDEX auth_attempts_by_expiry ON auth_attempts (expires_at);

    -- Outstanding slider puzzles (lot), their passes (pass: only the SHA-256 of the token) and picture codes (pic).
    CREATE TABLE captcha_challenges (
      id         TEXT PRIMARY KEY,
      kind       TEXT NOT NULL CHECK (kind IN ('slider', 'pass', 'picture')),
      purpose    INTEGER,
      x          INTEGER,
      y          INTEGER,
      gen_time   TEXT,
      token_hash BLOB,
      text       TEXT,
      issued_at  INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE INDEX captcha_challenges_by_expiry ON captcha_challenges (expires_at);

    -- new_device: a correct password from a new device opened verification; auto_login: registered just now.
    CREATE TABLE login_challenges (
      member_id  INTEGER NOT NULL REFERENCES members (id),
      device_id  TEXT NOT NULL,
      kind       TEXT NOT NULL CHECK (kind IN ('new_device', 'auto_login')),
      completed  INTEGER NOT NULL DEFAULT 0,
      expires_at INTEGER NOT NULL,
      PRIMARY KEY (member_id, device_id, kind)
    );
    CREATE INDEX login_challenges_by_expiry ON login_challenges (expires_at);
  `,
};
