import { describe, expect, it } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ChatMessage } from '@src/contract';
import {
  CHAT_EVENT_CAP,
  CHAT_ROOM_MESSAGE_CAP,
  chatEventReceived,
  chatHistoryReceived,
  chatLinkChanged,
  chatLoggedIn,
  chatMessageQueued,
  chatMessageReceived,
  chatMessageSent,
  chatMuteChanged,
  chatPanelVisibilityChanged,
  chatRoomChanged,
  chatRoomCleared,
  chatRoomDestroyed,
  chatRoomEntered,
  chatRoomJoined,
  chatSlice,
  type ChatState,
} from './chatSlice';
import {
  selectHistoryCursor,
  selectRoomEvents,
  selectRoomMessageIds,
  selectRoomMessages,
  selectRoomPending,
  selectSendBlock,
  selectUnread,
  selectUnreadTotal,
  type ChatRootState,
} from './chatSelectors';
import { fakeRoom } from './fakeChatTransport';

const me = { userId: '10001', username: 'alice01', vipLevel: 1, guest: false };

function reduce(...actions: UnknownAction[]): ChatRootState {
  const chat = actions.reduce<ChatState>(
    (state, action) => chatSlice.reducer(state, action),
    chatSlice.reducer(undefined, { type: '@@init' }),
  );
  return { chat };
}

function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    rid: 'lobby',
    cmid: `c${id}`,
    userId: '20002',
    username: 'bob0002',
    vipLevel: 0,
    guest: false,
    text: `m${id}`,
    sentAt: id,
    ...overrides,
  };
}

const inLobby = [
  chatRoomEntered('lobby'),
  chatLinkChanged('open'),
  chatLoggedIn({ user: me, guestToken: null }),
  chatRoomJoined(fakeRoom('lobby')),
];

