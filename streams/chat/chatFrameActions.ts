import type { UnknownAction } from '@reduxjs/toolkit';
import { ChatMsgId, type ChatServerFrame } from '@src/contract';
import {
  chatEventReceived,
  chatHistoryReceived,
  chatLoggedIn,
  chatMessageReceived,
  chatMessageRejected,
  chatMuteChanged,
  chatRoomChanged,
  chatRoomCleared,
  chatRoomDestroyed,
  chatRoomJoined,
  chatRoomMissing,
  chatWelcomed,
} from './chatSlice';

/** What one server frame means for the store; `at` is the client clock when it arrived. */
export function actionsForFrame(frame: ChatServerFrame, at: number): UnknownAction[] {
  switch (frame.msgId) {
    case ChatMsgId.Heartbeat:
      return [];
    case ChatMsgId.Login:
      return [chatLoggedIn({ user: frame.msgData.body, guestToken: null })];
    case ChatMsgId.GuestLogin: {
      const { token, ...user } = frame.msgData.body;
      return [chatLoggedIn({ user, guestToken: token })];
    }
    case ChatMsgId.JoinRoom:
      return [chatRoomJoined(frame.msgData.body)];
    case ChatMsgId.JoinUnicast:
      return [chatWelcomed({ rid: frame.msgData.rid, ...frame.msgData.body })];
    case ChatMsgId.SendMessage:
      return [chatMessageReceived(frame.msgData.body)];
    case ChatMsgId.History: {
      const { rid, pageNum, body } = frame.msgData;
      return [chatHistoryReceived({ rid, pageNum, list: body.list, hasMore: body.hasMore })];
    }
    case ChatMsgId.MemberMuted:
      return [chatMuteChanged({ mute: frame.msgData.body, text: frame.msgData.msg, at })];
    case ChatMsgId.BroadcastBlocked: {
      const { rid, msg = '', body } = frame.msgData;
      return [
        chatRoomChanged({ rid, changes: { broadcastBlocked: body.blocked } }),
        chatEventReceived({ kind: body.blocked ? 'blocked' : 'unblocked', rid, at, text: msg }),
      ];
    }
    case ChatMsgId.RoomStatusChange: {
      const { rid, msg = '', body } = frame.msgData;
      return [
        chatRoomChanged({ rid, changes: { status: body.status } }),
        chatEventReceived({
          kind: body.status === 'closed' ? 'roomClosed' : 'roomOpened',
          rid,
          at,
          text: msg,
        }),
      ];
    }
    case ChatMsgId.VipLevel: {
      const { rid, msg = '', body } = frame.msgData;
      return [
        chatRoomChanged({ rid, changes: { minVipLevel: body.minVipLevel } }),
        chatEventReceived({ kind: 'vipLevel', rid, at, text: msg, minVipLevel: body.minVipLevel }),
      ];
    }
    case ChatMsgId.JoinBroadcast: {
      const { rid, body } = frame.msgData;
      return [
        chatRoomChanged({ rid, changes: { online: body.online } }),
        chatEventReceived({ kind: 'memberJoined', rid, at, text: '', user: body.user }),
      ];
    }
    case ChatMsgId.RoomUpdate: {
      const { rid, body } = frame.msgData;
      return [chatRoomChanged({ rid, changes: body })];
    }
    case ChatMsgId.RoomDestroyed:
      return [chatRoomDestroyed({ rid: frame.msgData.rid, text: frame.msgData.msg ?? '', at })];
    case ChatMsgId.ScorePush:
      return [chatRoomChanged({ rid: frame.msgData.rid, changes: { score: frame.msgData.body } })];
    case ChatMsgId.RoomCleared:
      return [chatRoomCleared({ rid: frame.msgData.rid, text: frame.msgData.msg ?? '', at })];
    case ChatMsgId.GiftRecord:
      return [
        chatEventReceived({
          kind: 'gift',
          rid: frame.msgData.rid,
          at,
          text: frame.msgData.msg ?? '',
          gift: frame.msgData.body,
        }),
      ];
    case ChatMsgId.ScorePrediction:
      return [
        chatEventReceived({
          kind: 'prediction',
          rid: frame.msgData.rid,
          at,
          text: frame.msgData.msg ?? '',
          prediction: frame.msgData.body,
        }),
      ];
    case ChatMsgId.Notice: {
      const { rid = null, msg, body } = frame.msgData;
      if (body.code === 'sendRejected' && body.cmid !== undefined && body.reason !== undefined) {
        return [chatMessageRejected({ cmid: body.cmid, reason: body.reason, text: msg })];
      }
      const actions: UnknownAction[] = [];
      if (body.code === 'roomNotFound' && rid !== null) actions.push(chatRoomMissing(rid));
      actions.push(
        chatEventReceived({
          kind: body.code === 'notice' ? 'notice' : 'error',
          rid,
          at,
          text: msg,
          code: body.code,
        }),
      );
      return actions;
    }
  }
}
