import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_LOBBY_ROOM,
  CHAT_MESSAGE_MAX_LENGTH,
  ChatHandshake,
  ChatMsgId,
  ChatText,
  chatClientFrameSchema,
  chatTextLength,
  gameIdOfRoom,
  isBlankChatText,
  isChatRoomId,
  type ChatClientFrame,
  type ChatMessage,
  type ChatRoomInfo,
  type ChatScore,
  type ChatSendRejection,
  type ChatServerFrame,
  type ChatUser,
} from '@src/contract';
import type { ChatRecord } from '../recording/splitRecording';
import type { ReplayOptions } from './feedReplay';
import { createReplayClock } from './replayClock';

/** Where the chat lines sit on the replay's clock: ms from `originAt` (the feed's first delta), looping every `loopMs`. */
export interface ChatTimeline {
  originAt: number;
  loopMs: number;
}

export interface ChatReplayStats {
  /** Room broadcasts replayed (recorded frames, and members' own messages echoed), and deliveries (x sockets in the room). */
  frames: number;
  deliveries: number;
  /** Deliveries by frame type (the contract's names). */
  deliveriesByType: Record<string, number>;
  loops: number;
  /** Deliveries per wall second since start (index = second). */
  deliveriesBySecond: number[];
  /** Sockets open now, and of those, in a room. */
  connections: number;
  joined: number;
}

export interface ChatReplay {
  /** Serves an upgrade request on the chat path (CHAT_PATH): the handshake query is required, as on the backend. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  start(): void;
  /** Stops playing; sockets stay open (clients drain). */
  stop(): void;
  /** Resolves when the playback ended (end of the recording without loop, maxSeconds, or stop). */
  readonly finished: Promise<void>;
  stats(): ChatReplayStats;
  close(): Promise<void>;
}

interface Connection {
  ws: WebSocket;
  user: ChatUser | null;
  rid: string | null;
}

interface Room {
  rid: string;
  members: Set<Connection>;
  /** Message ids are the room's own: consecutive from 1, across loops (clients find losses by them). */
  lastMessageId: number;
  score: ChatScore | null;
  /** SendMessage bodies replayed so far, oldest first, for 10011. */
  history: ChatMessage[];
}

const HISTORY_KEPT = 500;
const NOT_MUTED = { muted: false, until: null, reason: '' };
const NAMES = new Map<number, string>(Object.entries(ChatMsgId).map(([name, id]) => [id, name]));

/**
 * Serves the chat lines of a recording on the chat websocket with the real protocol (src/contract/chat.ts), on
 * the feed replay's clock (same speed, loop and ramp), so the unchanged client's chat panel and the streams/
 * chat transport connect to it as to the backend:
 *
 * - heartbeat answered with the server time; guest login gives a guest identity and a token that keeps it;
 *   member login trusts the token's claims (the replay cannot check the backend chat's signature: a loopback
 *   test server, nothing to protect);
 * - join answers 10002 (the room, its online count and last replayed score) and 10016, for the lobby and any
 *   match room (rooms the recording has no lines for stay quiet); history pages the messages replayed so far;
 * - recorded room broadcasts go to the room's sockets as recorded, except that a message gets the room's next
 *   id and `sentAt` is rewritten to the send time (clients measure latency against it and find losses by id);
 *   the score of a replayed 10014 is kept for the next joiner;
 * - a member's (or guest's) own message is checked as the backend does for blank, too long, not joined and
 *   guests in match rooms, then stored and echoed to the whole room like a recorded one, with the next id.
 */
