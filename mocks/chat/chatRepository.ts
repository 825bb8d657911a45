import type { Database, Statement } from 'better-sqlite3';
import type { ChatMessage, ChatMute, ChatRoomStatus } from '@src/contract';

/** A room as stored; online count and score live in memory. */
export interface StoredRoom {
  rid: string;
  name: string;
  kind: 'lobby' | 'match';
  gameId: string | null;
  status: ChatRoomStatus;
  broadcastBlocked: boolean;
  minVipLevel: number;
  guestsMaySend: boolean;
  destroyed: boolean;
}

export type RoomSettings = Partial<
  Pick<StoredRoom, 'name' | 'status' | 'broadcastBlocked' | 'minVipLevel' | 'guestsMaySend'>
>;

interface RoomRow {
  rid: string;
  name: string;
  kind: 'lobby' | 'match';
  game_id: string | null;
  status: ChatRoomStatus;
  broadcast_blocked: number;
  min_vip_level: number;
  guests_may_send: number;
  destroyed_at: number | null;
}

interface MessageRow {
  id: number;
  rid: string;
  cmid: string;
  user_id: string;
  username: string;
  vip_level: number;
  guest: number;
  text: string;
  sent_at: number;
}

interface MuteRow {
  user_id: string;
  until: number | null;
  reason: string;
}

export type NewChatMessage = Omit<ChatMessage, 'id'>;

/** SQL of the chat tables (chatSchema.ts). Message ids come from AUTOINCREMENT: never reused, always rising. */
export class ChatRepository {
  private readonly selectRoom: Statement<[string], RoomRow>;
  private readonly insertRoom: Statement<[string, string, string, string | null, number, number, number]>;
  private readonly insertMessageStmt: Statement<
    [string, string, string, string, number, number, string, number]
  >;
  private readonly selectByCmid: Statement<[string, string], MessageRow>;
  private readonly selectPage: Statement<
    [string, number | null, number | null, number | null, number | null, number, number],
    MessageRow
  >;
  private readonly countPage: Statement<
    [string, number | null, number | null, number | null, number | null],
    { n: number }
  >;
  private readonly clearStmt: Statement<[string]>;
  private readonly selectMute: Statement<[string], MuteRow>;
  private readonly upsertMute: Statement<[string, number | null, string, number]>;
  private readonly deleteMute: Statement<[string]>;
  private readonly selectExpiredMutes: Statement<[number], MuteRow>;

