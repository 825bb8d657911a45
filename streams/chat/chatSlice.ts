import {
  createAction,
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import type {
  ChatGift,
  ChatMessage,
  ChatMute,
  ChatNoticeCode,
  ChatPrediction,
  ChatRoomInfo,
  ChatSendRejection,
  ChatUser,
} from '@src/contract';

/** Messages kept per room; the oldest go first. */
export const CHAT_ROOM_MESSAGE_CAP = 500;
/** System lines (joins, gifts, predictions, notices, moderation) kept, all rooms together. */
export const CHAT_EVENT_CAP = 100;

/** The socket: idle before the first room is entered, then open or closed (reconnecting). */
export type ChatLink = 'idle' | 'open' | 'closed';

export interface ChatSession {
  /** none: not logged in on this link; loggingIn: waiting for 10001/10019; ready. */
  status: 'none' | 'loggingIn' | 'ready';
  user: ChatUser | null;
  /** Presented on the next guest login so a guest keeps one identity across reconnects. */
  guestToken: string | null;
}

export interface ChatHistoryCursor {
  /** The page the next "load older" asks for. */
  nextPage: number;
  hasMore: boolean;
  loading: boolean;
}

export interface ChatRoomEntry extends ChatRoomInfo {
  history: ChatHistoryCursor;
  /** 10016, shown on entering. */
  welcome: string;
  /** 10013: put out by the operator. */
  destroyed: boolean;
}

/** A message of this client not yet acknowledged by the server (its own echo). */
export interface PendingChatMessage {
  cmid: string;
  rid: string;
  text: string;
  /** queued: waiting for a usable link; sent: written on link `sentOnLink`, awaiting the echo; failed. */
  state: 'queued' | 'sent' | 'failed';
  queuedAt: number;
  sentOnLink: number | null;
  attempts: number;
  /** Why it failed: the server's reason (or `left` when its room was left) and its Chinese text, if any. */
  error: { reason: ChatSendRejection | 'left' | 'roomGone'; text: string } | null;
}

export type ChatEventKind =
  | 'memberJoined'
  | 'gift'
  | 'prediction'
  | 'notice'
  | 'muted'
  | 'unmuted'
  | 'blocked'
  | 'unblocked'
  | 'roomClosed'
  | 'roomOpened'
  | 'vipLevel'
  | 'cleared'
  | 'destroyed'
  | 'error';

/** A system line: not a member's message. `text` is the server's Chinese text when it sent one. */
export interface ChatEvent {
  seq: number;
  kind: ChatEventKind;
  /** null for site-wide notices. */
  rid: string | null;
  /** Client clock (scheduler) when received. */
  at: number;
  text: string;
  user?: ChatUser;
  gift?: ChatGift;
  prediction?: ChatPrediction;
  code?: ChatNoticeCode;
  minVipLevel?: number;
}
export type NewChatEvent = Omit<ChatEvent, 'seq'>;

export interface ChatState {
  link: ChatLink;
  /** Counts opens of the link: a message written on an earlier link is written again (same cmid). */
  linkEpoch: number;
  session: ChatSession;
  /** The room the user is in (asked for); rejoined after every reconnect. */
  currentRoom: string | null;
  /** The room the server confirmed on this link. */
  joinedRoom: string | null;
  rooms: EntityState<ChatRoomEntry, string>;
  messages: Record<string, EntityState<ChatMessage, number>>;
  pending: EntityState<PendingChatMessage, string>;
  /** This member's (or guest's) mute. */
  mute: ChatMute;
  unread: Record<string, number>;
  /** Whether the chat panel is on screen (messages for the current room then are read). */
  viewing: boolean;
  events: EntityState<ChatEvent, number>;
  nextEventSeq: number;
  /** Rooms the server said do not exist (on join or history). */
  missingRooms: string[];
}

export const roomsAdapter = createEntityAdapter<ChatRoomEntry, string>({ selectId: (room) => room.rid });
export const messagesAdapter = createEntityAdapter<ChatMessage, number>({
  selectId: (message) => message.id,
});
export const pendingAdapter = createEntityAdapter<PendingChatMessage, string>({
  selectId: (pending) => pending.cmid,
});
export const eventsAdapter = createEntityAdapter<ChatEvent, number>({ selectId: (event) => event.seq });

const NOT_MUTED: ChatMute = { muted: false, until: null, reason: '' };
const FRESH_HISTORY: ChatHistoryCursor = { nextPage: 1, hasMore: true, loading: false };

export const initialChatState: ChatState = {
  link: 'idle',
  linkEpoch: 0,
  session: { status: 'none', user: null, guestToken: null },
  currentRoom: null,
  joinedRoom: null,
  rooms: roomsAdapter.getInitialState(),
  messages: {},
  pending: pendingAdapter.getInitialState(),
  mute: NOT_MUTED,
  unread: {},
  viewing: false,
  events: eventsAdapter.getInitialState(),
  nextEventSeq: 1,
  missingRooms: [],
};

// Asked for by the UI (handled by the epics; the reducer notes what it can).
/** The user wants to send `text` to `rid`; blank text is dropped (spec 5). */
export const chatSendRequested = createAction<{ rid: string; text: string }>('chat/sendRequested');
/** The user asks for the next older history page of `rid`. */
export const chatHistoryRequested = createAction<{ rid: string }>('chat/historyRequested');
/** The site login changed (login or logout): log in to the chat again with the new identity. */
export const chatIdentityChanged = createAction('chat/identityChanged');

/**
 * Stores messages in a room, dropping the oldest beyond the cap; answers how many were dropped.
 * A room seen for the first time starts from a plain (undrafted) state, so the adapter's return values are
 * kept rather than relying on mutation.
 */
function storeMessages(state: ChatState, rid: string, list: readonly ChatMessage[]): number {
  let messages = messagesAdapter.setMany(state.messages[rid] ?? messagesAdapter.getInitialState(), list);
  const excess = messages.ids.length - CHAT_ROOM_MESSAGE_CAP;
  if (excess > 0) {
    const oldest = [...messages.ids].sort((a, b) => a - b).slice(0, excess);
    messages = messagesAdapter.removeMany(messages, oldest);
  }
  state.messages[rid] = messages;
  return Math.max(0, excess);
}

function addEvent(state: ChatState, event: NewChatEvent): void {
  eventsAdapter.addOne(state.events, { ...event, seq: state.nextEventSeq });
  state.nextEventSeq += 1;
  const excess = state.events.ids.length - CHAT_EVENT_CAP;
  if (excess > 0) eventsAdapter.removeMany(state.events, state.events.ids.slice(0, excess));
}

function isRead(state: ChatState, rid: string): boolean {
  return state.viewing && state.currentRoom === rid;
}

export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    /** The user enters a room (the lobby or a match's room): one room at a time. */
    chatRoomEntered: (state, action: PayloadAction<string>) => {
      const rid = action.payload;
      if (state.currentRoom !== rid) {
        // Messages still waiting for a link cannot follow the user into another room.
        for (const pending of Object.values(state.pending.entities)) {
          if (pending.rid !== rid && pending.state === 'queued') {
            pending.state = 'failed';
            pending.error = { reason: 'left', text: '' };
          }
        }
      }
      state.currentRoom = rid;
      state.missingRooms = state.missingRooms.filter((missing) => missing !== rid);
      if (state.viewing) state.unread[rid] = 0;
    },
    /** The user left the chat (no room on screen). The server keeps the link in the room until another is entered. */
    chatRoomLeft: (state) => {
      state.currentRoom = null;
    },
    /** The chat panel shows (or stops showing) the current room. */
    chatPanelVisibilityChanged: (state, action: PayloadAction<boolean>) => {
      state.viewing = action.payload;
      if (action.payload && state.currentRoom !== null) state.unread[state.currentRoom] = 0;
    },
    /** A failed message goes back in the queue, same cmid. */
    chatSendRetried: (state, action: PayloadAction<string>) => {
      const pending = state.pending.entities[action.payload];
      if (!pending || pending.state !== 'failed') return;
      pending.state = 'queued';
      pending.error = null;
      pending.sentOnLink = null;
    },
    chatPendingDiscarded: (state, action: PayloadAction<string>) => {
      pendingAdapter.removeOne(state.pending, action.payload);
    },

    // From the epics.
    chatLinkChanged: (state, action: PayloadAction<ChatLink>) => {
      state.link = action.payload;
      if (action.payload === 'open') {
        state.linkEpoch += 1;
        return;
      }
      state.session.status = 'none';
      state.joinedRoom = null;
      for (const room of Object.values(state.rooms.entities)) room.history.loading = false;
      // Written but not acknowledged: it may or may not have arrived; the cmid makes writing it again safe.
      for (const pending of Object.values(state.pending.entities)) {
        if (pending.state === 'sent') pending.state = 'queued';
      }
    },
    chatLoginStarted: (state) => {
      state.session.status = 'loggingIn';
    },
    chatLoggedIn: (state, action: PayloadAction<{ user: ChatUser; guestToken: string | null }>) => {
      const { user, guestToken } = action.payload;
      state.session.status = 'ready';
      state.session.user = user;
      if (guestToken !== null) state.session.guestToken = guestToken;
    },
    chatRoomJoined: (state, action: PayloadAction<ChatRoomInfo>) => {
      const info = action.payload;
      const existing = state.rooms.entities[info.rid];
      roomsAdapter.setOne(state.rooms, {
        ...info,
        history:
          existing && !existing.destroyed ? { ...existing.history, loading: false } : { ...FRESH_HISTORY },
        welcome: existing?.welcome ?? '',
        destroyed: false,
      });
      state.joinedRoom = info.rid;
      state.missingRooms = state.missingRooms.filter((missing) => missing !== info.rid);
    },
    chatWelcomed: (state, action: PayloadAction<{ rid: string; welcome: string; mute: ChatMute }>) => {
      const room = state.rooms.entities[action.payload.rid];
      if (room) room.welcome = action.payload.welcome;
      state.mute = action.payload.mute;
    },
    chatRoomChanged: (state, action: PayloadAction<{ rid: string; changes: Partial<ChatRoomInfo> }>) => {
      const room = state.rooms.entities[action.payload.rid];
      if (room) Object.assign(room, action.payload.changes);
    },
    chatRoomMissing: (state, action: PayloadAction<string>) => {
      const rid = action.payload;
      if (!state.missingRooms.includes(rid)) state.missingRooms.push(rid);
      for (const pending of Object.values(state.pending.entities)) {
        if (pending.rid === rid && pending.state !== 'failed') {
          pending.state = 'failed';
          pending.error = { reason: 'roomGone', text: '' };
        }
      }
    },
    chatMessageQueued: (
      state,
      action: PayloadAction<{ cmid: string; rid: string; text: string; queuedAt: number }>,
    ) => {
      pendingAdapter.addOne(state.pending, {
        ...action.payload,
        state: 'queued',
        sentOnLink: null,
        attempts: 0,
        error: null,
      });
    },
    chatMessageSent: (state, action: PayloadAction<{ cmid: string; linkEpoch: number }>) => {
      const pending = state.pending.entities[action.payload.cmid];
      if (!pending) return;
      pending.state = 'sent';
      pending.sentOnLink = action.payload.linkEpoch;
      pending.attempts += 1;
    },
    chatMessageRejected: (
      state,
      action: PayloadAction<{ cmid: string; reason: ChatSendRejection; text: string }>,
    ) => {
      const pending = state.pending.entities[action.payload.cmid];
      if (!pending) return;
      pending.state = 'failed';
      pending.error = { reason: action.payload.reason, text: action.payload.text };
    },
    chatMessageReceived: (state, action: PayloadAction<ChatMessage>) => {
      const message = action.payload;
      const isNew = state.messages[message.rid]?.entities[message.id] === undefined;
      storeMessages(state, message.rid, [message]);
      // The echo of our own message is its acknowledgement.
      const own =
        state.pending.entities[message.cmid] !== undefined || message.userId === state.session.user?.userId;
      pendingAdapter.removeOne(state.pending, message.cmid);
      if (isNew && !own && !isRead(state, message.rid))
        state.unread[message.rid] = (state.unread[message.rid] ?? 0) + 1;
    },
    chatHistoryLoading: (state, action: PayloadAction<string>) => {
      const room = state.rooms.entities[action.payload];
      if (room) room.history.loading = true;
    },
    chatHistoryReceived: (
      state,
      action: PayloadAction<{ rid: string; pageNum: number; list: ChatMessage[]; hasMore: boolean }>,
    ) => {
      const { rid, pageNum, list, hasMore } = action.payload;
      const evicted = storeMessages(state, rid, list);
      const room = state.rooms.entities[rid];
      if (!room) return;
      room.history.loading = false;
      if (pageNum >= room.history.nextPage) {
        room.history.nextPage = pageNum + 1;
        // At the cap, older pages would only push out what was just loaded.
        room.history.hasMore = hasMore && evicted === 0;
      }
    },
    chatRoomCleared: (state, action: PayloadAction<{ rid: string; text: string; at: number }>) => {
      const { rid, text, at } = action.payload;
      state.messages[rid] = messagesAdapter.getInitialState();
      state.unread[rid] = 0;
      const room = state.rooms.entities[rid];
      if (room) room.history = { nextPage: 1, hasMore: false, loading: false };
      addEvent(state, { kind: 'cleared', rid, at, text });
    },
    chatRoomDestroyed: (state, action: PayloadAction<{ rid: string; text: string; at: number }>) => {
      const { rid, text, at } = action.payload;
      delete state.messages[rid];
      delete state.unread[rid];
      const room = state.rooms.entities[rid];
      if (room) {
        room.destroyed = true;
        room.online = 0;
        room.history = { nextPage: 1, hasMore: false, loading: false };
      }
      if (state.joinedRoom === rid) state.joinedRoom = null;
      for (const pending of Object.values(state.pending.entities)) {
        if (pending.rid === rid && pending.state !== 'failed') {
          pending.state = 'failed';
          pending.error = { reason: 'roomGone', text };
        }
      }
      addEvent(state, { kind: 'destroyed', rid, at, text });
    },
    chatMuteChanged: (state, action: PayloadAction<{ mute: ChatMute; text: string; at: number }>) => {
      const { mute, text, at } = action.payload;
      state.mute = mute;
      addEvent(state, { kind: mute.muted ? 'muted' : 'unmuted', rid: null, at, text });
    },
    chatEventReceived: (state, action: PayloadAction<NewChatEvent>) => {
      addEvent(state, action.payload);
    },
  },
});

export const {
  chatRoomEntered,
  chatRoomLeft,
  chatPanelVisibilityChanged,
  chatSendRetried,
  chatPendingDiscarded,
  chatLinkChanged,
  chatLoginStarted,
  chatLoggedIn,
  chatRoomJoined,
  chatWelcomed,
  chatRoomChanged,
  chatRoomMissing,
  chatMessageQueued,
  chatMessageSent,
  chatMessageRejected,
  chatMessageReceived,
  chatHistoryLoading,
  chatHistoryReceived,
  chatRoomCleared,
  chatRoomDestroyed,
  chatMuteChanged,
  chatEventReceived,
} = chatSlice.actions;
