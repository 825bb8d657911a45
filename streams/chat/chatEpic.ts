import type { UnknownAction } from '@reduxjs/toolkit';
import { combineEpics, type Epic } from 'redux-observable';
import {
  catchError,
  concat,
  defer,
  distinctUntilChanged,
  EMPTY,
  exhaustMap,
  filter,
  from,
  ignoreElements,
  interval,
  map,
  merge,
  mergeMap,
  of,
  switchMap,
  take,
  takeWhile,
  tap,
  timer,
  type ObservableInput,
  type SchedulerLike,
} from 'rxjs';
import {
  CHAT_HEARTBEAT_MS,
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_SEND_RETRY_MS,
  ChatMsgId,
  isBlankChatText,
} from '@src/contract';
import { randomCmid } from './chatCmid';
import { actionsForFrame } from './chatFrameActions';
import {
  chatEventReceived,
  chatHistoryLoading,
  chatHistoryRequested,
  chatIdentityChanged,
  chatLinkChanged,
  chatLoggedIn,
  chatLoginStarted,
  chatMessageQueued,
  chatMessageSent,
  chatRoomEntered,
  chatRoomJoined,
  chatSendRequested,
  chatSendRetried,
  initialChatState,
  type ChatState,
  type PendingChatMessage,
} from './chatSlice';
import type { ChatTransport } from './chatTransport';

export interface ChatDependencies {
  chat: ChatTransport;
  /** A member chat token (member/jwt) when the site login exists, null for guests. A Promise in the app. */
  chatToken: () => ObservableInput<string | null>;
  scheduler: SchedulerLike;
  /** New client message ids; random by default. */
  chatCmid?: () => string;
}

type ChatEpic = Epic<UnknownAction, UnknownAction, unknown, ChatDependencies>;

/** The chat slice of the root state (the store mounts it at `chat`). */
export function chatStateOf(state: unknown): ChatState {
  if (typeof state === 'object' && state !== null && 'chat' in state) {
    const chat = state.chat;
    if (typeof chat === 'object' && chat !== null && 'pending' in chat) return chat as ChatState;
  }
  return initialChatState;
}

/** Where a queued message may be written now: logged in and in its room, on an open link. */
function writable(state: ChatState): PendingChatMessage[] {
  if (state.link !== 'open' || state.session.status !== 'ready' || state.joinedRoom === null) return [];
  return Object.values(state.pending.entities).filter(
    (p) => p.state === 'queued' && p.rid === state.joinedRoom,
  );
}

function hasQueued(state: ChatState): boolean {
  return Object.values(state.pending.entities).some((p) => p.state === 'queued');
}

/** Link status into the store. */
const linkEpic: ChatEpic = (_action$, _state$, { chat }) =>
  chat.status$.pipe(
    filter((status) => status !== 'idle'),
    distinctUntilChanged(),
    map((status) => chatLinkChanged(status)),
  );

/** The socket starts when a room is first entered (guests chat too, so no login is needed). */
const connectEpic: ChatEpic = (action$, _state$, { chat }) =>
  action$.pipe(
    filter(chatRoomEntered.match),
    take(1),
    tap(() => chat.connect()),
    ignoreElements(),
  );

/** Server frames into actions. */
const framesEpic: ChatEpic = (_action$, _state$, { chat, scheduler }) =>
  chat.frames$.pipe(mergeMap((frame) => actionsForFrame(frame, scheduler.now())));

/** spec 4: on every open, log in with the member's token when logged in to the site, else as a guest. */
const loginEpic: ChatEpic = (action$, state$, { chat, chatToken }) =>
  action$.pipe(
    filter((action) => chatLinkChanged.match(action) || chatIdentityChanged.match(action)),
    // switchMap: a newer link or identity supersedes a login still waiting for its token.
    switchMap(() => {
      if (chatStateOf(state$.value).link !== 'open') return EMPTY;
      const login$ = defer(() => from(chatToken())).pipe(
        take(1),
        // No token (or no way to get one): read as a guest rather than not at all.
        catchError(() => of(null)),
        tap((token) => {
          if (token !== null) {
            chat.send({ msgId: ChatMsgId.Login, msgData: { token } });
            return;
          }
          const guestToken = chatStateOf(state$.value).session.guestToken;
          chat.send({
            msgId: ChatMsgId.GuestLogin,
            msgData: guestToken === null ? {} : { token: guestToken },
          });
        }),
        ignoreElements(),
      );
      return concat(of(chatLoginStarted()), login$);
    }),
  );

/** A member token the chat refused (expired, revoked): carry on as a guest. */
const guestFallbackEpic: ChatEpic = (action$, state$, { chat }) =>
  action$.pipe(
    filter(chatEventReceived.match),
    filter((action) => action.payload.code === 'loginFailed'),
    tap(() => {
      const guestToken = chatStateOf(state$.value).session.guestToken;
      chat.send({ msgId: ChatMsgId.GuestLogin, msgData: guestToken === null ? {} : { token: guestToken } });
    }),
    ignoreElements(),
  );

