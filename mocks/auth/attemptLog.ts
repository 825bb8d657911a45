import type { Database, Statement } from 'better-sqlite3';

/** Expired rows are deleted at most this often (on the next write after it). */
export const PRUNE_EVERY_MS = 60_000;

/** Attempt rows live this long at least, so a window may never outlast its rows. */
const MIN_KEEP_MS = 60_000;

/**
 * Counted attempts in the database (`auth_attempts`), so that a restart forgets no lockout. An attempt is taken
 * before the slow or guessable check it guards, never counted after it: better-sqlite3 is synchronous, so the
 * count and the insert of one `take` cannot interleave with another request's, and parallel guesses are refused
 * once the limit is reached, whatever their checks answer later.
 */
export class AttemptLog {
  private readonly insert: Statement<[string, string, number, number]>;
  private readonly countSince: Statement<[string, string, number], number>;
  private readonly remove: Statement<[number]>;
  private readonly removeKey: Statement<[string, string]>;
  private readonly removeExpired: Statement<[number]>;
  private readonly nthNewestSince: Statement<[string, string, number, number], number>;
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Database,
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.insert = db.prepare('INSERT INTO auth_attempts (scope, key, at, expires_at) VALUES (?, ?, ?, ?)');
    this.countSince = db
      .prepare<[string, string, number], number>(
        'SELECT COUNT(*) FROM auth_attempts WHERE scope = ? AND key = ? AND at > ?',
      )
      .pluck();
    this.remove = db.prepare('DELETE FROM auth_attempts WHERE id = ?');
    this.removeKey = db.prepare('DELETE FROM auth_attempts WHERE scope = ? AND key = ?');
    this.removeExpired = db.prepare('DELETE FROM auth_attempts WHERE expires_at <= ?');
    this.nthNewestSince = db
      .prepare<[string, string, number, number], number>(
        'SELECT at FROM auth_attempts WHERE scope = ? AND key = ? AND at > ? ORDER BY at DESC, id DESC LIMIT 1 OFFSET ?',
      )
      .pluck();
  }

  /** The attempts of one kind (`scope`): at most `limit` per key within `windowMs`. */
  window(scope: string, limit: number, windowMs: number): AttemptWindow {
    return new AttemptWindow(this, scope, limit, windowMs);
  }

  /** Runs `work` in one immediate transaction (taking attempts of several windows at once). */
  atomically<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }

  /** @internal AttemptWindow's storage. */
  takeIn(scope: string, key: string, limit: number, windowMs: number): number | null {
    const now = this.clock();
    return this.atomically(() => {
      this.pruneNow(now);
      if ((this.countSince.get(scope, key, now - windowMs) ?? 0) >= limit) return null;
      return Number(this.insert.run(scope, key, now, now + Math.max(windowMs, MIN_KEEP_MS)).lastInsertRowid);
    });
  }

  /** @internal */
  countIn(scope: string, key: string, windowMs: number): number {
    return this.countSince.get(scope, key, this.clock() - windowMs) ?? 0;
  }

  /** @internal */
  freeAtIn(scope: string, key: string, limit: number, windowMs: number): number | null {
    const now = this.clock();
    // The limit-th newest attempt in the window is the one whose leaving frees a place.
    const blocking = this.nthNewestSince.get(scope, key, now - windowMs, limit - 1);
    return blocking === undefined ? null : blocking + windowMs;
  }

  /** @internal */
  release(id: number): void {
    this.remove.run(id);
  }

  /** @internal */
  clearIn(scope: string, key: string): void {
    this.removeKey.run(scope, key);
  }

  /** Deletes the rows whose window has passed (also done by `take`, at most once a minute). */
  prune(): void {
    this.lastPrune = Number.NEGATIVE_INFINITY;
    this.pruneNow(this.clock());
  }

  private pruneNow(now: number): void {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    this.removeExpired.run(now);
  }
}

/** One kind of counted attempt: a sliding window of `limit` attempts per key, kept in the database. */
export class AttemptWindow {
  constructor(
    private readonly log: AttemptLog,
    readonly scope: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Takes one attempt unless the key already has `limit` in the window: its id, or null when refused. */
  take(key: string): number | null {
    return this.log.takeIn(this.scope, key, this.limit, this.windowMs);
  }

  /** How many attempts the key has in the window. */
  count(key: string): number {
    return this.log.countIn(this.scope, key, this.windowMs);
  }

  /** When the key may take an attempt again (epoch ms), or null when it may now. */
  freeAt(key: string): number | null {
    return this.log.freeAtIn(this.scope, key, this.limit, this.windowMs);
  }

  /** Gives one taken attempt back: it turned out not to count (a success). */
  release(id: number): void {
    this.log.release(id);
  }

  /** Forgets every attempt of the key (a success that ends a run of failures). */
  clear(key: string): void {
    this.log.clearIn(this.scope, key);
  }
}