export function attachChatReplay(records: readonly ChatRecord[], timeline: ChatTimeline, options: ReplayOptions): ChatReplay {
  const now = options.now ?? Date.now;
  const entries = records.map((record) => ({ at: Math.max(0, record.t - timeline.originAt), record }));
  const rooms = new Map<string, Room>();
  const connections = new Set<Connection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024, clientTracking: false });
  const stats: ChatReplayStats = { frames: 0, deliveries: 0, deliveriesByType: {}, loops: 0, deliveriesBySecond: [], connections: 0, joined: 0 };
  let guests = 0;

  const room = (rid: string): Room => {
    let entry = rooms.get(rid);
    if (!entry) rooms.set(rid, (entry = { rid, members: new Set(), lastMessageId: 0, score: null, history: [] }));
    return entry;
  };

  const send = (connection: Connection, frame: ChatServerFrame): void => {
    if (connection.ws.readyState === WebSocket.OPEN) connection.ws.send(JSON.stringify(frame), { binary: false });
  };

  const broadcast = (target: Room, frame: ChatServerFrame): void => {
    const data = Buffer.from(JSON.stringify(frame));
    let sockets = 0;
    for (const member of target.members) {
      if (member.ws.readyState !== WebSocket.OPEN) continue;
      member.ws.send(data, { binary: false });
      sockets += 1;
    }
    const type = NAMES.get(frame.msgId) ?? String(frame.msgId);
    const second = clock.startedAt === 0 ? 0 : Math.floor((now() - clock.startedAt) / 1000);
    stats.frames += 1;
    stats.deliveries += sockets;
    stats.deliveriesByType[type] = (stats.deliveriesByType[type] ?? 0) + sockets;
    stats.deliveriesBySecond[second] = (stats.deliveriesBySecond[second] ?? 0) + sockets;
  };

  const storeAndBroadcast = (target: Room, message: Omit<ChatMessage, 'id' | 'sentAt'>): void => {
    target.lastMessageId += 1;
    const body: ChatMessage = { ...message, id: target.lastMessageId, sentAt: now() };
    target.history.push(body);
    if (target.history.length > HISTORY_KEPT) target.history.splice(0, target.history.length - HISTORY_KEPT);
    broadcast(target, { msgId: ChatMsgId.SendMessage, msgData: { rid: target.rid, body } });
  };

  const replayRecord = (record: ChatRecord): void => {
    const target = room(record.ch);
    const frame = record.data;
    if (frame.msgId === ChatMsgId.SendMessage) {
      const { id: _id, sentAt: _sentAt, ...message } = frame.msgData.body;
      storeAndBroadcast(target, message);
      return;
    }
    if (frame.msgId === ChatMsgId.ScorePush) target.score = frame.msgData.body;
    broadcast(target, frame);
  };

  const info = (target: Room): ChatRoomInfo => {
    const lobby = target.rid === CHAT_LOBBY_ROOM;
    return {
      rid: target.rid,
      name: lobby ? ChatText.lobbyName : ChatText.matchRoomName,
      kind: lobby ? 'lobby' : 'match',
      gameId: gameIdOfRoom(target.rid),
      status: 'open',
      broadcastBlocked: false,
      minVipLevel: 0,
      guestsMaySend: lobby,
      online: target.members.size,
      score: target.score,
    };
  };

  const notice = (connection: Connection, code: 'loginFailed' | 'loginRequired' | 'roomNotFound' | 'badFrame', msg: string, rid?: string): void =>
    send(connection, { msgId: ChatMsgId.Notice, msgData: { ...(rid === undefined ? {} : { rid }), msg, body: { code } } });

  const leave = (connection: Connection): void => {
    if (connection.rid !== null) rooms.get(connection.rid)?.members.delete(connection);
    connection.rid = null;
  };

  const handle = (connection: Connection, frame: ChatClientFrame): void => {
    switch (frame.msgId) {
      case ChatMsgId.Heartbeat:
        return send(connection, { msgId: ChatMsgId.Heartbeat, msgData: { body: { ts: now() } } });
      case ChatMsgId.Login: {
        const user = memberOfToken(frame.msgData.token);
        if (!user) return notice(connection, 'loginFailed', ChatText.loginFailed);
        connection.user = user;
        return send(connection, { msgId: ChatMsgId.Login, msgData: { body: user } });
      }
      case ChatMsgId.GuestLogin: {
        const presented = frame.msgData?.token;
        const id = presented?.startsWith('guest-replay-') ? presented : `guest-replay-${(guests += 1)}`;
        const user: ChatUser = { userId: id, username: `游客${id.slice('guest-replay-'.length).padStart(4, '0')}`, vipLevel: 0, guest: true };
        connection.user = user;
        return send(connection, { msgId: ChatMsgId.GuestLogin, msgData: { body: { ...user, token: id } } });
      }
      case ChatMsgId.JoinRoom: {
        const { rid } = frame.msgData;
        if (!connection.user) return notice(connection, 'loginRequired', ChatText.loginRequired, rid);
        if (!isChatRoomId(rid)) return notice(connection, 'roomNotFound', ChatText.roomNotFound, rid);
        const target = room(rid);
        if (connection.rid !== rid) {
          leave(connection);
          connection.rid = rid;
          target.members.add(connection);
        }
        send(connection, { msgId: ChatMsgId.JoinRoom, msgData: { rid, body: info(target) } });
        return send(connection, {
          msgId: ChatMsgId.JoinUnicast,
          msgData: { rid, body: { welcome: ChatText.welcome(info(target).name), mute: NOT_MUTED } },
        });
      }
      case ChatMsgId.History: {
        const { rid } = frame.msgData;
        if (!connection.user) return notice(connection, 'loginRequired', ChatText.loginRequired, rid);
        if (!isChatRoomId(rid)) return notice(connection, 'roomNotFound', ChatText.roomNotFound, rid);
        const pageNum = frame.msgData.pageNum ?? 1;
        const pageSize = frame.msgData.pageSize ?? CHAT_HISTORY_PAGE_SIZE;
        const newestFirst = [...(rooms.get(rid)?.history ?? [])].reverse();
        const list = newestFirst.slice((pageNum - 1) * pageSize, pageNum * pageSize);
        return send(connection, {
          msgId: ChatMsgId.History,
          msgData: { rid, pageNum, pageSize, body: { list, total: newestFirst.length, hasMore: pageNum * pageSize < newestFirst.length } },
        });
      }
      case ChatMsgId.SendMessage: {
        const { rid, msg, cmid } = frame.msgData;
        const user = connection.user;
        const reject = (reason: ChatSendRejection, text: string): void =>
          send(connection, { msgId: ChatMsgId.Notice, msgData: { rid, msg: text, body: { code: 'sendRejected', cmid, reason } } });
        if (!user || connection.rid !== rid) return reject('notJoined', ChatText.notJoined);
        if (isBlankChatText(msg)) return reject('empty', ChatText.empty);
        if (chatTextLength(msg) > CHAT_MESSAGE_MAX_LENGTH) return reject('tooLong', ChatText.tooLong);
        if (user.guest && rid !== CHAT_LOBBY_ROOM) return reject('guestsMayNotSend', ChatText.guestsMayNotSend);
        return storeAndBroadcast(room(rid), { rid, cmid, userId: user.userId, username: user.username, vipLevel: user.vipLevel, guest: user.guest, text: msg });
      }
    }
  };

  const accept = (ws: WebSocket): void => {
    const connection: Connection = { ws, user: null, rid: null };
    connections.add(connection);
    ws.on('message', (data: RawData, isBinary: boolean) => {
      const frame = isBinary ? null : decode(data);
      if (frame) handle(connection, frame);
      else notice(connection, 'badFrame', ChatText.badFrame);
    });
    ws.on('close', () => {
      leave(connection);
      connections.delete(connection);
    });
    ws.on('error', () => ws.terminate());
  };

  // The feed replay's clock (replayClock.ts), over the chat lines.
  const clock = createReplayClock(entries, { ...options, loopMs: timeline.loopMs }, (entry) => replayRecord(entry.record));

  return {
    handleUpgrade(request, socket, head) {
      const query = new URL(request.url ?? '', 'http://chat.invalid').searchParams;
      if (!query.get(ChatHandshake.clientType) || !query.get(ChatHandshake.siteId)) {
        socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      wss.handleUpgrade(request, socket, head, accept);
    },
    start: () => clock.start(),
    stop: () => clock.stop(),
    finished: clock.finished,
    stats: () => ({
      ...stats,
      loops: clock.loops,
      connections: connections.size,
      joined: [...connections].filter((connection) => connection.rid !== null).length,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        clock.stop();
        for (const connection of connections) connection.ws.terminate();
        wss.close(() => resolve());
      }),
  };
}

