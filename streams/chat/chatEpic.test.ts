import { describe, expect, it } from 'vitest';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { createEpicMiddleware } from 'redux-observable';
import { filter, map, of, takeUntil, timer, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { ChatClientFrame } from '@src/contract';
import { chatEpic, type ChatDependencies } from './chatEpic';
import type { ChatLinkStatus } from './chatTransport';
import {
  chatIdentityChanged,
  chatRoomEntered,
  chatSendRequested,
  chatSendRetried,
  chatSlice,
} from './chatSlice';
import { selectRoomMessages, selectRoomPending, type ChatRootState } from './chatSelectors';
import { FakeChatTransport } from './fakeChatTransport';

const LINK = { o: 'open', c: 'closed' } as const satisfies Record<string, ChatLinkStatus>;

function newScheduler(): TestScheduler {
  return new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
}

/**
 * The chat slice and epics in a real store, on virtual time, over a fake transport whose server answers after
 * 10 ms. Member tokens come from `tokens` in turn (null: not logged in to the site). Everything stops at `endAt`.
 */
function startChat(
  scheduler: TestScheduler,
  { tokens = [null], endAt }: { tokens?: (string | null)[]; endAt: number },
) {
  const transport = new FakeChatTransport(scheduler, 10);
  let tokenCalls = 0;
  let cmids = 0;
  const dependencies: ChatDependencies = {
    chat: transport,
    chatToken: () => of(tokens[Math.min(tokenCalls++, tokens.length - 1)] ?? null),
    scheduler,
    chatCmid: () => `cmid-${++cmids}`,
  };
  const epicMiddleware = createEpicMiddleware<UnknownAction, UnknownAction, unknown, ChatDependencies>({
    dependencies,
  });
  const store = configureStore({
    reducer: { chat: chatSlice.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(epicMiddleware),
  });
  epicMiddleware.run((action$, state$, deps) =>
    chatEpic(action$, state$, deps).pipe(takeUntil(timer(endAt, scheduler))),
  );
  const at = (time: number, act: () => void): void => {
    scheduler.schedule(act, time);
  };
  const state = (): ChatRootState => store.getState();
  return { transport, store, at, state, tokenCalls: () => tokenCalls };
}

/** Drives the link status from a marble. */
function link(transport: FakeChatTransport, statuses$: Observable<ChatLinkStatus>): void {
  statuses$.subscribe((status) => transport.setStatus(status));
}

/** Written frames as marble letters: h heartbeat, l member login, g guest login, j join, s send, p history page. */
function writtenLetters(transport: FakeChatTransport): Observable<string> {
  const letter: Record<ChatClientFrame['msgId'], string> = {
    0: 'h',
    10001: 'l',
    10019: 'g',
    10002: 'j',
    10003: 's',
    10011: 'p',
  };
  return transport.written$.pipe(map((frame) => letter[frame.msgId]));
}

describe('chat epics (spec 4)', () => {
  it('writes a heartbeat every 10 s while the link is open and none while it is down', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const chat = startChat(scheduler, { endAt: 45_000 });
      link(chat.transport, hot('o 24999ms c 4999ms o', LINK));
      chat.at(0, () => chat.store.dispatch(chatRoomEntered('lobby')));
      const heartbeats$ = chat.transport.written$.pipe(filter((frame) => frame.msgId === 0));
      expectObservable(heartbeats$.pipe(map(() => 'h')), '^ 44999ms !').toBe('10s h 9999ms h 19999ms h');
    });
  });

  it('starts the socket when a room is first entered, once', () => {
    const scheduler = newScheduler();
    scheduler.run(({ flush }) => {
      const chat = startChat(scheduler, { endAt: 1_000 });
      chat.at(0, () => chat.store.dispatch(chatRoomEntered('lobby')));
      chat.at(10, () => chat.store.dispatch(chatRoomEntered('match:g1')));
      flush();
      expect(chat.transport.connects).toBe(1);
    });
  });

  it('on every open logs in as a guest when not logged in to the site, keeping its guest identity, then joins and reads page 1', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable, flush }) => {
      const chat = startChat(scheduler, { endAt: 8_000 });
      chat.at(0, () => chat.store.dispatch(chatRoomEntered('lobby')));
      // Open at 1 s, lost at 2 s, back at 7 s: reconnecting-websocket's fixed 5 s (chatTransport.test.ts).
      link(chat.transport, hot('1s o 999ms c 4999ms o', LINK));
      expectObservable(writtenLetters(chat.transport), '^ 7999ms !').toBe(
        '1s g 9ms j 9ms p 5979ms g 9ms j 9ms p',
      );
      flush();
      const guestLogins = chat.transport.writtenWith(10019).map((w) => w.frame);
      expect(guestLogins).toEqual([
        { msgId: 10019, msgData: {} },
        { msgId: 10019, msgData: { token: 'guest-token-1' } },
      ]);
      expect(chat.state().chat.session).toMatchObject({
        status: 'ready',
        user: { guest: true, userId: 'guest-guest-token-1' },
      });
      expect(chat.state().chat.joinedRoom).toBe('lobby');
    });
  });

  it('after a reconnect logs in again with a fresh member token and rejoins the room the user is in', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, flush }) => {
      const chat = startChat(scheduler, { tokens: ['token-1', 'token-2'], endAt: 10_000 });
      chat.at(0, () => chat.store.dispatch(chatRoomEntered('lobby')));
      chat.at(500, () => chat.store.dispatch(chatRoomEntered('match:g1')));
      link(chat.transport, hot('o 999ms c 4999ms o', LINK));
      flush();
      expect(chat.transport.written.filter((w) => w.frame.msgId !== 0)).toEqual([
        { at: 0, frame: { msgId: 10001, msgData: { token: 'token-1' } } },
        { at: 10, frame: { msgId: 10002, msgData: { rid: 'lobby' } } },
        { at: 20, frame: { msgId: 10011, msgData: { rid: 'lobby', pageNum: 1, pageSize: 15 } } },
        { at: 500, frame: { msgId: 10002, msgData: { rid: 'match:g1' } } },
        { at: 510, frame: { msgId: 10011, msgData: { rid: 'match:g1', pageNum: 1, pageSize: 15 } } },
        { at: 6_000, frame: { msgId: 10001, msgData: { token: 'token-2' } } },
        { at: 6_010, frame: { msgId: 10002, msgData: { rid: 'match:g1' } } },
        { at: 6_020, frame: { msgId: 10011, msgData: { rid: 'match:g1', pageNum: 1, pageSize: 15 } } },
      ]);
      expect(chat.state().chat.session.user).toMatchObject({ userId: '10001', guest: false });
    });
  });

  it('logs in again on the open link when the site login changes', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, flush }) => {
      const chat = startChat(scheduler, { tokens: [null, 'token-after-login'], endAt: 1_000 });
      chat.at(0, () => chat.store.dispatch(chatRoomEntered('lobby')));
      link(chat.transport, hot('o', LINK));
      chat.at(100, () => chat.store.dispatch(chatIdentityChanged()));
      flush();
      expect(chat.transport.writtenWith(10001)).toEqual([
        { at: 100, frame: { msgId: 10001, msgData: { token: 'token-after-login' } } },
      ]);
      expect(chat.state().chat.session.user?.guest).toBe(false);
    });
  });

  it('retries a message typed while the link is down every 300 ms and writes it once the link, login and room allow', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, flush }) => {
      const chat = startChat(scheduler, { endAt: 3_000 });
      chat.at(0, () => chat.store.dispatch(chatRoomEntered('lobby')));
      chat.at(100, () => chat.store.dispatch(chatSendRequested({ rid: 'lobby', text: '有人吗' })));
      // Open at 1000; guest login answered at 1010, join at 1020: the next retry (1300) writes it.
      link(chat.transport, hot('1s o', LINK));
      chat.at(1_250, () =>
        expect(selectRoomPending(chat.state(), 'lobby')).toMatchObject([
          { cmid: 'cmid-1', state: 'queued', attempts: 0 },
        ]),
      );
      flush();
      expect(chat.transport.writtenWith(10003)).toEqual([
        { at: 1_300, frame: { msgId: 10003, msgData: { rid: 'lobby', msg: '有人吗', cmid: 'cmid-1' } } },
      ]);
      expect(selectRoomPending(chat.state(), 'lobby')).toEqual([]);
      expect(selectRoomMessages(chat.state(), 'lobby').map((m) => [m.cmid, m.text])).toEqual([
        ['cmid-1', '有人吗'],
      ]);
    });
  });

  it('delivers a message exactly once when the link drops between writing it and its echo', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, flush }) => {
      const chat = startChat(scheduler, { endAt: 8_000 });
      chat.at(0, () => chat.store.dispatch(chatRoomEntered('lobby')));
      // Written at 100; the server stores it but the echo (due at 110) is lost with the link at 105.
      chat.at(100, () => chat.store.dispatch(chatSendRequested({ rid: 'lobby', text: 'once only' })));
      link(chat.transport, hot('o 104ms c 4999ms o', LINK));
      chat.at(2_000, () =>
        expect(selectRoomPending(chat.state(), 'lobby')).toMatchObject([{ state: 'queued', attempts: 1 }]),
      );
      flush();
      const writes = chat.transport.writtenWith(10003);
      expect(writes.map((w) => [w.at, w.frame])).toEqual([
        [100, { msgId: 10003, msgData: { rid: 'lobby', msg: 'once only', cmid: 'cmid-1' } }],
        // Back at 5105, logged in 5115, joined 5125; the retry loop, ticking every 300 ms since the link
        // opened at 0, writes it at its next tick.
        [5_400, { msgId: 10003, msgData: { rid: 'lobby', msg: 'once only', cmid: 'cmid-1' } }],
      ]);
      expect(chat.transport.stored).toHaveLength(1);
      expect(selectRoomMessages(chat.state(), 'lobby').map((m) => m.text)).toEqual(['once only']);
      expect(selectRoomPending(chat.state(), 'lobby')).toEqual([]);
    });
  });

  it('does not send a message that is empty after trimming (spec 5)', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, flush }) => {
      const chat = startChat(scheduler, { endAt: 1_000 });
      chat.at(0, () => chat.store.dispatch(chatRoomEntered('lobby')));
      link(chat.transport, hot('o', LINK));
      chat.at(100, () => chat.store.dispatch(chatSendRequested({ rid: 'lobby', text: ' \n\t\u3000 ' })));
      flush();
      expect(chat.transport.writtenWith(10003)).toEqual([]);
      expect(chat.state().chat.pending.ids).toEqual([]);
    });
  });

  it('stops retrying a message the server refused, and writes it again with the same cmid when the user retries', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, flush }) => {
      const chat = startChat(scheduler, { endAt: 3_000 });
      chat.at(0, () => chat.store.dispatch(chatRoomEntered('lobby')));
      link(chat.transport, hot('o', LINK));
      chat.at(50, () => {
        chat.transport.rejectSends = { reason: 'rateLimited', text: '发言太频繁，请稍后再试' };
        chat.store.dispatch(chatSendRequested({ rid: 'lobby', text: 'too fast' }));
      });
      chat.at(1_000, () => {
        expect(selectRoomPending(chat.state(), 'lobby')).toMatchObject([
          {
            cmid: 'cmid-1',
            state: 'failed',
            error: { reason: 'rateLimited', text: '发言太频繁，请稍后再试' },
          },
        ]);
        chat.transport.rejectSends = null;
        chat.store.dispatch(chatSendRetried('cmid-1'));
      });
      flush();
      expect(
        chat.transport.writtenWith(10003).map((w) => [w.at, w.frame.msgId === 10003 && w.frame.msgData.cmid]),
      ).toEqual([
        [50, 'cmid-1'],
        [1_000, 'cmid-1'],
      ]);
      expect(selectRoomMessages(chat.state(), 'lobby')).toHaveLength(1);
    });
  });
});
