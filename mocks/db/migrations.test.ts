import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { FEEDBACK_TYPES } from '@src/contract';
import { DATABASE_FILE, openDatabase } from './database';
import { appliedMigrations, migrate } from './migrations';
import { MIGRATIONS, type Migration } from './migrations/index';

const tableNames = (db: BetterSqlite3.Database): string[] =>
  db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .map((row) => row.name);

describe('database migrations', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('build the whole schema from an empty database, in order', () => {
    const db = new BetterSqlite3(':memory:');
    const applied = migrate(db);
    expect(applied.map((m) => m.version)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(appliedMigrations(db)).toEqual(applied);
    expect(tableNames(db)).toEqual(
      expect.arrayContaining(['schema_migrations', 'members', 'sessions', 'member_devices', 'ledger_entries']),
    );
    db.close();
  });

  it('move e-mail bind codes stored under bind_phone to bind_email when the purposes are widened (version 5)', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, MIGRATIONS.filter((m) => m.version < 5));
    const member = Number(
      db.prepare("INSERT INTO members (username, password_hash, created_at) VALUES ('demo09', 'x', 0)").run().lastInsertRowid,
    );
    const insert = db.prepare(
      `INSERT INTO verification_codes (purpose, member_id, channel, target, code_hash, created_at, expires_at)
       VALUES ('bind_phone', ?, ?, ?, 'h', 0, 1)`,
    );
    insert.run(member, 'sms', '13800138000');
    insert.run(member, 'email', 'demo09@example.com');
    migrate(db);
    const rows = db.prepare('SELECT purpose, channel FROM verification_codes ORDER BY id').all();
    expect(rows).toEqual([
      { purpose: 'bind_phone', channel: 'sms' },
      { purpose: 'bind_email', channel: 'email' },
    ]);
    expect(() =>
      db
        .prepare(
          "INSERT INTO verification_codes (purpose, member_id, channel, target, code_hash, created_at, expires_at) VALUES ('other', ?, 'sms', 't', 'h', 0, 1)",
        )
        .run(member),
    ).toThrow(/CHECK/);
    db.close();
  });

  it('keep feedback to the types the contract offers (version 6)', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db);
    const member = Number(
      db.prepare("INSERT INTO members (username, password_hash, created_at) VALUES ('demo09', 'x', 0)").run().lastInsertRowid,
    );
    const insert = db.prepare("INSERT INTO feedback (member_id, type, content, created_at) VALUES (?, ?, '充值没有到账请查一下', 0)");
    for (const type of FEEDBACK_TYPES) insert.run(member, type);
    expect(() => insert.run(member, 'bug')).toThrow(/CHECK/);
    expect(db.prepare('SELECT COUNT(*) FROM feedback WHERE reply IS NULL AND deleted_at IS NULL').pluck().get()).toBe(
      FEEDBACK_TYPES.length,
    );
    db.close();
  });

  it('do nothing when run again', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db);
    const schemaBefore = db.prepare('SELECT sql FROM sqlite_master ORDER BY name').all();
    expect(migrate(db)).toEqual([]);
    expect(db.prepare('SELECT sql FROM sqlite_master ORDER BY name').all()).toEqual(schemaBefore);
    expect(appliedMigrations(db)).toHaveLength(MIGRATIONS.length);
    db.close();
  });

  it('roll a failing migration back completely and keep the ones before it', () => {
    const db = new BetterSqlite3(':memory:');
    const steps: Migration[] = [
      { version: 1, name: 'first', up: 'CREATE TABLE first_table (id INTEGER)' },
      { version: 2, name: 'broken', up: 'CREATE TABLE half_done (id INTEGER); INSERT INTO no_such_table VALUES (1);' },
    ];
    expect(() => migrate(db, steps)).toThrow(/no_such_table/);
    expect(appliedMigrations(db).map((m) => m.name)).toEqual(['first']);
    expect(tableNames(db)).toContain('first_table');
    expect(tableNames(db)).not.toContain('half_done');
    db.close();
  });

  it('refuse a list whose versions do not increase', () => {
    const db = new BetterSqlite3(':memory:');
    const steps: Migration[] = [
      { version: 2, name: 'b', up: 'SELECT 1' },
      { version: 1, name: 'a', up: 'SELECT 1' },
    ];
    expect(() => migrate(db, steps)).toThrow(/increase/);
    db.close();
  });

  it('keep a file database in WAL mode under the data folder, creating the folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sportsbook-db-'));
    dirs.push(dir);
    const dataDir = join(dir, 'nested', 'data');
    const db = openDatabase(dataDir);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.name).toBe(join(dataDir, DATABASE_FILE));
    db.close();

    const reopened = openDatabase(dataDir);
    expect(appliedMigrations(reopened)).toHaveLength(MIGRATIONS.length);
    reopened.close();
  });
});
