import type { Database, Statement } from 'better-sqlite3';
import { PRUNE_EVERY_MS, type AttemptLog, type AttemptWindow } from './attemptLog';

/** How long a risky login's verification may take, from the 602x answer to the login with the code. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
/** spec 4: register success, then auto-login with kaptchcate 99, within this time, from the same device. */
export const AUTO_LOGIN_WINDOW_MS = 60_000;
/** Wrong phone completions a member may make in an hour before 6034. */
export const COMPLETION_FAILURES_PER_HOUR = 5;
/** Device ids are kept to this length (as sessions keep them). */
const DEVICE_ID_MAX = 200;

interface Challenge {
  expiresAt: number;
  completed: boolean;
}

type ChallengeKind = 'new_device' | 'auto_login';

/**
 * The short-lived state of new-device verification and of auto-login after registering, per member and device,
 * in the database (`login_challenges`), so that a restart neither forgets nor replays it; wrong phone
 * completions are counted attempts. Expired rows are pruned.
 */
export class LoginChallenges {
  private readonly upsert: Statement<[number, string, ChallengeKind, number]>;
  private readonly select: Statement<
    [number, string, ChallengeKind],
    { expires_at: number; completed: number }
  >;
  private readonly markCompleted: Statement<[number, string, number]>;
  private readonly remove: Statement<[number, string, ChallengeKind], { expires_at: number }>;
  private readonly removeExpired: Statement<[number]>;
  private readonly completionFailures: AttemptWindow;
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(
    db: Database,
    attempts: AttemptLog,
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.upsert = db.prepare(
      `INSERT INTO login_challenges (member_id, device_id, kind, completed, expires_at) VALUES (?, ?, ?, 0, ?)
       ON CONFLICT (member_id, device_id, kind) DO UPDATE SET completed = 0, expires_at = excluded.expires_at`,
    );
    this.select = db.prepare(
      'SELECT expires_at, completed FROM login_challenges WHERE member_id = ? AND device_id = ? AND kind = ?',
    );
    this.markCompleted = db.prepare(
      `UPDATE login_challenges SET completed = 1
        WHERE member_id = ? AND device_id = ? AND kind = 'new_device' AND expires_at >= ?`,
    );
    this.remove = db.prepare(
      'DELETE FROM login_challenges WHERE member_id = ? AND device_id = ? AND kind = ? RETURNING expires_at',
    );
    this.removeExpired = db.prepare('DELETE FROM login_challenges WHERE expires_at < ?');
    this.completionFailures = attempts.window(
      'new_device:phone_completion',
      COMPLETION_FAILURES_PER_HOUR,
      60 * 60_000,
    );
  }

  /** A login answered 602x: the member may now complete the phone and ask for a code from this device. */
  open(memberId: number, deviceId: string): void {
    this.pruneIfDue();
    this.upsert.run(memberId, device(deviceId), 'new_device', this.clock() + CHALLENGE_TTL_MS);
  }

  /** The open challenge of a member on a device, or null when none or expired. */
  find(memberId: number, deviceId: string): Challenge | null {
    const row = this.select.get(memberId, device(deviceId), 'new_device');
    if (!row || row.expires_at < this.clock()) return null;
    return { expiresAt: row.expires_at, completed: row.completed === 1 };
  }

  complete(memberId: number, deviceId: string): void {
    this.markCompleted.run(memberId, device(deviceId), this.clock());
  }

  close(memberId: number, deviceId: string): void {
    this.remove.get(memberId, device(deviceId), 'new_device');
  }

  /**
   * Takes one phone completion of a member before the typed number is compared (give it back with
   * `completionRight`); null (6034) when 5 wrong ones were made within the hour.
   */
  takeCompletion(memberId: number): number | null {
    return this.completionFailures.take(String(memberId));
  }

  /** The completion was right: it does not count as a wrong one. */
  completionRight(attempt: number): void {
    this.completionFailures.release(attempt);
  }

  grantAutoLogin(memberId: number, deviceId: string): void {
    this.pruneIfDue();
    this.upsert.run(memberId, device(deviceId), 'auto_login', this.clock() + AUTO_LOGIN_WINDOW_MS);
  }

  /** Spends the auto-login grant of a member on a device; false when there is none or it ran out. */
  takeAutoLogin(memberId: number, deviceId: string): boolean {
    const row = this.remove.get(memberId, device(deviceId), 'auto_login');
    return row !== undefined && this.clock() <= row.expires_at;
  }

  /** Deletes the challenges and grants that have run out. */
  prune(): void {
    this.lastPrune = this.clock();
    this.removeExpired.run(this.lastPrune);
  }

  private pruneIfDue(): void {
    if (this.clock() - this.lastPrune >= PRUNE_EVERY_MS) this.prune();
  }
}

const device = (deviceId: string) => deviceId.slice(0, DEVICE_ID_MAX);
