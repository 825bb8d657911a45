/**
 * Worker thread of headless chat clients (runHeadless.ts). Each client is the app's chat: the streams/ chat
 * transport (reconnecting-websocket over `ws`) with the chat slice and epics, unchanged, entering one room as a
 * guest (login, join, history page 1 and the heartbeat are the epics'). The transport is only observed: each
 * room broadcast is counted by type, and each member's message is checked against the room's last message id
 * (lost, out of order) and timed from its `sentAt` (the replay's send time) until the store holds it.
 */
import { getHeapStatistics } from 'node:v8';
import { performance } from 'node:perf_hooks';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { createEpicMiddleware } from 'redux-observable';
import { asyncScheduler, of, tap } from 'rxjs';
import { WebSocket } from 'ws';
import { build, encodeIntoCompressedBase64, type Histogram } from 'hdr-histogram-js';
import {
  ChatMsgId,
  chatEpic,
  chatReducers,
  chatRoomEntered,
  chatStateOf,
  createChatTransport,
  type ChatDependencies,
  type ChatServerFrame,
  type ChatTransport,
} from '@streams';
import { createBusyMeter, serveClientWorker } from '../workers/clientWorkerHost';
import type { ChatWindowFigures, FromChatClients, ToChatClients } from './clientMessages';

const post = serveClientWorker<ToChatClients, FromChatClients>('chatClients', {
  add,
  window: () => ({ type: 'window', ...takeWindow() }),
  stop: () => {
    for (const client of clients) client.close();
    clients.length = 0;
  },
});

/** Answers to a client's own requests: not room broadcasts. */
const ANSWERS = new Set<number>([
  ChatMsgId.Heartbeat,
  ChatMsgId.Login,
  ChatMsgId.GuestLogin,
  ChatMsgId.JoinRoom,
  ChatMsgId.JoinUnicast,
  ChatMsgId.History,
  ChatMsgId.Notice,
]);
const NAMES = new Map<number, string>(Object.entries(ChatMsgId).map(([name, id]) => [id, name]));

interface ChatClient {
  rid: string;
  joined(): boolean;
  close(): void;
}

const clients: ChatClient[] = [];
const newHistogram = (): Histogram => build({ lowestDiscernibleValue: 1, highestTrackableValue: 600_000_000, numberOfSignificantValueDigits: 3 });
let window = freshWindow();
const busyMeter = createBusyMeter();

function freshWindow() {
  return { received: 0, receivedByType: {} as Record<string, number>, messages: 0, applied: 0, lost: 0, outOfOrder: 0, histogram: newHistogram() };
}

const wallNow = (): number => performance.timeOrigin + performance.now();

function chatClient(chatUrl: string, rid: string): ChatClient {
  const transport = createChatTransport({ WebSocket, url: chatUrl, connectTimeoutMs: 30_000 });
  let lastId: number | undefined;
  const pending: { id: number; sentAt: number }[] = [];
  const noteFrame = (frame: ChatServerFrame): void => {
    if (ANSWERS.has(frame.msgId)) return;
    const type = NAMES.get(frame.msgId) ?? String(frame.msgId);
    window.received += 1;
    window.receivedByType[type] = (window.receivedByType[type] ?? 0) + 1;
    if (frame.msgId !== ChatMsgId.SendMessage || frame.msgData.rid !== rid) return;
    const { id, sentAt } = frame.msgData.body;
    window.messages += 1;
    if (lastId !== undefined) {
      if (id <= lastId) window.outOfOrder += 1;
      else if (id > lastId + 1) window.lost += id - lastId - 1;
    }
    if (lastId === undefined || id > lastId) lastId = id;
    pending.push({ id, sentAt });
  };
  const observed: ChatTransport = {
    frames$: transport.frames$.pipe(tap(noteFrame)),
    status$: transport.status$,
    connect: () => transport.connect(),
    send: (frame) => transport.send(frame),
    close: () => transport.close(),
    get droppedFrames() {
      return transport.droppedFrames;
    },
  };
  const dependencies: ChatDependencies = { chat: observed, chatToken: () => of(null), scheduler: asyncScheduler };
  const epicMiddleware = createEpicMiddleware<UnknownAction, UnknownAction, unknown, ChatDependencies>({ dependencies });
  const store = configureStore({
    reducer: chatReducers,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ serializableCheck: false, immutableCheck: false }).concat(epicMiddleware),
  });
  epicMiddleware.run(chatEpic);
  store.subscribe(() => {
    if (pending.length === 0) return;
    const messages = chatStateOf(store.getState()).messages[rid];
    const at = wallNow();
    let applied = 0;
    for (const entry of pending) {
      if (messages?.entities[entry.id] === undefined) break;
      window.applied += 1;
      window.histogram.recordValue(Math.max(1, Math.round((at - entry.sentAt) * 1000)));
      applied += 1;
    }
    if (applied > 0) pending.splice(0, applied);
  });
  store.dispatch(chatRoomEntered(rid));
  return {
    rid,
    joined: () => {
      const state = chatStateOf(store.getState());
      return state.link === 'open' && state.joinedRoom === rid;
    },
    close: () => transport.close(),
  };
}

async function add(message: Extract<ToChatClients, { type: 'add' }>): Promise<void> {
  const target = clients.length + message.count;
  while (clients.length < target) {
    const wave = Math.min(message.wave, target - clients.length);
    const batch = Array.from({ length: wave }, (_, i) => chatClient(message.chatUrl, message.rooms[(clients.length + i) % message.rooms.length] ?? 'lobby'));
    clients.push(...batch);
    const deadline = Date.now() + 60_000;
    while (batch.some((client) => !client.joined())) {
      if (Date.now() > deadline) throw new Error('chat clients did not join their rooms within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  post({ type: 'added', clients: clients.length, joined: joinedCount(), heapUsed: getHeapStatistics().used_heap_size });
}

function joinedCount(): number {
  return clients.filter((client) => client.joined()).length;
}

function takeWindow(): ChatWindowFigures {
  const figures: ChatWindowFigures = {
    clients: clients.length,
    joined: joinedCount(),
    received: window.received,
    receivedByType: window.receivedByType,
    messages: window.messages,
    applied: window.applied,
    lost: window.lost,
    outOfOrder: window.outOfOrder,
    histogram: encodeIntoCompressedBase64(window.histogram),
    busyMs: busyMeter(),
    heapUsed: getHeapStatistics().used_heap_size,
  };
  window.histogram.destroy();
  window = freshWindow();
  return figures;
}