/** Join the current room once logged in, and whenever the user enters another one. */
const joinEpic: ChatEpic = (action$, state$, { chat }) =>
  action$.pipe(
    filter((action) => chatLoggedIn.match(action) || chatRoomEntered.match(action)),
    tap(() => {
      const state = chatStateOf(state$.value);
      if (state.link !== 'open' || state.session.status !== 'ready' || state.currentRoom === null) return;
      if (state.joinedRoom === state.currentRoom) return;
      chat.send({ msgId: ChatMsgId.JoinRoom, msgData: { rid: state.currentRoom } });
    }),
    ignoreElements(),
  );

/**
 * History: page 1 on every join (after a reconnect it fills the gap; known messages merge by id), and the next
 * older page when the user asks for it.
 */
const historyEpic: ChatEpic = (action$, state$, { chat }) =>
  action$.pipe(
    filter(
      (action): action is ReturnType<typeof chatRoomJoined> | ReturnType<typeof chatHistoryRequested> =>
        chatRoomJoined.match(action) || chatHistoryRequested.match(action),
    ),
    mergeMap((action) => {
      const state = chatStateOf(state$.value);
      const rid = action.payload.rid;
      const room = state.rooms.entities[rid];
      if (!room || state.link !== 'open' || state.session.status !== 'ready') return EMPTY;
      let pageNum = 1;
      if (chatHistoryRequested.match(action)) {
        if (room.history.loading || !room.history.hasMore) return EMPTY;
        pageNum = room.history.nextPage;
      }
      const sent = chat.send({
        msgId: ChatMsgId.History,
        msgData: { rid, pageNum, pageSize: CHAT_HISTORY_PAGE_SIZE },
      });
      return sent ? of(chatHistoryLoading(rid)) : EMPTY;
    }),
  );

/** spec 4: a heartbeat every 10 s while the link is open. */
const heartbeatEpic: ChatEpic = (action$, _state$, { chat, scheduler }) =>
  action$.pipe(
    filter(chatLinkChanged.match),
    // switchMap: each open starts a fresh beat; a close stops it.
    switchMap((action) => (action.payload === 'open' ? interval(CHAT_HEARTBEAT_MS, scheduler) : EMPTY)),
    tap(() => chat.send({ msgId: ChatMsgId.Heartbeat })),
    ignoreElements(),
  );

/** spec 5: blank text is not sent; anything else gets a cmid and joins the queue. */
const queueEpic: ChatEpic = (action$, _state$, { scheduler, chatCmid = randomCmid }) =>
  action$.pipe(
    filter(chatSendRequested.match),
    filter((action) => !isBlankChatText(action.payload.text)),
    map(({ payload }) =>
      chatMessageQueued({
        cmid: chatCmid(),
        rid: payload.rid,
        text: payload.text,
        queuedAt: scheduler.now(),
      }),
    ),
  );

/** Writes one queued message; answers the action that records it, or nothing when it could not be written. */
function write(chat: ChatTransport, state: ChatState, pending: PendingChatMessage): UnknownAction[] {
  const written = chat.send({
    msgId: ChatMsgId.SendMessage,
    msgData: { rid: pending.rid, msg: pending.text, cmid: pending.cmid },
  });
  return written ? [chatMessageSent({ cmid: pending.cmid, linkEpoch: state.linkEpoch })] : [];
}

/**
 * spec 4: a message is written at once when the link, the login and the room allow, and otherwise retried
 * every 300 ms until they do. A written message waits for its echo; if the link drops first it is queued again
 * and written again with the same cmid, which the server stores once.
 */
const flushEpic: ChatEpic = (action$, state$, { chat, scheduler }) => {
  const cmids$ = merge(
    action$.pipe(
      filter(chatMessageQueued.match),
      map((action) => action.payload.cmid),
    ),
    action$.pipe(
      filter(chatSendRetried.match),
      map((action) => action.payload),
    ),
  );
  const now$ = cmids$.pipe(
    mergeMap((cmid) => {
      const state = chatStateOf(state$.value);
      const pending = writable(state).find((p) => p.cmid === cmid);
      return pending ? write(chat, state, pending) : [];
    }),
  );
  const retries$ = action$.pipe(
    filter((action) =>
      [chatMessageQueued, chatSendRetried, chatLinkChanged, chatRoomJoined].some((creator) =>
        creator.match(action),
      ),
    ),
    // exhaustMap: one retry loop at a time; each tick takes whatever is queued then, and the loop ends when
    // nothing is. The loop and the immediate write never overlap: a tick reads the state after the write
    // was recorded.
    exhaustMap(() =>
      timer(CHAT_SEND_RETRY_MS, CHAT_SEND_RETRY_MS, scheduler).pipe(
        map(() => chatStateOf(state$.value)),
        takeWhile(hasQueued),
        mergeMap((state) => writable(state).flatMap((pending) => write(chat, state, pending))),
      ),
    ),
  );
  return merge(now$, retries$);
};

export const chatEpic: ChatEpic = combineEpics(
  linkEpic,
  connectEpic,
  framesEpic,
  loginEpic,
  guestFallbackEpic,
  joinEpic,
  historyEpic,
  heartbeatEpic,
  queueEpic,
  flushEpic,
);
