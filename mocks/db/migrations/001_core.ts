import type { Migration } from './types';

/** Site content, members, their devices and sessions, and server secrets. */
export const coreMigration: Migration = {
  version: 1,
  name: 'core',
  up: `
    CREATE TABLE server_secrets (
      name       TEXT PRIMARY KEY,
      value      TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );

    CREATE TABLE site_config (
      id                   INTEGER PRIMARY KEY CHECK (id = 1),
      site_id              TEXT NOT NULL,
      title                TEXT NOT NULL,
      h5_domain_url        TEXT NOT NULL,
      kaptchcate           INTEGER NOT NULL CHECK (kaptchcate IN (0, 1)),
      deposit_enabled      INTEGER NOT NULL CHECK (deposit_enabled IN (0, 1)),
      edition_switch       INTEGER NOT NULL CHECK (edition_switch IN (0, 1)),
      register_enabled     INTEGER NOT NULL CHECK (register_enabled IN (0, 1)),
      customer_service_url TEXT NOT NULL
    );

    CREATE TABLE navigation_items (
      id   INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      path TEXT NOT NULL,
      icon TEXT NOT NULL,
      sort INTEGER NOT NULL
    );

    CREATE TABLE sponsor_items (
      id       INTEGER PRIMARY KEY,
      title    TEXT NOT NULL,
      subtitle TEXT NOT NULL,
      content  TEXT NOT NULL,
      image    TEXT NOT NULL,
      link     TEXT NOT NULL,
      sort     INTEGER NOT NULL
    );

    CREATE TABLE country_areas (
      id        INTEGER PRIMARY KEY,
      area_name TEXT NOT NULL,
      area_code TEXT NOT NULL UNIQUE,
      regex     TEXT NOT NULL,
      sort      INTEGER NOT NULL
    );

    CREATE TABLE venues (
      en_name  TEXT PRIMARY KEY,
      name     TEXT NOT NULL,
      category TEXT NOT NULL CHECK (category IN ('TY', 'DZ', 'ZR', 'CP', 'QP', 'DJ', 'BY')),
      sort     INTEGER NOT NULL,
      status   TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'maintenance'))
    );

    CREATE TABLE members (
      id              INTEGER PRIMARY KEY AUTOINCREMENT,
      username        TEXT NOT NULL UNIQUE COLLATE NOCASE,
      password_hash   TEXT NOT NULL,
      phone_area_code TEXT,
      phone           TEXT,
      real_name       TEXT,
      email           TEXT,
      vip_level       INTEGER NOT NULL DEFAULT 0,
      register_ip     TEXT NOT NULL DEFAULT '',
      register_domain TEXT NOT NULL DEFAULT '',
      r_code          TEXT NOT NULL DEFAULT '',
      i_code          TEXT NOT NULL DEFAULT '',
      created_at      INTEGER NOT NULL
    );
    -- Member ids start at 10001 (they are shown to members).
    INSERT INTO sqlite_sequence (name, seq) VALUES ('members', 10000);

    CREATE TABLE member_devices (
      member_id     INTEGER NOT NULL REFERENCES members (id),
      device_id     TEXT NOT NULL,
      ip            TEXT NOT NULL,
      first_seen_at INTEGER NOT NULL,
      last_seen_at  INTEGER NOT NULL,
      login_count   INTEGER NOT NULL DEFAULT 1,
      PRIMARY KEY (member_id, device_id, ip)
    );

    CREATE TABLE sessions (
      jti        TEXT PRIMARY KEY,
      member_id  INTEGER NOT NULL REFERENCES members (id),
      device_id  TEXT NOT NULL,
      ip         TEXT NOT NULL,
      issued_at  INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      revoked_at INTEGER
    );
    CREATE INDEX sessions_by_member ON sessions (member_id);
  `,
};
