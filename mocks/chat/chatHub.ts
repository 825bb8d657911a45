import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  CHAT_CLOSE_SESSION_ENDED,
  CHAT_HISTORY_PAGE_SIZE,
  ChatMsgId,
  ChatText,
  chatClientFrameSchema,
  chatTextLength,
  isBlankChatText,
  isWellFormedChatText,
  type ChatClientFrame,
  type ChatMute,
  type ChatNoticeCode,
  type ChatSendRejection,
  type ChatUser,
} from '@src/contract';
import type { MemberSessions, SessionEnd } from '../auth/tokens';
import { ChatConnection, FrameFlusher, type ChatHandshakeInfo } from './chatConnection';
import type { ChatLimits } from './chatLimits';
import type { ChatRepository } from './chatRepository';
import type { ChatRooms } from './chatRooms';
import type { ChatTokens } from './chatTokens';
import { ChatSendLimits } from './chatSendLimits';
import { SendRateLimiter } from './sendRateLimiter';

type Frame<Id extends ChatClientFrame['msgId']> = Extract<ChatClientFrame, { msgId: Id }>;

const NOT_MUTED: ChatMute = { muted: false, until: null, reason: '' };

/** The connections and the protocol: what each client frame does (contract chat.ts). */
export class ChatHub {
  readonly connections = new Set<ChatConnection>();
  private readonly sendLimits: ChatSendLimits;
  /** Guest logins per connection: each may mint a new identity. */
  private readonly guestLogins: SendRateLimiter;
  private readonly flusher = new FrameFlusher();

  constructor(
    readonly rooms: ChatRooms,
    readonly repository: ChatRepository,
    private readonly tokens: ChatTokens,
    readonly limits: ChatLimits,
    readonly now: () => number,
    private readonly logger: FastifyBaseLogger,
    /** The site's login sessions: a member token counts only while the session it came from is open. */
    private readonly sessions?: Pick<MemberSessions, 'isActive'>,
  ) {
    this.sendLimits = new ChatSendLimits(limits);
    this.guestLogins = new SendRateLimiter(limits.guestLoginsPerWindow, limits.guestLoginWindowMs);
  }

  accept(ws: WebSocket, socket: Duplex, handshake: ChatHandshakeInfo): ChatConnection {
    const connection = new ChatConnection(
      ws,
      socket,
      this.flusher,
      handshake,
      this.limits,
      this.logger,
      this.now(),
    );
    this.connections.add(connection);
    ws.on('message', (data, isBinary) => this.receive(connection, data, isBinary));
    ws.on('close', () => {
      this.connections.delete(connection);
      this.rooms.leave(connection);
      this.sendLimits.connectionClosed(connection.id);
      this.guestLogins.forget(String(connection.id));
    });
    ws.on('error', (error) =>
      this.logger.warn({ err: error, connection: connection.id }, 'chat socket error'),
    );
    return connection;
  }

  /** Closes the connections of members logged in under sessions that ended (logout, a password change). */
  endSessions(end: SessionEnd): void {
    for (const connection of this.connectionsOf(String(end.memberId))) {
      if (connection.user?.guest || (end.sessionId !== null && connection.sessionId !== end.sessionId)) continue;
      this.logger.info({ connection: connection.id }, 'chat session ended with the site login');
      connection.ws.close(CHAT_CLOSE_SESSION_ENDED, 'session ended');
    }
  }

  /** Every live connection of a member or guest. */
  connectionsOf(userId: string): ChatConnection[] {
    return [...this.connections].filter((c) => c.user?.userId === userId);
  }

  /** The member's mute, if still running. */
  muteOf(userId: string): ChatMute {
    const mute = this.repository.muteOf(userId);
    if (!mute || (mute.until !== null && mute.until <= this.now())) return NOT_MUTED;
    return mute;
  }

  /** Closes connections silent for longer than the idle limit; forgets old rate-limit entries. */
  sweepConnections(): void {
    const now = this.now();
    for (const connection of this.connections) {
      if (now - connection.lastSeenAt > this.limits.idleTimeoutMs) connection.ws.terminate();
    }
    this.sendLimits.prune(now);
    this.guestLogins.prune(now);
  }

