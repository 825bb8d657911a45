import type { Database, Statement } from 'better-sqlite3';
import { Code, FEEDBACKS_PER_HOUR, FeedbackMessage, type Feedback, type FeedbackType } from '@src/contract';
import { timeoutSchedule, type Schedule } from '../schedule';
import { ApiError } from '../http/apiError';

/** How long after a feedback the automatic first answer comes, by default (env FEEDBACK_REPLY_MS). */
export const DEFAULT_FEEDBACK_REPLY_MS = 30_000;

const HOUR_MS = 3600_000;

/** The type as the feedback form names it (src/mine/feedback's labels). */
export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  suggestion: '功能建议',
  deposit: '存款问题',
  withdrawal: '取款问题',
  game: '游戏问题',
  account: '账户问题',
  complaint: '投诉',
  other: '其他',
};

/** Customer service's automatic first answer: the feedback has arrived and a person will follow it up. */
export function acknowledgement(type: FeedbackType): string {
  return `您好，您反馈的“${FEEDBACK_TYPE_LABELS[type]}”已收到，客服专员会尽快核实处理，处理结果将在此回复。感谢您的支持！`;
}

export interface FeedbackPage {
  list: Feedback[];
  /** The member's feedback, deleted ones left out, on every page. */
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface FeedbackDeskDeps {
  db: Database;
  clock?: () => number;
  /** Delay of the automatic first answer; 0 turns it off. */
  replyAfterMs?: number;
  /** How the automatic answers are timed (tests pass their own). */
  schedule?: Schedule;
  /** A failed automatic answer (the process goes on; the next start answers it). */
  onError?: (error: unknown, feedbackId: number) => void;
}

interface FeedbackRow {
  id: number;
  type: FeedbackType;
  content: string;
  created_at: number;
  reply: string | null;
  replied_at: number | null;
  reply_read_at: number | null;
}

const COLUMNS = 'id, type, content, created_at, reply, replied_at, reply_read_at';

/**
 * Members' feedback (spec 7.1 user/feedback/*) and customer service's side of it: replies by hand (the dev API)
 * and an automatic first answer some time after each feedback. Unanswered feedback survives a restart:
 * `recover` answers it on start.
 */
export class FeedbackDesk {
  private readonly db: Database;
  private readonly clock: () => number;
  private readonly replyAfterMs: number;
  private readonly schedule: Schedule;
  private readonly onError: (error: unknown, feedbackId: number) => void;
  /** Pending automatic answers, by feedback id. */
  private readonly timers = new Map<number, () => void>();
  private readonly stmt: {
    insert: Statement<[number, FeedbackType, string, number]>;
    sentSince: Statement<[number, number], number>;
    page: Statement<[number, number, number], FeedbackRow>;
    count: Statement<[number], number>;
    own: Statement<[number, number], FeedbackRow>;
    readReply: Statement<[number, number, number]>;
    remove: Statement<[number, number, number]>;
    unread: Statement<[number], number>;
    reply: Statement<[string, number, number]>;
    firstReply: Statement<[string, number, number]>;
    typeOf: Statement<[number], FeedbackType>;
    unanswered: Statement<[], { id: number; created_at: number }>;
  };

