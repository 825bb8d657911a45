import type { Migration } from './types';

/**
 * Members' feedback (spec 7.1 user/feedback/*) and customer service's reply to it. A deleted feedback is kept
 * (deleted_at) so it still counts towards the hourly limit.
 */
export const feedbackMigration: Migration = {
  version: 6,
  name: 'feedback',
  up: `
    CREATE TABLE feedback (
      id            INTEGER PRIMARY KEY AUTOINCREMENT,
      member_id     INTEGER NOT NULL REFERENCES members (id),
      type          TEXT NOT NULL
                    CHECK (type IN ('suggestion', 'deposit', 'withdrawal', 'game', 'account', 'complaint', 'other')),
      content       TEXT NOT NULL,
      created_at    INTEGER NOT NULL,
      reply         TEXT,
      replied_at    INTEGER,
      reply_read_at INTEGER,
      deleted_at    INTEGER
    );
    CREATE INDEX feedback_by_member ON feedback (member_id, created_at);
    -- What the automatic first answer still owes, found on start.
    CREATE INDEX feedback_unanswered ON feedback (created_at) WHERE reply IS NULL AND deleted_at IS NULL;
  `,
};