  private receive(connection: ChatConnection, data: RawData, isBinary: boolean): void {
    const now = this.now();
    connection.lastSeenAt = now;
    if (!connection.frames.take(now)) {
      if (now - connection.lastFloodNoticeAt >= 1000) {
        connection.lastFloodNoticeAt = now;
        this.notice(connection, 'tooFrequent', ChatText.tooFrequent);
      }
      return;
    }
    const frame = isBinary ? null : decodeClientFrame(data);
    if (!frame) {
      this.notice(connection, 'badFrame', ChatText.badFrame);
      return;
    }
    connection.enqueue(() => this.handle(connection, frame));
  }

  private async handle(connection: ChatConnection, frame: ChatClientFrame): Promise<void> {
    switch (frame.msgId) {
      case ChatMsgId.Heartbeat:
        connection.send({ msgId: ChatMsgId.Heartbeat, msgData: { body: { ts: this.now() } } });
        return;
      case ChatMsgId.Login:
        return this.login(connection, frame);
      case ChatMsgId.GuestLogin:
        return this.guestLogin(connection, frame);
      case ChatMsgId.JoinRoom:
        return this.join(connection, frame);
      case ChatMsgId.SendMessage:
        return this.sendMessage(connection, frame);
      case ChatMsgId.History:
        return this.history(connection, frame);
    }
  }

  private async login(connection: ChatConnection, frame: Frame<typeof ChatMsgId.Login>): Promise<void> {
    const login = await this.tokens.verifyMember(frame.msgData.token);
    if (!login || !this.sessionOpen(login.user, login.sessionId)) {
      this.notice(connection, 'loginFailed', ChatText.loginFailed);
      return;
    }
    connection.user = login.user;
    connection.sessionId = login.sessionId;
    connection.send({ msgId: ChatMsgId.Login, msgData: { body: login.user } });
  }

  /** Whether the site login a member token came from is still open (a token naming none cannot be checked). */
  private sessionOpen(user: ChatUser, sessionId: string | null): boolean {
    if (!this.sessions) return true;
    return sessionId !== null && this.sessions.isActive(Number(user.userId), sessionId);
  }

  private async guestLogin(
    connection: ChatConnection,
    frame: Frame<typeof ChatMsgId.GuestLogin>,
  ): Promise<void> {
    if (!this.guestLogins.tryAcquire(String(connection.id), this.now())) {
      this.notice(connection, 'tooFrequent', ChatText.tooFrequent);
      return;
    }
    const presented = frame.msgData?.token;
    const known = presented ? await this.tokens.verifyGuest(presented) : null;
    const user = known ?? newGuest();
    const token = await this.tokens.issueGuest(user);
    connection.user = user;
    connection.sessionId = null;
    connection.send({ msgId: ChatMsgId.GuestLogin, msgData: { body: { ...user, token } } });
  }

  private join(connection: ChatConnection, frame: Frame<typeof ChatMsgId.JoinRoom>): void {
    const { rid } = frame.msgData;
    const user = connection.user;
    if (!user) {
      this.notice(connection, 'loginRequired', ChatText.loginRequired, rid);
      return;
    }
    const room = this.rooms.get(rid);
    if (!room) {
      this.notice(connection, 'roomNotFound', ChatText.roomNotFound, rid);
      return;
    }
    const rejoin = connection.rid === rid;
    if (!rejoin) this.rooms.enter(connection, room);
    connection.send({ msgId: ChatMsgId.JoinRoom, msgData: { rid, body: this.rooms.info(room) } });
    connection.send({
      msgId: ChatMsgId.JoinUnicast,
      msgData: { rid, body: { welcome: ChatText.welcome(room.stored.name), mute: this.muteOf(user.userId) } },
    });
    // Guests come and go in numbers; only members are announced.
    if (!rejoin && !user.guest) {
      this.rooms.broadcast(
        room,
        { msgId: ChatMsgId.JoinBroadcast, msgData: { rid, body: { user, online: room.members.size } } },
        connection,
      );
    }
  }

