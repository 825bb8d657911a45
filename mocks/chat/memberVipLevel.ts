import type { Database, Statement } from 'better-sqlite3';

/**
 * A member's VIP level from the core `members` table (mocks/db migration 001). 0 when the member is not
 * there or the table does not exist (a chat server attached to a bare database, as in the chat's own tests).
 */
export function memberVipLevelReader(db: Database): (userId: string) => number {
  let statement: Statement<[number], { vip_level: number }> | null | undefined;
  return (userId) => {
    if (statement === undefined) {
      const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'members'").get();
      statement = table ? db.prepare('SELECT vip_level FROM members WHERE id = ?') : null;
    }
    const id = Number(userId);
    if (!statement || !Number.isSafeInteger(id)) return 0;
    return statement.get(id)?.vip_level ?? 0;
  };
}
