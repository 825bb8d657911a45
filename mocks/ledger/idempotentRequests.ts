import { createHash, randomUUID } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import { Code } from '@src/contract';
import { ApiError } from '../http/apiError';

/** What a member is told when an idempotency key comes back with another body, or while its first call runs. */
export const IdempotencyMessage = {
  keyReused: '该幂等键已用于另一笔请求',
  inFlight: '请求处理中，请勿重复提交',
} as const;

/**
 * An in-flight claim older than this is taken to be abandoned by a process that died while running it: the next
 * call with the same key and body runs the work again (until then it answers 6011). The work must therefore be
 * idempotent by itself (its ledger movements keyed by the request's key), so that a second run after a crash
 * finds the movement the first one committed and answers the same.
 */
export const ABANDONED_IN_FLIGHT_MS = 60_000;

/** The saved answer: the work's value, or the ApiError it refused with. */
type SavedAnswer = { ok: true; value: unknown } | { ok: false; code: number; message: string; data: unknown };

interface RequestRow {
  body_hash: string;
  state: 'in_flight' | 'done';
  answer: string | null;
  created_at: number;
  claim: string | null;
}

type Claim = { kind: 'claimed'; claim: string } | { kind: 'saved'; answer: SavedAnswer };

/**
 * Idempotent HTTP money calls (issue 14): `run` does the work once per (member, scope, key) and saves its answer,
 * a value or an ApiError, which a repeat with the same body gets again. The claim is taken (one row inserted)
 * before anything is checked, so two concurrent calls cannot both run. Another body under the same key answers
 * 6009; a repeat while the first call runs answers 6011 (see ABANDONED_IN_FLIGHT_MS for a claim left by a crash).
 * Any other failure of the work (not an ApiError) releases the key, the work having rolled back, so a retry
 * runs it again. Answers are saved as JSON: the work returns wire data (money as strings, never bigint).
 */
export class IdempotentRequests {
  private readonly select: Statement<[number, string, string], RequestRow>;
  private readonly insert: Statement<[number, string, string, string, number, string]>;
  private readonly takeOver: Statement<[number, string, number, string, string, string]>;
  private readonly save: Statement<[string, number, string, string, string]>;
  private readonly release: Statement<[number, string, string, string]>;

  constructor(
    private readonly db: Database,
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.select = db.prepare(
      `SELECT body_hash, state, answer, created_at, claim FROM idempotent_requests
        WHERE member_id = ? AND scope = ? AND idempotency_key = ?`,
    );
    this.insert = db.prepare(
      `INSERT INTO idempotent_requests (member_id, scope, idempotency_key, body_hash, state, answer, created_at, claim)
       VALUES (?, ?, ?, ?, 'in_flight', NULL, ?, ?)`,
    );
    this.takeOver = db.prepare(
      `UPDATE idempotent_requests SET created_at = ?, claim = ?
        WHERE member_id = ? AND scope = ? AND idempotency_key = ? AND state = 'in_flight' AND claim = ?`,
    );
    this.save = db.prepare(
      `UPDATE idempotent_requests SET state = 'done', answer = ?
        WHERE member_id = ? AND scope = ? AND idempotency_key = ? AND state = 'in_flight' AND claim = ?`,
    );
    this.release = db.prepare(
      `DELETE FROM idempotent_requests
        WHERE member_id = ? AND scope = ? AND idempotency_key = ? AND state = 'in_flight' AND claim = ?`,
    );
  }

  async run<T>(memberId: number, scope: string, key: string, body: unknown, work: () => T | Promise<T>): Promise<T> {
    const claim = this.claim(memberId, scope, key, hashBody(body));
    if (claim.kind === 'saved') return answer(claim.answer) as T;
    let saved: SavedAnswer;
    try {
      saved = { ok: true, value: await work() };
    } catch (error) {
      if (!(error instanceof ApiError)) {
        this.release.run(memberId, scope, key, claim.claim);
        throw error;
      }
      saved = { ok: false, code: error.code, message: error.message, data: error.data };
    }
    this.finish(memberId, scope, key, claim.claim, saved);
    return answer(saved) as T;
  }

  /** Saves the answer under the claim (a claim taken over after ABANDONED_IN_FLIGHT_MS saves nothing). */
  private finish(memberId: number, scope: string, key: string, claim: string, saved: SavedAnswer): void {
    let json: string;
    try {
      json = JSON.stringify(saved);
    } catch (error) {
      this.release.run(memberId, scope, key, claim);
      throw new Error('an idempotent answer must be JSON data (money as strings, not bigint)', { cause: error });
    }
    this.save.run(json, memberId, scope, key, claim);
  }

  /** Takes the key for this call, or finds the saved answer; throws 6009 / 6011 otherwise. */
  private claim(memberId: number, scope: string, key: string, bodyHash: string): Claim {
    return this.db
      .transaction((): Claim => {
        const now = this.clock();
        const claim = randomUUID();
        const row = this.select.get(memberId, scope, key);
        if (!row) {
          this.insert.run(memberId, scope, key, bodyHash, now, claim);
          return { kind: 'claimed', claim };
        }
        if (row.body_hash !== bodyHash) throw new ApiError(Code.DataExists, IdempotencyMessage.keyReused);
        if (row.state === 'done' && row.answer !== null) {
          return { kind: 'saved', answer: JSON.parse(row.answer) as SavedAnswer };
        }
        if (now - row.created_at < ABANDONED_IN_FLIGHT_MS || row.claim === null) {
          throw new ApiError(Code.FrequentSubmission, IdempotencyMessage.inFlight);
        }
        this.takeOver.run(now, claim, memberId, scope, key, row.claim);
        return { kind: 'claimed', claim };
      })
      .immediate();
  }
}

function answer(saved: SavedAnswer): unknown {
  if (saved.ok) return saved.value;
  throw new ApiError(saved.code, saved.message, saved.data);
}

/** sha256 of the body as JSON with every object's keys sorted, so key order does not make another body. */
export function hashBody(body: unknown): string {
  const canonical = JSON.stringify(body ?? null, (_key, value: unknown) => {
    if (typeof value === 'bigint') return `${value.toString()}n`;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries);
  });
  return createHash('sha256').update(canonical).digest('hex');
}