  constructor(deps: FeedbackDeskDeps) {
    const db = deps.db;
    this.db = db;
    this.clock = deps.clock ?? (() => Date.now());
    this.replyAfterMs = deps.replyAfterMs ?? DEFAULT_FEEDBACK_REPLY_MS;
    this.schedule = deps.schedule ?? timeoutSchedule;
    this.onError = deps.onError ?? (() => undefined);
    const live = 'deleted_at IS NULL';
    this.stmt = {
      insert: db.prepare('INSERT INTO feedback (member_id, type, content, created_at) VALUES (?, ?, ?, ?)'),
      // Deleted feedback counts too: deleting is no way round the limit.
      sentSince: db
        .prepare<[number, number], number>(
          'SELECT COUNT(*) FROM feedback WHERE member_id = ? AND created_at > ?',
        )
        .pluck(),
      page: db.prepare(
        `SELECT ${COLUMNS} FROM feedback WHERE member_id = ? AND ${live}
          ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      ),
      count: db
        .prepare<[number], number>(`SELECT COUNT(*) FROM feedback WHERE member_id = ? AND ${live}`)
        .pluck(),
      own: db.prepare(`SELECT ${COLUMNS} FROM feedback WHERE id = ? AND member_id = ? AND ${live}`),
      readReply: db.prepare(
        `UPDATE feedback SET reply_read_at = ?
          WHERE id = ? AND member_id = ? AND ${live} AND reply IS NOT NULL AND reply_read_at IS NULL`,
      ),
      remove: db.prepare(`UPDATE feedback SET deleted_at = ? WHERE id = ? AND member_id = ? AND ${live}`),
      unread: db
        .prepare<[number], number>(
          `SELECT COUNT(*) FROM feedback
            WHERE member_id = ? AND ${live} AND reply IS NOT NULL AND reply_read_at IS NULL`,
        )
        .pluck(),
      // A new reply is unread again, whatever was read before.
      reply: db.prepare(
        `UPDATE feedback SET reply = ?, replied_at = ?, reply_read_at = NULL WHERE id = ? AND ${live}`,
      ),
      firstReply: db.prepare(
        `UPDATE feedback SET reply = ?, replied_at = ? WHERE id = ? AND ${live} AND reply IS NULL`,
      ),
      typeOf: db.prepare<[number], FeedbackType>('SELECT type FROM feedback WHERE id = ?').pluck(),
      unanswered: db.prepare(
        `SELECT id, created_at FROM feedback WHERE reply IS NULL AND ${live} ORDER BY created_at, id`,
      ),
    };
  }

  /**
   * spec 7.1 user/feedback/addFeedBack. Refused with 6011 when the member already sent FEEDBACKS_PER_HOUR in
   * the last hour.
   */
  add(memberId: number, type: FeedbackType, content: string, at: number = this.clock()): { id: number } {
    const id = this.db.transaction(() => {
      if ((this.stmt.sentSince.get(memberId, at - HOUR_MS) ?? 0) >= FEEDBACKS_PER_HOUR) {
        throw new ApiError(Code.FrequentSubmission, FeedbackMessage.tooMany);
      }
      return Number(this.stmt.insert.run(memberId, type, content, at).lastInsertRowid);
    })();
    this.scheduleFirstReply(id, this.replyAfterMs);
    return { id };
  }

  /** spec 7.1 user/feedback/getFeedBackList: newest first, deleted ones left out. */
  list(memberId: number, { pageNum, pageSize }: { pageNum: number; pageSize: number }): FeedbackPage {
    const rows = this.stmt.page.all(memberId, pageSize, (pageNum - 1) * pageSize);
    return { list: rows.map(toFeedback), total: this.stmt.count.get(memberId) ?? 0, pageNum, pageSize };
  }

  /** spec 7.1 user/feedback/getFeedbackInfo: the member's own feedback; the reply it holds is read from now on. */
  info(memberId: number, id: number, at: number = this.clock()): Feedback {
    return this.db.transaction(() => {
      this.stmt.readReply.run(at, id, memberId);
      const row = this.stmt.own.get(id, memberId);
      if (!row) throw new ApiError(Code.NotFound, FeedbackMessage.notFound);
      return toFeedback(row);
    })();
  }

  /** spec 7.1 user/feedback/delFeedback: kept, marked deleted; its reply no longer counts as unread. */
  delete(memberId: number, id: number, at: number = this.clock()): void {
    if (this.stmt.remove.run(at, id, memberId).changes === 0) {
      throw new ApiError(Code.NotFound, FeedbackMessage.notFound);
    }
    this.cancel(id);
  }

  /** spec 7.1 user/feedback/unreadNum and spec 3 feedbackUnread: replies the member has not opened. */
  unreadReplies(memberId: number): number {
    return this.stmt.unread.get(memberId) ?? 0;
  }

  /**
   * Customer service answers a feedback (a later answer replaces the earlier one and is unread again).
   * Unknown or deleted feedback: 6004. Returns the time of the reply.
   */
  reply(id: number, text: string, at: number = this.clock()): number {
    if (this.stmt.reply.run(text, at, id).changes === 0) {
      throw new ApiError(Code.NotFound, FeedbackMessage.notFound);
    }
    this.cancel(id);
    return at;
  }

  /** On start: answers feedback whose automatic answer a stop left owing, now or when it falls due. */
  recover(): void {
    if (this.replyAfterMs <= 0) return;
    const now = this.clock();
    for (const { id, created_at } of this.stmt.unanswered.all()) {
      this.scheduleFirstReply(id, created_at + this.replyAfterMs - now);
    }
  }

  /** Cancels pending automatic answers (the next start's `recover` gives them). */
  close(): void {
    for (const cancel of this.timers.values()) cancel();
    this.timers.clear();
  }

  private scheduleFirstReply(id: number, ms: number): void {
    if (this.replyAfterMs <= 0 || this.timers.has(id)) return;
    if (ms <= 0) {
      this.answerFirst(id);
      return;
    }
    this.timers.set(
      id,
      this.schedule(ms, () => {
        this.timers.delete(id);
        this.answerFirst(id);
      }),
    );
  }

  /** Only when no answer came meanwhile and the member has not deleted the feedback. */
  private answerFirst(id: number): void {
    try {
      const type = this.stmt.typeOf.get(id);
      if (type) this.stmt.firstReply.run(acknowledgement(type), this.clock(), id);
    } catch (error) {
      this.onError(error, id);
    }
  }

  private cancel(id: number): void {
    this.timers.get(id)?.();
    this.timers.delete(id);
  }
}

function toFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    createdAt: row.created_at,
    reply: row.reply,
    repliedAt: row.replied_at,
    replyRead: row.reply === null || row.reply_read_at !== null,
  };
}