describe('chat slice', () => {
  it('keeps a room to its newest 500 messages, dropping the oldest, and lists them oldest first', () => {
    const arrivals = Array.from({ length: CHAT_ROOM_MESSAGE_CAP + 20 }, (_, i) =>
      chatMessageReceived(message(CHAT_ROOM_MESSAGE_CAP + 20 - i)),
    );
    const state = reduce(...inLobby, ...arrivals);
    const ids = selectRoomMessageIds(state, 'lobby');
    expect(ids).toHaveLength(CHAT_ROOM_MESSAGE_CAP);
    expect(ids[0]).toBe(21);
    expect(ids.at(-1)).toBe(CHAT_ROOM_MESSAGE_CAP + 20);
  });

  it('merges history pages with live messages by server id, and moves the cursor page by page', () => {
    const state = reduce(
      ...inLobby,
      chatMessageReceived(message(16)),
      chatHistoryReceived({
        rid: 'lobby',
        pageNum: 1,
        list: [16, 15, 14].map((id) => message(id)),
        hasMore: true,
      }),
      chatHistoryReceived({
        rid: 'lobby',
        pageNum: 2,
        list: [13, 12].map((id) => message(id)),
        hasMore: false,
      }),
    );
    expect(selectRoomMessages(state, 'lobby').map((m) => m.id)).toEqual([12, 13, 14, 15, 16]);
    expect(selectHistoryCursor(state, 'lobby')).toEqual({ nextPage: 3, hasMore: false, loading: false });
  });

  it('stops offering older history once the room is at its cap', () => {
    const full = Array.from({ length: CHAT_ROOM_MESSAGE_CAP }, (_, i) =>
      chatMessageReceived(message(1000 + i)),
    );
    const state = reduce(
      ...inLobby,
      ...full,
      chatHistoryReceived({ rid: 'lobby', pageNum: 1, list: [message(999)], hasMore: true }),
    );
    expect(selectHistoryCursor(state, 'lobby').hasMore).toBe(false);
  });

  it('counts unread messages from others while the panel is closed, and clears them when it shows the room', () => {
    const closed = reduce(
      ...inLobby,
      chatMessageReceived(message(1)),
      chatMessageReceived(message(2)),
      chatMessageReceived(message(2)),
      chatMessageReceived(message(3, { userId: me.userId, cmid: 'mine' })),
      chatHistoryReceived({ rid: 'lobby', pageNum: 1, list: [message(0)], hasMore: false }),
    );
    expect(selectUnread(closed, 'lobby')).toBe(2);
    expect(selectUnreadTotal(closed)).toBe(2);
    const open = { chat: chatSlice.reducer(closed.chat, chatPanelVisibilityChanged(true)) };
    expect(selectUnread(open, 'lobby')).toBe(0);
    const read = { chat: chatSlice.reducer(open.chat, chatMessageReceived(message(4))) };
    expect(selectUnread(read, 'lobby')).toBe(0);
  });

  it('puts a written but unacknowledged message back in the queue when the link drops, and removes it on its echo', () => {
    const queued = chatMessageQueued({ cmid: 'k1', rid: 'lobby', text: 'hi', queuedAt: 5 });
    const written = reduce(...inLobby, queued, chatMessageSent({ cmid: 'k1', linkEpoch: 1 }));
    expect(selectRoomPending(written, 'lobby')).toMatchObject([
      { state: 'sent', sentOnLink: 1, attempts: 1 },
    ]);
    const dropped = { chat: chatSlice.reducer(written.chat, chatLinkChanged('closed')) };
    expect(selectRoomPending(dropped, 'lobby')).toMatchObject([{ state: 'queued' }]);
    expect(dropped.chat.joinedRoom).toBeNull();
    expect(dropped.chat.session.status).toBe('none');
    const echoed = {
      chat: chatSlice.reducer(
        dropped.chat,
        chatMessageReceived(message(9, { cmid: 'k1', userId: me.userId, text: 'hi' })),
      ),
    };
    expect(selectRoomPending(echoed, 'lobby')).toEqual([]);
    expect(selectRoomMessages(echoed, 'lobby').map((m) => m.text)).toEqual(['hi']);
  });

  it('fails queued messages of a room the user leaves for another', () => {
    const state = reduce(
      ...inLobby,
      chatMessageQueued({ cmid: 'k1', rid: 'lobby', text: 'hi', queuedAt: 5 }),
      chatRoomEntered('match:g1'),
    );
    expect(selectRoomPending(state, 'lobby')).toMatchObject([{ state: 'failed', error: { reason: 'left' } }]);
  });

  it('empties a cleared room and marks a destroyed one, failing what was waiting for it', () => {
    const withMessages = reduce(
      ...inLobby,
      chatMessageReceived(message(1)),
      chatMessageQueued({ cmid: 'k1', rid: 'lobby', text: 'x', queuedAt: 1 }),
    );
    const cleared = {
      chat: chatSlice.reducer(
        withMessages.chat,
        chatRoomCleared({ rid: 'lobby', text: '聊天室已清屏', at: 7 }),
      ),
    };
    expect(selectRoomMessages(cleared, 'lobby')).toEqual([]);
    expect(selectRoomEvents(cleared, 'lobby')).toMatchObject([
      { kind: 'cleared', text: '聊天室已清屏', at: 7 },
    ]);
    const destroyed = {
      chat: chatSlice.reducer(
        withMessages.chat,
        chatRoomDestroyed({ rid: 'lobby', text: '聊天室已解散', at: 8 }),
      ),
    };
    expect(destroyed.chat.rooms.entities.lobby?.destroyed).toBe(true);
    expect(destroyed.chat.joinedRoom).toBeNull();
    expect(selectRoomPending(destroyed, 'lobby')).toMatchObject([
      { state: 'failed', error: { reason: 'roomGone' } },
    ]);
    expect(selectSendBlock(destroyed, 'lobby')).toBe('destroyed');
  });

  it('says why the composer may not send: closed, blocked, guests, VIP level, muted', () => {
    const guest = { userId: 'guest-1', username: '游客', vipLevel: 0, guest: true };
    const base = [chatRoomEntered('match:g1'), chatLinkChanged('open'), chatRoomJoined(fakeRoom('match:g1'))];
    expect(selectSendBlock(reduce(...base), 'match:g1')).toBe('connecting');
    expect(selectSendBlock(reduce(...base, chatLoggedIn({ user: guest, guestToken: 't' })), 'match:g1')).toBe(
      'guestsMayNotSend',
    );
    const member = [...base, chatLoggedIn({ user: me, guestToken: null })];
    expect(selectSendBlock(reduce(...member), 'match:g1')).toBeNull();
    expect(
      selectSendBlock(
        reduce(...member, chatRoomChanged({ rid: 'match:g1', changes: { minVipLevel: 2 } })),
        'match:g1',
      ),
    ).toBe('vipLevel');
    expect(
      selectSendBlock(
        reduce(...member, chatRoomChanged({ rid: 'match:g1', changes: { broadcastBlocked: true } })),
        'match:g1',
      ),
    ).toBe('blocked');
    expect(
      selectSendBlock(
        reduce(...member, chatRoomChanged({ rid: 'match:g1', changes: { status: 'closed' } })),
        'match:g1',
      ),
    ).toBe('roomClosed');
    const muted = chatMuteChanged({
      mute: { muted: true, until: null, reason: '' },
      text: '您已被禁言',
      at: 1,
    });
    expect(selectSendBlock(reduce(...member, muted), 'match:g1')).toBe('muted');
  });

  it('keeps the newest 100 system lines', () => {
    const events = Array.from({ length: CHAT_EVENT_CAP + 5 }, (_, i) =>
      chatEventReceived({ kind: 'notice', rid: null, at: i, text: `n${i}` }),
    );
    const lines = selectRoomEvents(reduce(...events), 'lobby');
    expect(lines).toHaveLength(CHAT_EVENT_CAP);
    expect(lines[0]?.text).toBe('n5');
  });
});
