import type { Database, Statement } from 'better-sqlite3';
import type { CodeChannel } from '@src/contract';

export interface OutboxMessage {
  id: number;
  channel: CodeChannel;
  target: string;
  purpose: string;
  body: string;
  createdAt: number;
}

export type NewOutboxMessage = Omit<OutboxMessage, 'id' | 'createdAt'>;

interface OutboxRow {
  id: number;
  channel: CodeChannel;
  target: string;
  purpose: string;
  body: string;
  created_at: number;
}

const COLUMNS = 'id, channel, target, purpose, body, created_at';
const MAX_LIST = 200;

/**
 * Where SMS, voice calls and e-mails go instead of the world (DESIGN.md section 7): tests and the dev API read
 * them back. Targets: phones with their area code (`+8613800138000`), e-mails in lower case.
 */
export class Outbox {
  private readonly insert: Statement<[string, string, string, string, number]>;
  private readonly latestFor: Statement<[string], OutboxRow>;
  private readonly listFor: Statement<[string, number], OutboxRow>;
  private readonly listAll: Statement<[number], OutboxRow>;

  constructor(
    db: Database,
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.insert = db.prepare(
      'INSERT INTO outbox (channel, target, purpose, body, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.latestFor = db.prepare(`SELECT ${COLUMNS} FROM outbox WHERE target = ? ORDER BY id DESC LIMIT 1`);
    this.listFor = db.prepare(`SELECT ${COLUMNS} FROM outbox WHERE target = ? ORDER BY id DESC LIMIT ?`);
    this.listAll = db.prepare(`SELECT ${COLUMNS} FROM outbox ORDER BY id DESC LIMIT ?`);
  }

  write(message: NewOutboxMessage): OutboxMessage {
    const createdAt = this.clock();
    const { lastInsertRowid } = this.insert.run(
      message.channel,
      message.target,
      message.purpose,
      message.body,
      createdAt,
    );
    return { ...message, id: Number(lastInsertRowid), createdAt };
  }

  /** The newest message to a target, or null. */
  latest(target: string): OutboxMessage | null {
    const row = this.latestFor.get(target);
    return row ? toMessage(row) : null;
  }

  /** Newest first; every target when none is given. */
  list(target?: string, limit = 50): OutboxMessage[] {
    const capped = Math.max(1, Math.min(limit, MAX_LIST));
    const rows = target === undefined ? this.listAll.all(capped) : this.listFor.all(target, capped);
    return rows.map(toMessage);
  }
}

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    target: row.target,
    purpose: row.purpose,
    body: row.body,
    createdAt: row.created_at,
  };
}
