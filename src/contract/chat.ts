/**
 * Chat wire protocol (websocket at CHAT_PATH, spec 3, 4, 7.6) and the chat token call (spec 7.1 member/jwt).
 *
 * Every frame, both ways, is `{msgId, msgData}`. A request uses the id of its answer:
 * - 0      heartbeat: client sends `{msgId: 0}` every 10 s, the server answers `{msgId: 0, msgData: {body: {ts}}}`.
 * - 10001  member login: client `{token}` (from member/jwt) → server 10001 with the chat user.
 * - 10019  guest login: client `{token?}` (the guest token of an earlier session) → server 10019 with a
 *          guest user and the guest token to present next time (keeps the guest's identity across reconnects).
 * - 10002  join: client `{rid}` → server 10002 with the room, then 10016 (to the joiner) and 10008 (to the room).
 *          A connection is in one room at a time: joining another room leaves the previous one.
 * - 10003  send: client `{rid, msg, cmid}` → server 10003 with the stored message to the whole room, sender
 *          included (that echo is the sender's acknowledgement). A repeated cmid of the same sender is stored
 *          and broadcast once; the repeat is answered to the sender alone with the stored message.
 *          A refusal is a 60000 notice to the sender with code `sendRejected`, the cmid and a reason.
 * - 10011  history: client `{rid, pageNum, pageSize?}` → server 10011 with a page, newest first.
 * Everything else is pushed by the server. 60000 is also the answer to malformed or refused frames.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { moneySchema } from './money';

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
export const ChatHandshake = { clientType: 'clientType', siteId: 'siteId' } as const;

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

// ---------------------------------------------------------------------------------------------------
// Shared shapes

const ridSchema = z.string().min(1).max(64);
const cmidSchema = z.string().min(1).max(64);

export const chatUserSchema = z.object({
  userId: z.string(),
  username: z.string(),
  vipLevel: z.number().int().min(0),
  guest: z.boolean(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

/** A stored chat message. `id` is assigned by the server and increases monotonically. */
export const chatMessageSchema = z.object({
  id: z.number().int().positive(),
  rid: ridSchema,
  /** The sender's own message id (repeats of it are stored once). */
  cmid: z.string(),
  userId: z.string(),
  username: z.string(),
  /** The sender's VIP level when sent. */
  vipLevel: z.number().int().min(0),
  guest: z.boolean(),
  /** Verbatim: never trimmed, never escaped. Render it as text. */
  text: z.string(),
  /** Server time, ms since epoch. */
  sentAt: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Live score of a match room (spec 3 live data names), pushed with 10014. */
export const chatScoreSchema = z.object({
  gameId: z.string(),
  sc_FT_H: z.number().int().min(0),
  sc_FT_C: z.number().int().min(0),
  re_time: z.string().optional(),
  se_now: z.string().optional(),
  team_h: z.string().optional(),
  team_c: z.string().optional(),
  /** For example `goal`, `start`, `end`; free text of the simulator. */
  event: z.string().optional(),
});
export type ChatScore = z.infer<typeof chatScoreSchema>;

export const chatRoomStatusSchema = z.enum(['open', 'closed']);
export type ChatRoomStatus = z.infer<typeof chatRoomStatusSchema>;

export const chatRoomInfoSchema = z.object({
  rid: ridSchema,
  name: z.string(),
  kind: z.enum(['lobby', 'match']),
  gameId: z.string().nullable(),
  /** 10006: a closed room can be read but not written to. */
  status: chatRoomStatusSchema,
  /** 10005: while blocked nobody can send to the room. */
  broadcastBlocked: z.boolean(),
  /** 10007: the lowest VIP level that may send (0: everyone). */
  minVipLevel: z.number().int().min(0),
  /** Guests always read; they send only where this is true. */
  guestsMaySend: z.boolean(),
  online: z.number().int().min(0),
  score: chatScoreSchema.nullable(),
});
export type ChatRoomInfo = z.infer<typeof chatRoomInfoSchema>;

export const chatMuteSchema = z.object({
  muted: z.boolean(),
  /** ms since epoch; null for no end. */
  until: z.number().int().nullable(),
  reason: z.string(),
});
export type ChatMute = z.infer<typeof chatMuteSchema>;

export const chatGiftSchema = z.object({
  userId: z.string(),
  username: z.string(),
  vipLevel: z.number().int().min(0),
  giftName: z.string(),
  count: z.number().int().positive(),
  /** Decimal string, CNY. */
  amount: moneySchema,
  sentAt: z.number().int(),
});
export type ChatGift = z.infer<typeof chatGiftSchema>;

export const chatPredictionSchema = z.object({
  gameId: z.string(),
  username: z.string(),
  /** For example "2-1". */
  prediction: z.string(),
  /** Free text, for example the share of members who predicted it. */
  note: z.string(),
  sentAt: z.number().int(),
});
export type ChatPrediction = z.infer<typeof chatPredictionSchema>;

/** Why a send was refused (60000 with code `sendRejected`). */
export const CHAT_SEND_REJECTIONS = [
  'empty',
  'tooLong',
  'illFormed',
  'rateLimited',
  'muted',
  'blocked',
  'roomClosed',
  'vipLevel',
  'guestsMayNotSend',
  'notJoined',
] as const;
export type ChatSendRejection = (typeof CHAT_SEND_REJECTIONS)[number];

export const CHAT_NOTICE_CODES = [
  /** An announcement by the operator. */
  'notice',
  'badFrame',
  'tooFrequent',
  'loginFailed',
  'loginRequired',
  'roomNotFound',
  'sendRejected',
] as const;
export type ChatNoticeCode = (typeof CHAT_NOTICE_CODES)[number];

export const chatNoticeBodySchema = z.object({
  code: z.enum(CHAT_NOTICE_CODES),
  /** With `sendRejected`: the refused message and why. */
  cmid: z.string().optional(),
  reason: z.enum(CHAT_SEND_REJECTIONS).optional(),
});
export type ChatNoticeBody = z.infer<typeof chatNoticeBodySchema>;

/** The Chinese texts the server sends (msgData.msg). */
export const ChatText = {
  lobbyName: '聊天大厅',
  matchRoomName: '赛事聊天室',
  welcome: (name: string): string => `欢迎进入${name}`,
  empty: '发言内容不能为空',
  tooLong: `发言内容不能超过${CHAT_MESSAGE_MAX_LENGTH}个字`,
  illFormed: '发言内容包含无效字符',
  rateLimited: '发言太频繁，请稍后再试',
  muted: '您已被禁言',
  unmuted: '您已被解除禁言',
  blocked: '聊天室已暂停发言',
  unblocked: '聊天室已恢复发言',
  roomClosed: '聊天室已关闭',
  roomOpened: '聊天室已开放',
  vipLevel: (level: number): string => `VIP${level}及以上会员才能发言`,
  guestsMayNotSend: '游客不能发言，请先登录',
  notJoined: '请先进入聊天室',
  badFrame: '消息格式错误',
  tooFrequent: '请勿频繁提交',
  loginFailed: '聊天登录已失效，请重新登录',
  loginRequired: '请先登录聊天室',
  roomNotFound: '聊天室不存在',
  destroyed: '聊天室已解散',
  cleared: '聊天室已清屏',
} as const;

// ---------------------------------------------------------------------------------------------------
// client → server

/** spec 3: every field the client may put in msgData; each request uses a few of them. */
export const chatMsgDataSchema = z.object({
  rid: ridSchema.optional(),
  msg: z.string().max(4_000).optional(),
  token: z.string().max(4_000).optional(),
  cmid: cmidSchema.optional(),
  body: z.unknown().optional(),
  pageNum: z.number().int().min(1).max(10_000).optional(),
  pageSize: z.number().int().min(1).max(CHAT_HISTORY_PAGE_SIZE_MAX).optional(),
  category: z.string().max(32).optional(),
  categoryType: z.string().max(32).optional(),
  /** History filters, ms since epoch. */
  beginTime: z.number().int().optional(),
  endTime: z.number().int().optional(),
});
export type ChatMsgData = z.infer<typeof chatMsgDataSchema>;

const clientFrame = <Id extends number, D extends z.ZodType>(msgId: Id, msgData: D) =>
  z.object({ msgId: z.literal(msgId), msgData });

export const chatClientFrameSchema = z.discriminatedUnion('msgId', [
  clientFrame(ChatMsgId.Heartbeat, z.object({}).optional()),
  clientFrame(ChatMsgId.Login, z.object({ token: z.string().min(1).max(4_000) })),
  clientFrame(ChatMsgId.GuestLogin, z.object({ token: z.string().max(4_000).optional() }).optional()),
  clientFrame(ChatMsgId.JoinRoom, z.object({ rid: ridSchema })),
  clientFrame(
    ChatMsgId.SendMessage,
    z.object({ rid: ridSchema, msg: z.string().max(4_000), cmid: cmidSchema }),
  ),
  clientFrame(
    ChatMsgId.History,
    z.object({
      rid: ridSchema,
      pageNum: z.number().int().min(1).max(10_000).optional(),
      pageSize: z.number().int().min(1).max(CHAT_HISTORY_PAGE_SIZE_MAX).optional(),
      beginTime: z.number().int().optional(),
      endTime: z.number().int().optional(),
    }),
  ),
]);
export type ChatClientFrame = z.input<typeof chatClientFrameSchema>;

// ---------------------------------------------------------------------------------------------------
// server → client

const serverFrame = <Id extends number, D extends z.ZodRawShape>(msgId: Id, msgData: D) =>
  z.object({ msgId: z.literal(msgId), msgData: z.object(msgData) });

const roomEvent = <B extends z.ZodType>(body: B) => ({ rid: ridSchema, msg: z.string().optional(), body });

export const chatHistoryPageSchema = z.object({
  /** Newest first. */
  list: z.array(chatMessageSchema),
  total: z.number().int().min(0),
  hasMore: z.boolean(),
});
export type ChatHistoryPage = z.infer<typeof chatHistoryPageSchema>;

export const chatGuestSessionSchema = chatUserSchema.extend({ token: z.string() });

export const chatServerFrameSchema = z.discriminatedUnion('msgId', [
  serverFrame(ChatMsgId.Heartbeat, { body: z.object({ ts: z.number() }) }),
  serverFrame(ChatMsgId.Login, { body: chatUserSchema }),
  serverFrame(ChatMsgId.GuestLogin, { body: chatGuestSessionSchema }),
  serverFrame(ChatMsgId.JoinRoom, roomEvent(chatRoomInfoSchema)),
  serverFrame(ChatMsgId.SendMessage, roomEvent(chatMessageSchema)),
  serverFrame(ChatMsgId.MemberMuted, { msg: z.string(), body: chatMuteSchema }),
  serverFrame(ChatMsgId.BroadcastBlocked, roomEvent(z.object({ blocked: z.boolean() }))),
  serverFrame(ChatMsgId.RoomStatusChange, roomEvent(z.object({ status: chatRoomStatusSchema }))),
  serverFrame(ChatMsgId.VipLevel, roomEvent(z.object({ minVipLevel: z.number().int().min(0) }))),
  serverFrame(
    ChatMsgId.JoinBroadcast,
    roomEvent(z.object({ user: chatUserSchema, online: z.number().int() })),
  ),
  serverFrame(ChatMsgId.RoomUpdate, roomEvent(chatRoomInfoSchema)),
  serverFrame(ChatMsgId.History, {
    ...roomEvent(chatHistoryPageSchema),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  }),
  serverFrame(ChatMsgId.RoomDestroyed, roomEvent(z.object({}).optional())),
  serverFrame(ChatMsgId.ScorePush, roomEvent(chatScoreSchema)),
  serverFrame(ChatMsgId.RoomCleared, roomEvent(z.object({}).optional())),
  serverFrame(ChatMsgId.JoinUnicast, roomEvent(z.object({ welcome: z.string(), mute: chatMuteSchema }))),
  serverFrame(ChatMsgId.GiftRecord, {
    ...roomEvent(chatGiftSchema),
    category: z.string().optional(),
    categoryType: z.string().optional(),
  }),
  serverFrame(ChatMsgId.ScorePrediction, roomEvent(chatPredictionSchema)),
  serverFrame(ChatMsgId.Notice, { rid: ridSchema.optional(), msg: z.string(), body: chatNoticeBodySchema }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;
/** The frame of one message id. */
export type ChatServerFrameOf<Id extends ChatServerFrame['msgId']> = Extract<ChatServerFrame, { msgId: Id }>;

// ---------------------------------------------------------------------------------------------------
// HTTP: the chat token (spec 7.1 member/jwt)

export const chatTokenSchema = z.object({
  /** A short-lived HS256 JWT for 10001, carrying userId, username and vipLevel. */
  token: z.string(),
  /** ms since epoch. */
  expiresAt: z.number().int(),
});
export type ChatToken = z.infer<typeof chatTokenSchema>;

export const chatApi = {
  memberJwt: endpoint('POST', '/site/api/v1/member/jwt', z.object({}).passthrough(), chatTokenSchema, {
    auth: true,
  }),
};
