import { createSelector } from '@reduxjs/toolkit';
import type { ChatMessage, ChatMute, ChatUser } from '@src/contract';
import type {
  ChatEvent,
  ChatHistoryCursor,
  ChatLink,
  ChatRoomEntry,
  ChatState,
  PendingChatMessage,
} from './chatSlice';

/** The root state as far as the chat is concerned (the store mounts the slice at `chat`). */
export interface ChatRootState {
  chat: ChatState;
}

const EMPTY_MESSAGES: readonly ChatMessage[] = [];
const NO_HISTORY: ChatHistoryCursor = { nextPage: 1, hasMore: false, loading: false };

export const selectChat = (root: ChatRootState): ChatState => root.chat;
export const selectChatLink = (root: ChatRootState): ChatLink => root.chat.link;
export const selectChatUser = (root: ChatRootState): ChatUser | null => root.chat.session.user;
/** Logged in (as member or guest) on the current link. */
export const selectChatReady = (root: ChatRootState): boolean =>
  root.chat.link === 'open' && root.chat.session.status === 'ready';
export const selectCurrentRoomId = (root: ChatRootState): string | null => root.chat.currentRoom;
export const selectChatRoom = (root: ChatRootState, rid: string): ChatRoomEntry | undefined =>
  root.chat.rooms.entities[rid];
export const selectCurrentRoom = (root: ChatRootState): ChatRoomEntry | undefined =>
  root.chat.currentRoom === null ? undefined : root.chat.rooms.entities[root.chat.currentRoom];
export const selectRoomMissing = (root: ChatRootState, rid: string): boolean =>
  root.chat.missingRooms.includes(rid);
export const selectHistoryCursor = (root: ChatRootState, rid: string): ChatHistoryCursor =>
  root.chat.rooms.entities[rid]?.history ?? NO_HISTORY;
export const selectChatMute = (root: ChatRootState): ChatMute => root.chat.mute;
export const selectUnread = (root: ChatRootState, rid: string): number => root.chat.unread[rid] ?? 0;
export const selectUnreadTotal = (root: ChatRootState): number =>
  Object.values(root.chat.unread).reduce((sum, count) => sum + count, 0);

/** A room's messages, oldest first (by server id). */
export const selectRoomMessages = createSelector(
  [(root: ChatRootState, rid: string) => root.chat.messages[rid]],
  (messages): readonly ChatMessage[] => {
    if (!messages) return EMPTY_MESSAGES;
    return messages.ids.flatMap((id) => messages.entities[id] ?? []).sort((a, b) => a.id - b.id);
  },
);

/** A room's message ids, oldest first: for virtualized lists that select each row by id. */
export const selectRoomMessageIds = createSelector([selectRoomMessages], (messages): readonly number[] =>
  messages.map((m) => m.id),
);

export const selectChatMessage = (root: ChatRootState, rid: string, id: number): ChatMessage | undefined =>
  root.chat.messages[rid]?.entities[id];

/** This client's messages to a room that the server has not acknowledged yet (queued, sent or failed), in order. */
export const selectRoomPending = createSelector(
  [(root: ChatRootState) => root.chat.pending, (_root: ChatRootState, rid: string) => rid],
  (pending, rid): readonly PendingChatMessage[] =>
    Object.values(pending.entities)
      .filter((p) => p.rid === rid)
      .sort((a, b) => a.queuedAt - b.queuedAt),
);

/** System lines of a room and the site-wide ones, oldest first. */
export const selectRoomEvents = createSelector(
  [(root: ChatRootState) => root.chat.events, (_root: ChatRootState, rid: string) => rid],
  (events, rid): readonly ChatEvent[] =>
    events.ids.flatMap((seq) => {
      const event = events.entities[seq];
      return event && (event.rid === rid || event.rid === null) ? [event] : [];
    }),
);

export type ChatSendBlock =
  'connecting' | 'destroyed' | 'roomClosed' | 'blocked' | 'guestsMayNotSend' | 'vipLevel' | 'muted';

/** Whether the composer may send to `rid`, and if not why (the server checks the same and has the last word). */
export const selectSendBlock = (root: ChatRootState, rid: string): ChatSendBlock | null => {
  const { chat } = root;
  const room = chat.rooms.entities[rid];
  if (room?.destroyed) return 'destroyed';
  // Messages typed while the link is down are queued, so "connecting" only matters before the first join.
  if (!room || chat.session.user === null) return 'connecting';
  if (room.status === 'closed') return 'roomClosed';
  if (room.broadcastBlocked) return 'blocked';
  if (chat.session.user.guest && !room.guestsMaySend) return 'guestsMayNotSend';
  if (chat.session.user.vipLevel < room.minVipLevel) return 'vipLevel';
  if (chat.mute.muted) return 'muted';
  return null;
};
