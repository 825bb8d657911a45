import type { Database, Statement } from 'better-sqlite3';
import type { CaptchaPurposeValue } from '@src/contract';
import { PRUNE_EVERY_MS } from './attemptLog';

export interface SliderEntry {
  kind: 'slider';
  purpose: CaptchaPurposeValue;
  x: number;
  y: number;
  genTime: string;
  issuedAt: number;
  expiresAt: number;
}
export interface PassEntry {
  kind: 'pass';
  purpose: CaptchaPurposeValue;
  tokenHash: Buffer;
  expiresAt: number;
}
export interface PictureEntry {
  kind: 'picture';
  purpose: CaptchaPurposeValue | undefined;
  text: string;
  expiresAt: number;
}
export type CaptchaEntry = SliderEntry | PassEntry | PictureEntry;

interface Row {
  kind: CaptchaEntry['kind'];
  purpose: number | null;
  x: number | null;
  y: number | null;
  gen_time: string | null;
  token_hash: Buffer | null;
  text: string | null;
  issued_at: number;
  expires_at: number;
}

const COLUMNS = 'kind, purpose, x, y, gen_time, token_hash, text, issued_at, expires_at';

/**
 * Outstanding captchas and passes in the database (`captcha_challenges`), so a restart neither forgets nor
 * revives one. `take` deletes as it reads: every challenge and pass is spent by its first use, whatever that
 * use answers. Expired rows are pruned, and past `maxEntries` the oldest go first.
 */
export class CaptchaStore {
  private readonly insert: Statement<
    [
      string,
      string,
      number | null,
      number | null,
      number | null,
      string | null,
      Buffer | null,
      string | null,
      number,
      number,
    ]
  >;
  private readonly remove: Statement<[string], Row>;
  private readonly select: Statement<[string], Row>;
  private readonly removeExpired: Statement<[number]>;
  private readonly count: Statement<[], number>;
  private readonly removeOldest: Statement<[number]>;
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(
    db: Database,
    private readonly clock: () => number,
    private readonly maxEntries: number,
  ) {
    this.insert = db.prepare(
      `INSERT OR REPLACE INTO captcha_challenges (id, ${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.remove = db.prepare(`DELETE FROM captcha_challenges WHERE id = ? RETURNING ${COLUMNS}`);
    this.select = db.prepare(`SELECT ${COLUMNS} FROM captcha_challenges WHERE id = ?`);
    this.removeExpired = db.prepare('DELETE FROM captcha_challenges WHERE expires_at < ?');
    this.count = db.prepare<[], number>('SELECT COUNT(*) FROM captcha_challenges').pluck();
    this.removeOldest = db.prepare(
      'DELETE FROM captcha_challenges WHERE rowid IN (SELECT rowid FROM captcha_challenges ORDER BY issued_at, rowid LIMIT ?)',
    );
  }

  put(id: string, entry: CaptchaEntry): void {
    this.pruneIfDue();
    const now = this.clock();
    switch (entry.kind) {
      case 'slider':
        this.insert.run(
          id,
          'slider',
          entry.purpose,
          entry.x,
          entry.y,
          entry.genTime,
          null,
          null,
          entry.issuedAt,
          entry.expiresAt,
        );
        return;
      case 'pass':
        this.insert.run(
          id,
          'pass',
          entry.purpose,
          null,
          null,
          null,
          entry.tokenHash,
          null,
          now,
          entry.expiresAt,
        );
        return;
      case 'picture':
        this.insert.run(
          id,
          'picture',
          entry.purpose ?? null,
          null,
          null,
          null,
          null,
          entry.text,
          now,
          entry.expiresAt,
        );
    }
  }

  /** Reads and deletes an entry in one statement: the first use spends it. */
  take(id: string): CaptchaEntry | undefined {
    const row = this.remove.get(id);
    return row && toEntry(row);
  }

  /** Reads an entry without spending it (the dev API's answer of a challenge). */
  peek(id: string): CaptchaEntry | undefined {
    const row = this.select.get(id);
    return row && toEntry(row);
  }

  /** Deletes expired entries, then the oldest past the cap. */
  prune(): void {
    this.lastPrune = this.clock();
    this.removeExpired.run(this.lastPrune);
    const excess = (this.count.get() ?? 0) - this.maxEntries;
    if (excess > 0) this.removeOldest.run(excess);
  }

  private pruneIfDue(): void {
    if (this.clock() - this.lastPrune >= PRUNE_EVERY_MS) this.prune();
  }
}

function toEntry(row: Row): CaptchaEntry | undefined {
  const purpose = (row.purpose ?? undefined) as CaptchaPurposeValue | undefined;
  switch (row.kind) {
    case 'slider':
      if (purpose === undefined || row.x === null || row.y === null || row.gen_time === null)
        return undefined;
      return {
        kind: 'slider',
        purpose,
        x: row.x,
        y: row.y,
        genTime: row.gen_time,
        issuedAt: row.issued_at,
        expiresAt: row.expires_at,
      };
    case 'pass':
      if (purpose === undefined || row.token_hash === null) return undefined;
      return { kind: 'pass', purpose, tokenHash: row.token_hash, expiresAt: row.expires_at };
    case 'picture':
      if (row.text === null) return undefined;
      return { kind: 'picture', purpose, text: row.text, expiresAt: row.expires_at };
  }
}