  constructor(private readonly db: Database) {
    this.selectRoom = db.prepare('SELECT * FROM chat_rooms WHERE rid = ?');
    this.insertRoom = db.prepare(
      `INSERT OR IGNORE INTO chat_rooms (rid, name, kind, game_id, guests_may_send, min_vip_level, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertMessageStmt = db.prepare(
      `INSERT INTO chat_messages (rid, cmid, user_id, username, vip_level, guest, text, sent_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, cmid) DO NOTHING`,
    );
    this.selectByCmid = db.prepare('SELECT * FROM chat_messages WHERE user_id = ? AND cmid = ?');
    const filter = `rid = ? AND cleared = 0 AND (? IS NULL OR sent_at >= ?) AND (? IS NULL OR sent_at <= ?)`;
    this.selectPage = db.prepare(
      `SELECT * FROM chat_messages WHERE ${filter} ORDER BY id DESC LIMIT ? OFFSET ?`,
    );
    this.countPage = db.prepare(`SELECT COUNT(*) AS n FROM chat_messages WHERE ${filter}`);
    this.clearStmt = db.prepare('UPDATE chat_messages SET cleared = 1 WHERE rid = ? AND cleared = 0');
    this.selectMute = db.prepare('SELECT * FROM chat_mutes WHERE user_id = ?');
    this.upsertMute = db.prepare(
      `INSERT INTO chat_mutes (user_id, until, reason, muted_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET until = excluded.until, reason = excluded.reason, muted_at = excluded.muted_at`,
    );
    this.deleteMute = db.prepare('DELETE FROM chat_mutes WHERE user_id = ?');
    this.selectExpiredMutes = db.prepare('SELECT * FROM chat_mutes WHERE until IS NOT NULL AND until <= ?');
  }

  room(rid: string): StoredRoom | null {
    const row = this.selectRoom.get(rid);
    return row ? toRoom(row) : null;
  }

  /** Creates the room unless it exists (destroyed or not); answers what is stored. */
  ensureRoom(
    room: Pick<StoredRoom, 'rid' | 'name' | 'kind' | 'gameId' | 'guestsMaySend' | 'minVipLevel'>,
    now: number,
  ): StoredRoom {
    this.insertRoom.run(
      room.rid,
      room.name,
      room.kind,
      room.gameId,
      room.guestsMaySend ? 1 : 0,
      room.minVipLevel,
      now,
    );
    const stored = this.room(room.rid);
    if (!stored) throw new Error(`chat room ${room.rid} was not stored`);
    return stored;
  }

  updateRoom(rid: string, settings: RoomSettings): void {
    const columns: Record<keyof RoomSettings, string> = {
      name: 'name',
      status: 'status',
      broadcastBlocked: 'broadcast_blocked',
      minVipLevel: 'min_vip_level',
      guestsMaySend: 'guests_may_send',
    };
    const sets: string[] = [];
    const values: (string | number)[] = [];
    for (const key of Object.keys(columns) as (keyof RoomSettings)[]) {
      const value = settings[key];
      if (value === undefined) continue;
      sets.push(`${columns[key]} = ?`);
      values.push(typeof value === 'boolean' ? (value ? 1 : 0) : value);
    }
    if (sets.length === 0) return;
    this.db.prepare(`UPDATE chat_rooms SET ${sets.join(', ')} WHERE rid = ?`).run(...values, rid);
  }

  /** Destroyed: gone for members, history included, until restored. */
  setDestroyed(rid: string, destroyedAt: number | null): void {
    this.db.transaction(() => {
      this.db.prepare('UPDATE chat_rooms SET destroyed_at = ? WHERE rid = ?').run(destroyedAt, rid);
      if (destroyedAt !== null) this.clearStmt.run(rid);
    })();
  }

  clearRoom(rid: string): number {
    return this.clearStmt.run(rid).changes;
  }

  /** Stores a message once per sender and cmid: a repeat answers the stored one with `duplicate`. */
  insertMessage(message: NewChatMessage): { message: ChatMessage; duplicate: boolean } {
    const result = this.insertMessageStmt.run(
      message.rid,
      message.cmid,
      message.userId,
      message.username,
      message.vipLevel,
      message.guest ? 1 : 0,
      message.text,
      message.sentAt,
    );
    if (result.changes === 1)
      return { message: { ...message, id: Number(result.lastInsertRowid) }, duplicate: false };
    const stored = this.selectByCmid.get(message.userId, message.cmid);
    if (!stored) throw new Error('chat message neither inserted nor found');
    return { message: toMessage(stored), duplicate: true };
  }

  messageByCmid(userId: string, cmid: string): ChatMessage | null {
    const row = this.selectByCmid.get(userId, cmid);
    return row ? toMessage(row) : null;
  }

  /** One page, newest first; pageNum counts from 1. */
  history(
    rid: string,
    page: { pageNum: number; pageSize: number; beginTime?: number | undefined; endTime?: number | undefined },
  ): { list: ChatMessage[]; total: number } {
    const begin = page.beginTime ?? null;
    const end = page.endTime ?? null;
    const offset = (page.pageNum - 1) * page.pageSize;
    const rows = this.selectPage.all(rid, begin, begin, end, end, page.pageSize, offset);
    const total = this.countPage.get(rid, begin, begin, end, end)?.n ?? 0;
    return { list: rows.map(toMessage), total };
  }

  muteOf(userId: string): ChatMute | null {
    const row = this.selectMute.get(userId);
    return row ? { muted: true, until: row.until, reason: row.reason } : null;
  }

  mute(userId: string, until: number | null, reason: string, now: number): void {
    this.upsertMute.run(userId, until, reason, now);
  }

  unmute(userId: string): boolean {
    return this.deleteMute.run(userId).changes > 0;
  }

  /** Mutes whose end has passed, removed; answers their members. */
  expireMutes(now: number): string[] {
    const expired = this.selectExpiredMutes.all(now).map((row) => row.user_id);
    for (const userId of expired) this.deleteMute.run(userId);
    return expired;
  }
}

function toRoom(row: RoomRow): StoredRoom {
  return {
    rid: row.rid,
    name: row.name,
    kind: row.kind,
    gameId: row.game_id,
    status: row.status,
    broadcastBlocked: row.broadcast_blocked === 1,
    minVipLevel: row.min_vip_level,
    guestsMaySend: row.guests_may_send === 1,
    destroyed: row.destroyed_at !== null,
  };
}

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    rid: row.rid,
    cmid: row.cmid,
    userId: row.user_id,
    username: row.username,
    vipLevel: row.vip_level,
    guest: row.guest === 1,
    text: row.text,
    sentAt: row.sent_at,
  };
}
