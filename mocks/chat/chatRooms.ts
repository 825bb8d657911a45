import {
  CHAT_LOBBY_ROOM,
  ChatText,
  gameIdOfRoom,
  type ChatRoomInfo,
  type ChatScore,
  type ChatServerFrame,
} from '@src/contract';
import { encodeFrame, type ChatConnection } from './chatConnection';
import { frameIn } from './chatLanguage';
import type { ChatRepository, RoomSettings, StoredRoom } from './chatRepository';

/** A room with its present members and last score (memory only). */
export interface LiveRoom {
  stored: StoredRoom;
  readonly members: Set<ChatConnection>;
  score: ChatScore | null;
  /** The online count changed since the last 10009. */
  onlineChanged: boolean;
}

/**
 * The rooms: the lobby (`lobby`, always there) and one room per match (`match:<gameId>`), created on first
 * use when the match is known. Settings are stored; members and scores are not.
 */
export class ChatRooms {
  private readonly live = new Map<string, LiveRoom>();

  constructor(
    private readonly repository: ChatRepository,
    private readonly now: () => number,
    private readonly matchExists: (gameId: string) => boolean,
    /** Sees every room broadcast once (the recorder, chatRecorder.ts); off by default. */
    private readonly onBroadcast?: (rid: string, frame: ChatServerFrame) => void,
  ) {
    this.repository.ensureRoom(
      {
        rid: CHAT_LOBBY_ROOM,
        name: ChatText.lobbyName,
        kind: 'lobby',
        gameId: null,
        guestsMaySend: true,
        minVipLevel: 0,
      },
      now(),
    );
  }

  /** The room, created if it is a known match's room; null when it does not exist or was destroyed. */
  get(rid: string): LiveRoom | null {
    const cached = this.live.get(rid);
    if (cached) return cached;
    let stored = this.repository.room(rid);
    if (!stored) {
      const gameId = gameIdOfRoom(rid);
      if (gameId === null || !this.matchExists(gameId)) return null;
      stored = this.repository.ensureRoom(
        { rid, name: ChatText.matchRoomName, kind: 'match', gameId, guestsMaySend: false, minVipLevel: 0 },
        this.now(),
      );
    }
    if (stored.destroyed) return null;
    const room: LiveRoom = { stored, members: new Set(), score: null, onlineChanged: false };
    this.live.set(rid, room);
    return room;
  }

  /** The room even when destroyed (for moderation); null only when it was never created. */
  stored(rid: string): StoredRoom | null {
    return this.live.get(rid)?.stored ?? this.repository.room(rid);
  }

  all(): LiveRoom[] {
    return [...this.live.values()];
  }

  info(room: LiveRoom): ChatRoomInfo {
    const { rid, name, kind, gameId, status, broadcastBlocked, minVipLevel, guestsMaySend } = room.stored;
    return {
      rid,
      name,
      kind,
      gameId,
      status,
      broadcastBlocked,
      minVipLevel,
      guestsMaySend,
      online: room.members.size,
      score: room.score,
    };
  }

  update(room: LiveRoom, settings: RoomSettings): void {
    this.repository.updateRoom(room.stored.rid, settings);
    room.stored = { ...room.stored, ...settings };
  }

  /** Moves the connection into `room`, leaving its previous room. */
  enter(connection: ChatConnection, room: LiveRoom): void {
    this.leave(connection);
    connection.rid = room.stored.rid;
    room.members.add(connection);
    room.onlineChanged = true;
  }

  leave(connection: ChatConnection): void {
    if (connection.rid === null) return;
    const room = this.live.get(connection.rid);
    connection.rid = null;
    if (room?.members.delete(connection)) room.onlineChanged = true;
  }

  /** Empties and forgets the live room (after it was destroyed). */
  evict(room: LiveRoom): void {
    for (const member of room.members) member.rid = null;
    room.members.clear();
    this.live.delete(room.stored.rid);
  }

  /** Encodes once, writes to every member (but `except`). */
  broadcast(room: LiveRoom, frame: ChatServerFrame, except?: ChatConnection): void {
    this.onBroadcast?.(room.stored.rid, frame);
    const data = encodeFrame(frame);
    // Encoded once per language, the zh-TW copy only when a zh-TW reader is in the room.
    let taiwan: Buffer | null = null;
    for (const member of room.members) {
      if (member === except) continue;
      member.sendEncoded(member.language === 'zh-TW' ? (taiwan ??= encodeFrame(frameIn('zh-TW', frame))) : data);
    }
  }
}
