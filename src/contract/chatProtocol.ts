/**
 * The chat protocol's names, ids and text rules (spec 3, 4, 7.6), without its schemas: what the chat epics need
 * at run time, apart from the frame schemas in chat.ts (which load with the chat transport).
 */
export const CHAT_PATH = '/ws/chat';

/** Message ids of spec 3. */
export const ChatMsgId = {
  Heartbeat: 0,
  Login: 10001,
  JoinRoom: 10002,
  SendMessage: 10003,
  MemberMuted: 10004,
  BroadcastBlocked: 10005,
  RoomStatusChange: 10006,
  VipLevel: 10007,
  JoinBroadcast: 10008,
  RoomUpdate: 10009,
  History: 10011,
  RoomDestroyed: 10013,
  ScorePush: 10014,
  RoomCleared: 10015,
  JoinUnicast: 10016,
  GiftRecord: 10017,
  ScorePrediction: 10018,
  GuestLogin: 10019,
  Notice: 60000,
} as const;
export type ChatMsgIdValue = (typeof ChatMsgId)[keyof typeof ChatMsgId];

/** spec 4, 9 */
export const CHAT_HEARTBEAT_MS = 10_000;
export const CHAT_RECONNECT_MS = 5_000;
export const CHAT_SEND_RETRY_MS = 300;
export const CHAT_HISTORY_PAGE_SIZE = 15;
export const CHAT_HISTORY_PAGE_SIZE_MAX = 50;
/** Longest message, in characters (Unicode code points). */
export const CHAT_MESSAGE_MAX_LENGTH = 200;
export const CHAT_LOBBY_ROOM = 'lobby';
/**
 * The server closes a member's connections with this code when their site login ends (logout, a password change):
 * the member token they logged in with no longer counts. The client reconnects and logs in as it now is.
 */
export const CHAT_CLOSE_SESSION_ENDED = 4001;

/** The handshake's query parameters (spec 7.6): `?clientType=web&siteId=1`. */
/** The socket's query: spec 7.6's clientType and siteId, and `lang` (zh-CN or zh-TW) for the server's text in frames. */
export const ChatHandshake = { clientType: 'clientType', siteId: 'siteId', language: 'lang' } as const;

export type ChatRoomId = string;
/** `match:<gameId>`: the room of one live match. */
export function matchRoomId(gameId: string): ChatRoomId {
  return `match:${gameId}`;
}
const MATCH_ROOM = /^match:([A-Za-z0-9_-]{1,40})$/;
/** The gameId of a match room, or null for any other room id. */
export function gameIdOfRoom(rid: string): string | null {
  return MATCH_ROOM.exec(rid)?.[1] ?? null;
}
export function isChatRoomId(rid: string): boolean {
  return rid === CHAT_LOBBY_ROOM || MATCH_ROOM.test(rid);
}

/** Text length as people count it: code points, so an emoji is one character. */
export function chatTextLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
/** spec 5: a message that is empty after trimming is not sent. */
export function isBlankChatText(text: string): boolean {
  return text.trim() === '';
}
/** False for text with an unpaired UTF-16 surrogate, which cannot be stored or sent unchanged as UTF-8. */
export function isWellFormedChatText(text: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}