function decode(data: RawData): ChatClientFrame | null {
  try {
    const text = Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    const parsed = chatClientFrameSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The member a chat token names (its claims, unverified: see attachChatReplay). */
function memberOfToken(token: string): ChatUser | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const { sub, username, vipLevel } = claims;
    if (typeof sub !== 'string' || typeof username !== 'string') return null;
    return { userId: sub, username, vipLevel: typeof vipLevel === 'number' && Number.isInteger(vipLevel) && vipLevel >= 0 ? vipLevel : 0, guest: false };
  } catch {
    return null;
  }
}

/**
 * The feed replay's clock (feedReplay.ts): time 0 at the first delta, a loop as long as the deltas plus one mean
 * gap. Chat lines before the first delta (members arriving) play at once.
 */
export function feedTimeline(feed: readonly { ev: string; t: number }[], chat: readonly ChatRecord[]): ChatTimeline {
  const deltas = feed.filter((record) => record.ev === 'delta');
  const originAt = deltas[0]?.t ?? chat[0]?.t ?? 0;
  const lastAt = Math.max(0, (deltas.at(-1)?.t ?? chat.at(-1)?.t ?? originAt) - originAt);
  const count = deltas.length > 0 ? deltas.length : chat.length;
  return { originAt, loopMs: lastAt + (count > 1 ? lastAt / Math.max(1, count - 1) : 200) };
}