  private sendMessage(connection: ChatConnection, frame: Frame<typeof ChatMsgId.SendMessage>): void {
    const { rid, msg, cmid } = frame.msgData;
    const user = connection.user;
    const reject = (reason: ChatSendRejection, text: string): void =>
      connection.send({
        msgId: ChatMsgId.Notice,
        msgData: { rid, msg: text, body: { code: 'sendRejected', cmid, reason } },
      });

    if (!user || connection.rid !== rid) return reject('notJoined', ChatText.notJoined);
    const room = this.rooms.get(rid);
    if (!room) return reject('notJoined', ChatText.notJoined);

    // A repeat of a stored message is acknowledged to its sender alone, even if the room changed since.
    const repeat = this.repository.messageByCmid(user.userId, cmid);
    if (repeat) {
      connection.send({ msgId: ChatMsgId.SendMessage, msgData: { rid: repeat.rid, body: repeat } });
      return;
    }
    const refusal = this.refusal(user, room.stored, msg);
    if (refusal) return reject(refusal.reason, refusal.text);
    const now = this.now();
    const sender = { userId: user.userId, connectionId: connection.id, address: connection.handshake.address };
    if (!this.sendLimits.tryAcquire(sender, now)) return reject('rateLimited', ChatText.rateLimited);

    const { message } = this.repository.insertMessage({
      rid,
      cmid,
      userId: user.userId,
      username: user.username,
      vipLevel: user.vipLevel,
      guest: user.guest,
      text: msg,
      sentAt: now,
    });
    this.rooms.broadcast(room, { msgId: ChatMsgId.SendMessage, msgData: { rid, body: message } });
  }

  private refusal(
    user: ChatUser,
    room: { status: string; broadcastBlocked: boolean; guestsMaySend: boolean; minVipLevel: number },
    text: string,
  ): { reason: ChatSendRejection; text: string } | null {
    if (isBlankChatText(text)) return { reason: 'empty', text: ChatText.empty };
    if (!isWellFormedChatText(text)) return { reason: 'illFormed', text: ChatText.illFormed };
    if (chatTextLength(text) > this.limits.maxLength) return { reason: 'tooLong', text: ChatText.tooLong };
    if (room.status === 'closed') return { reason: 'roomClosed', text: ChatText.roomClosed };
    if (room.broadcastBlocked) return { reason: 'blocked', text: ChatText.blocked };
    if (user.guest && !room.guestsMaySend)
      return { reason: 'guestsMayNotSend', text: ChatText.guestsMayNotSend };
    if (user.vipLevel < room.minVipLevel)
      return { reason: 'vipLevel', text: ChatText.vipLevel(room.minVipLevel) };
    if (this.muteOf(user.userId).muted) return { reason: 'muted', text: ChatText.muted };
    return null;
  }

  private history(connection: ChatConnection, frame: Frame<typeof ChatMsgId.History>): void {
    const { rid, beginTime, endTime } = frame.msgData;
    if (!connection.user) {
      this.notice(connection, 'loginRequired', ChatText.loginRequired, rid);
      return;
    }
    if (!this.rooms.get(rid)) {
      this.notice(connection, 'roomNotFound', ChatText.roomNotFound, rid);
      return;
    }
    const pageNum = frame.msgData.pageNum ?? 1;
    const pageSize = frame.msgData.pageSize ?? CHAT_HISTORY_PAGE_SIZE;
    const { list, total } = this.repository.history(rid, { pageNum, pageSize, beginTime, endTime });
    connection.send({
      msgId: ChatMsgId.History,
      msgData: {
        rid,
        pageNum,
        pageSize,
        body: { list, total, hasMore: (pageNum - 1) * pageSize + list.length < total },
      },
    });
  }

  notice(connection: ChatConnection, code: ChatNoticeCode, text: string, rid?: string): void {
    connection.send({
      msgId: ChatMsgId.Notice,
      msgData: { ...(rid === undefined ? {} : { rid }), msg: text, body: { code } },
    });
  }
}

function decodeClientFrame(data: RawData): ChatClientFrame | null {
  let json: unknown;
  try {
    json = JSON.parse(rawText(data));
  } catch {
    return null;
  }
  const parsed = chatClientFrameSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function newGuest(): ChatUser {
  const id = randomUUID().replace(/-/g, '').slice(0, 16);
  return { userId: `guest-${id}`, username: `游客${id.slice(0, 6)}`, vipLevel: 0, guest: true };
}
