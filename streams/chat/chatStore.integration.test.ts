import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { createEpicMiddleware } from 'redux-observable';
import { asyncScheduler } from 'rxjs';
import fc from 'fast-check';
import { WebSocket } from 'ws';
import { chatTextLength, isBlankChatText, type ChatMessage } from '@src/contract';
import { startChatTestServer, type ChatTestServer, type TestMember } from '../../mocks/testing/chatTestServer';
import { chatEpic, type ChatDependencies } from './chatEpic';
import { chatPanelVisibilityChanged, chatRoomEntered, chatSendRequested, chatSlice } from './chatSlice';
import { selectRoomMessages, selectRoomPending, type ChatRootState } from './chatSelectors';
import { createChatTransport, type ChatTransport } from './chatTransport';

/** A guard against a hung test, not a wait: every condition below is met by an event. */
const CONDITION_TIMEOUT_MS = 5_000;

let server: ChatTestServer;
const transports: ChatTransport[] = [];

beforeAll(async () => {
  server = await startChatTestServer({
    limits: { sendsPerWindow: 10_000, framesPerSecond: 10_000, frameBurst: 10_000 },
  });
});
afterEach(() => {
  server.refuseConnections(false);
  for (const transport of transports.splice(0)) transport.close();
});
afterAll(async () => {
  await server.close();
});

/** The real chat slice and epics on a real transport, as the app or a headless load client runs them. */
function startClient(member: TestMember | null) {
  const transport = createChatTransport({
    WebSocket,
    url: server.wsUrl.split('?')[0] ?? '',
    reconnectMs: 50,
  });
  transports.push(transport);
  const dependencies: ChatDependencies = {
    chat: transport,
    chatToken: () => (member ? server.memberToken(member) : Promise.resolve(null)),
    scheduler: asyncScheduler,
  };
  const epicMiddleware = createEpicMiddleware<UnknownAction, UnknownAction, unknown, ChatDependencies>({
    dependencies,
  });
  const store = configureStore({
    reducer: { chat: chatSlice.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: false, immutableCheck: false }).concat(epicMiddleware),
  });
  epicMiddleware.run(chatEpic);
  const until = (condition: (state: ChatRootState) => boolean, what: string): Promise<ChatRootState> =>
    new Promise((resolve, reject) => {
      const check = (): boolean => {
        const state = store.getState();
        if (!condition(state)) return false;
        clearTimeout(timer);
        unsubscribe();
        resolve(state);
        return true;
      };
      const timer = setTimeout(() => {
        unsubscribe();
        reject(new Error(`timed out waiting for ${what}`));
      }, CONDITION_TIMEOUT_MS);
      const unsubscribe = store.subscribe(() => void check());
      check();
    });
  return { store, transport, until };
}

const texts = (state: ChatRootState, rid = 'lobby'): string[] =>
  selectRoomMessages(state, rid).map((m: ChatMessage) => m.text);

describe('chat store against the chat server', () => {
  it('a member and a guest join the lobby; the member’s message reaches the guest byte for byte with the VIP level', async () => {
    const member = startClient({ userId: '10011', username: 'vipfan01', vipLevel: 4 });
    const guest = startClient(null);
    member.store.dispatch(chatRoomEntered('lobby'));
    guest.store.dispatch(chatRoomEntered('lobby'));
    await member.until((s) => s.chat.joinedRoom === 'lobby', 'member joined');
    await guest.until((s) => s.chat.joinedRoom === 'lobby', 'guest joined');
    expect(member.store.getState().chat.session.user).toMatchObject({
      userId: '10011',
      vipLevel: 4,
      guest: false,
    });
    expect(guest.store.getState().chat.session.user?.guest).toBe(true);

    member.store.dispatch(chatSendRequested({ rid: 'lobby', text: '<b>加油</b> 🎉' }));
    const heard = await guest.until((s) => texts(s).includes('<b>加油</b> 🎉'), 'the message at the guest');
    expect(selectRoomMessages(heard, 'lobby').at(-1)).toMatchObject({ username: 'vipfan01', vipLevel: 4 });
    await member.until((s) => selectRoomPending(s, 'lobby').length === 0, 'the echo');
  });

  it('fuzz: any non-blank text a member types arrives in another client’s store unchanged', async () => {
    const member = startClient({ userId: '10012', username: 'typist01' });
    const reader = startClient(null);
    member.store.dispatch(chatRoomEntered('match:fuzz'));
    reader.store.dispatch(chatRoomEntered('match:fuzz'));
    reader.store.dispatch(chatPanelVisibilityChanged(true));
    await member.until((s) => s.chat.joinedRoom === 'match:fuzz', 'member joined');
    await reader.until((s) => s.chat.joinedRoom === 'match:fuzz', 'reader joined');
    const text = fc
      .string({ unit: 'binary', minLength: 1, maxLength: 200 })
      .filter((v) => !isBlankChatText(v) && chatTextLength(v) <= 200);
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        member.store.dispatch(chatSendRequested({ rid: 'match:fuzz', text: value }));
        const state = await reader.until(
          (s) => selectRoomMessages(s, 'match:fuzz').at(-1)?.text === value,
          'the fuzzed text',
        );
        expect(selectRoomMessages(state, 'match:fuzz').at(-1)?.text).toBe(value);
      }),
      { numRuns: 40 },
    );
  }, 30_000);

  it('a message typed while the server is unreachable is delivered exactly once when the link is back', async () => {
    const member = startClient({ userId: '10013', username: 'offline01' });
    const reader = startClient(null);
    member.store.dispatch(chatRoomEntered('lobby'));
    reader.store.dispatch(chatRoomEntered('lobby'));
    await member.until((s) => s.chat.joinedRoom === 'lobby', 'member joined');
    await reader.until((s) => s.chat.joinedRoom === 'lobby', 'reader joined');

    server.refuseConnections(true);
    server.dropConnections();
    await member.until((s) => s.chat.link === 'closed', 'the link lost');
    member.store.dispatch(chatSendRequested({ rid: 'lobby', text: '断线时发的' }));
    expect(selectRoomPending(member.store.getState(), 'lobby')).toMatchObject([{ state: 'queued' }]);
    server.refuseConnections(false);

    await reader.until((s) => texts(s).includes('断线时发的'), 'the queued message at the reader');
    await member.until(
      (s) => selectRoomPending(s, 'lobby').length === 0 && texts(s).includes('断线时发的'),
      'the echo',
    );
    const stored = server.db
      .prepare("SELECT COUNT(*) AS n FROM chat_messages WHERE text = '断线时发的'")
      .get();
    expect(stored).toEqual({ n: 1 });
    expect(texts(reader.store.getState()).filter((t) => t === '断线时发的')).toHaveLength(1);
  });
});
