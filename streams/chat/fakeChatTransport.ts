import { BehaviorSubject, Subject, type Observable, type SchedulerLike } from 'rxjs';
import {
  CHAT_LOBBY_ROOM,
  ChatMsgId,
  type ChatClientFrame,
  type ChatMessage,
  type ChatRoomInfo,
  type ChatServerFrame,
} from '@src/contract';
import type { ChatLinkStatus, ChatTransport } from './chatTransport';

export interface WrittenFrame {
  at: number;
  frame: ChatClientFrame;
}

/**
 * A ChatTransport for tests (epics, UI): the test sets the link status and the transport answers like a small
 * chat server after `latencyMs` on the scheduler. An answer whose link closed meanwhile is lost, as on a real
 * socket; messages are stored once per sender and cmid, as the real server does.
 */
export class FakeChatTransport implements ChatTransport {
  readonly status = new BehaviorSubject<ChatLinkStatus>('idle');
  readonly incoming = new Subject<ChatServerFrame>();
  readonly written: WrittenFrame[] = [];
  /** Each written frame as it is written (for marble assertions). */
  readonly written$ = new Subject<ChatClientFrame>();
  /** What the fake server stored, in order. */
  readonly stored: ChatMessage[] = [];
  connects = 0;
  droppedFrames = 0;
  /** Refuse sends with this reason (and text) instead of storing them. */
  rejectSends: { reason: 'muted' | 'rateLimited' | 'tooLong'; text: string } | null = null;
  private epoch = 0;
  private user = { userId: '', username: '', vipLevel: 0, guest: true };

  constructor(
    private readonly scheduler: SchedulerLike,
    private readonly latencyMs = 10,
  ) {}

  get frames$(): Observable<ChatServerFrame> {
    return this.incoming.asObservable();
  }
  get status$(): Observable<ChatLinkStatus> {
    return this.status.asObservable();
  }

  /** Sets the link status as the socket would report it. */
  setStatus(status: ChatLinkStatus): void {
    if (status === 'open') this.epoch += 1;
    this.status.next(status);
  }

  connect(): void {
    this.connects += 1;
  }

  send(frame: ChatClientFrame): boolean {
    if (this.status.value !== 'open') return false;
    this.written.push({ at: this.scheduler.now(), frame });
    this.written$.next(frame);
    this.answer(frame);
    return true;
  }

  close(): void {
    this.status.next('closed');
  }

  /** Frames written with this message id. */
  writtenWith(msgId: ChatClientFrame['msgId']): WrittenFrame[] {
    return this.written.filter((w) => w.frame.msgId === msgId);
  }

  /** Pushes a frame from the server now. */
  push(frame: ChatServerFrame): void {
    this.incoming.next(frame);
  }

  private reply(frame: ChatServerFrame): void {
    const epoch = this.epoch;
    this.scheduler.schedule(() => {
      if (this.epoch === epoch && this.status.value === 'open') this.incoming.next(frame);
    }, this.latencyMs);
  }

  private answer(frame: ChatClientFrame): void {
    switch (frame.msgId) {
      case ChatMsgId.Heartbeat:
        this.reply({ msgId: ChatMsgId.Heartbeat, msgData: { body: { ts: this.scheduler.now() } } });
        return;
      case ChatMsgId.Login: {
        this.user = { userId: '10001', username: 'member01', vipLevel: 2, guest: false };
        this.reply({ msgId: ChatMsgId.Login, msgData: { body: this.user } });
        return;
      }
      case ChatMsgId.GuestLogin: {
        const token = frame.msgData?.token ?? `guest-token-${this.epoch}`;
        this.user = { userId: `guest-${token}`, username: '游客', vipLevel: 0, guest: true };
        this.reply({ msgId: ChatMsgId.GuestLogin, msgData: { body: { ...this.user, token } } });
        return;
      }
      case ChatMsgId.JoinRoom: {
        const { rid } = frame.msgData;
        this.reply({ msgId: ChatMsgId.JoinRoom, msgData: { rid, body: fakeRoom(rid) } });
        return;
      }
      case ChatMsgId.History: {
        const { rid, pageNum = 1, pageSize = 15 } = frame.msgData;
        const list = this.stored.filter((m) => m.rid === rid).reverse();
        const page = list.slice((pageNum - 1) * pageSize, pageNum * pageSize);
        this.reply({
          msgId: ChatMsgId.History,
          msgData: {
            rid,
            pageNum,
            pageSize,
            body: { list: page, total: list.length, hasMore: pageNum * pageSize < list.length },
          },
        });
        return;
      }
      case ChatMsgId.SendMessage: {
        const { rid, msg, cmid } = frame.msgData;
        const repeat = this.stored.find((m) => m.userId === this.user.userId && m.cmid === cmid);
        if (repeat) {
          this.reply({ msgId: ChatMsgId.SendMessage, msgData: { rid, body: repeat } });
          return;
        }
        if (this.rejectSends) {
          const { reason, text } = this.rejectSends;
          this.reply({
            msgId: ChatMsgId.Notice,
            msgData: { rid, msg: text, body: { code: 'sendRejected', cmid, reason } },
          });
          return;
        }
        const message: ChatMessage = {
          id: this.stored.length + 1,
          rid,
          cmid,
          ...this.user,
          text: msg,
          sentAt: this.scheduler.now(),
        };
        this.stored.push(message);
        this.reply({ msgId: ChatMsgId.SendMessage, msgData: { rid, body: message } });
        return;
      }
    }
  }
}

export function fakeRoom(rid: string, overrides: Partial<ChatRoomInfo> = {}): ChatRoomInfo {
  const lobby = rid === CHAT_LOBBY_ROOM;
  return {
    rid,
    name: lobby ? '聊天大厅' : '赛事聊天室',
    kind: lobby ? 'lobby' : 'match',
    gameId: lobby ? null : rid.slice('match:'.length),
    status: 'open',
    broadcastBlocked: false,
    minVipLevel: 0,
    guestsMaySend: lobby,
    online: 1,
    score: null,
    ...overrides,
  };
}
