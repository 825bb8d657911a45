import {
  ChatMsgId,
  ChatText,
  Code,
  matchRoomId,
  type ChatGift,
  type ChatMute,
  type ChatPrediction,
  type ChatRoomInfo,
  type ChatRoomStatus,
  type ChatScore,
} from '@src/contract';
import { ApiError } from '../http/apiError';
import type { ChatHub } from './chatHub';
import type { LiveRoom } from './chatRooms';

/** Moderation and pushes, for the dev endpoints (/dev/api/chat/...), tests and demos. */
export interface ChatAdmin {
  /** Mutes a member (or guest) everywhere; without `durationMs` until unmuted. Pushes 10004 to them. */
  mute(userId: string, options?: { durationMs?: number; reason?: string }): ChatMute;
  unmute(userId: string): ChatMute;
  /** 10005: while blocked nobody can send to the room. */
  setBroadcastBlocked(rid: string, blocked: boolean): ChatRoomInfo;
  /** 10006: a closed room is read-only. */
  setRoomStatus(rid: string, status: ChatRoomStatus): ChatRoomInfo;
  /** 10007: the lowest VIP level that may send. */
  setMinVipLevel(rid: string, minVipLevel: number): ChatRoomInfo;
  /** 10009: other settings, pushed as the whole room. */
  updateRoom(rid: string, settings: { name?: string; guestsMaySend?: boolean }): ChatRoomInfo;
  /** 10015: history emptied for everyone. */
  clearRoom(rid: string): { cleared: number };
  /** 10013: members are put out, history goes, joining answers "room not found" until restored. */
  destroyRoom(rid: string): void;
  restoreRoom(rid: string): ChatRoomInfo;
  /** 10014, to `match:<gameId>` (created if needed); the room keeps the last score for joiners. */
  pushScore(gameId: string, score: Omit<ChatScore, 'gameId'>): void;
  /** 10017 */
  pushGift(rid: string, gift: ChatGift, category?: { category?: string; categoryType?: string }): void;
  /** 10018 */
  pushPrediction(rid: string, prediction: ChatPrediction): void;
  /** 60000 with code `notice`, to one room or to every connection. */
  notice(text: string, rid?: string): void;
  room(rid: string): ChatRoomInfo | null;
  /** Idle connections closed, ended mutes lifted (10004), changed online counts pushed (10009). Runs on a timer too. */
  sweep(): void;
  stats(): { connections: number; rooms: ChatRoomInfo[] };
}

export function createChatAdmin(hub: ChatHub): ChatAdmin {
  const { rooms, repository } = hub;

  const liveRoom = (rid: string): LiveRoom => {
    const room = rooms.get(rid);
    if (!room) throw new ApiError(Code.NotFound, ChatText.roomNotFound);
    return room;
  };

  const pushMute = (userId: string, mute: ChatMute): void => {
    for (const connection of hub.connectionsOf(userId)) {
      connection.send({
        msgId: ChatMsgId.MemberMuted,
        msgData: { msg: mute.muted ? ChatText.muted : ChatText.unmuted, body: mute },
      });
    }
  };

  return {
    mute(userId, options = {}) {
      const until = options.durationMs === undefined ? null : hub.now() + options.durationMs;
      const mute: ChatMute = { muted: true, until, reason: options.reason ?? '' };
      repository.mute(userId, until, mute.reason, hub.now());
      pushMute(userId, mute);
      return mute;
    },
    unmute(userId) {
      const mute: ChatMute = { muted: false, until: null, reason: '' };
      if (repository.unmute(userId)) pushMute(userId, mute);
      return mute;
    },
    setBroadcastBlocked(rid, blocked) {
      const room = liveRoom(rid);
      rooms.update(room, { broadcastBlocked: blocked });
      rooms.broadcast(room, {
        msgId: ChatMsgId.BroadcastBlocked,
        msgData: { rid, msg: blocked ? ChatText.blocked : ChatText.unblocked, body: { blocked } },
      });
      return rooms.info(room);
    },
    setRoomStatus(rid, status) {
      const room = liveRoom(rid);
      rooms.update(room, { status });
      rooms.broadcast(room, {
        msgId: ChatMsgId.RoomStatusChange,
        msgData: {
          rid,
          msg: status === 'closed' ? ChatText.roomClosed : ChatText.roomOpened,
          body: { status },
        },
      });
      return rooms.info(room);
    },
    setMinVipLevel(rid, minVipLevel) {
      const room = liveRoom(rid);
      rooms.update(room, { minVipLevel });
      rooms.broadcast(room, {
        msgId: ChatMsgId.VipLevel,
        msgData: { rid, msg: minVipLevel > 0 ? ChatText.vipLevel(minVipLevel) : '', body: { minVipLevel } },
      });
      return rooms.info(room);
    },
    updateRoom(rid, settings) {
      const room = liveRoom(rid);
      rooms.update(room, settings);
      rooms.broadcast(room, { msgId: ChatMsgId.RoomUpdate, msgData: { rid, body: rooms.info(room) } });
      return rooms.info(room);
    },
    clearRoom(rid) {
      const room = liveRoom(rid);
      const cleared = repository.clearRoom(rid);
      rooms.broadcast(room, { msgId: ChatMsgId.RoomCleared, msgData: { rid, msg: ChatText.cleared } });
      return { cleared };
    },
    destroyRoom(rid) {
      const room = liveRoom(rid);
      rooms.broadcast(room, { msgId: ChatMsgId.RoomDestroyed, msgData: { rid, msg: ChatText.destroyed } });
      repository.setDestroyed(rid, hub.now());
      rooms.evict(room);
    },
    restoreRoom(rid) {
      if (!rooms.stored(rid)) throw new ApiError(Code.NotFound, ChatText.roomNotFound);
      repository.setDestroyed(rid, null);
      return rooms.info(liveRoom(rid));
    },
    pushScore(gameId, score) {
      const room = rooms.get(matchRoomId(gameId));
      if (!room) return;
      const body: ChatScore = { ...score, gameId };
      room.score = body;
      rooms.broadcast(room, { msgId: ChatMsgId.ScorePush, msgData: { rid: room.stored.rid, body } });
    },
    pushGift(rid, gift, category = {}) {
      rooms.broadcast(liveRoom(rid), {
        msgId: ChatMsgId.GiftRecord,
        msgData: { rid, body: gift, ...category },
      });
    },
    pushPrediction(rid, prediction) {
      rooms.broadcast(liveRoom(rid), {
        msgId: ChatMsgId.ScorePrediction,
        msgData: { rid, body: prediction },
      });
    },
    notice(text, rid) {
      if (rid !== undefined) {
        rooms.broadcast(liveRoom(rid), {
          msgId: ChatMsgId.Notice,
          msgData: { rid, msg: text, body: { code: 'notice' } },
        });
        return;
      }
      for (const connection of hub.connections) hub.notice(connection, 'notice', text);
    },
    room(rid) {
      const room = rooms.get(rid);
      return room ? rooms.info(room) : null;
    },
    sweep() {
      hub.sweepConnections();
      for (const userId of repository.expireMutes(hub.now()))
        pushMute(userId, { muted: false, until: null, reason: '' });
      for (const room of rooms.all()) {
        if (!room.onlineChanged) continue;
        room.onlineChanged = false;
        rooms.broadcast(room, {
          msgId: ChatMsgId.RoomUpdate,
          msgData: { rid: room.stored.rid, body: rooms.info(room) },
        });
      }
    },
    stats() {
      return { connections: hub.connections.size, rooms: rooms.all().map((room) => rooms.info(room)) };
    },
  };
}
