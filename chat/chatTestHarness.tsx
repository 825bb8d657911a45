import type { ReactElement } from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { of, VirtualTimeScheduler } from 'rxjs';
import { FakeChatTransport } from '@streams/chat/fakeChatTransport';
import { CHAT_LOBBY_ROOM, ChatMsgId, type ChatMessage, type ChatServerFrame } from '@src/contract';
import { createI18n } from '@src/i18n';
import { createTestStore } from '@src/store/testStore';
import { classicTheme, type AppTheme } from '@src/theme';
import { registerChatResources } from './chatI18n';

export interface ChatHarnessOptions {
  /** Logged in to the site (the fake chat server then answers as member01, VIP2); a guest otherwise. */
  member?: boolean;
  theme?: AppTheme;
}

/**
 * The real store (chat slice and epics) over the FakeChatTransport and a virtual clock, with i18n and the
 * theme around `ui`. Time moves only when the test says so.
 */
export function renderChat(
  ui: ReactElement,
  { member = false, theme = classicTheme }: ChatHarnessOptions = {},
) {
  const scheduler = new VirtualTimeScheduler();
  const transport = new FakeChatTransport(scheduler);
  let cmids = 0;
  const { store, actions } = createTestStore({
    dependencies: {
      chat: transport,
      scheduler,
      chatToken: () => of(member ? 'member-token' : null),
      chatCmid: () => `cmid-${++cmids}`,
    },
  });
  const i18n = createI18n();
  registerChatResources(i18n);
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{ui}</ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );

  /** Runs everything due within `ms` of virtual time (answers of the fake server, retries, heartbeats). */
  const advance = (ms: number): void => {
    act(() => {
      const target = scheduler.frame + ms;
      scheduler.maxFrames = target;
      scheduler.flush();
      scheduler.frame = target;
    });
  };
  /** The socket opens: log in, join the room, first history page. */
  const connect = (): void => {
    act(() => transport.setStatus('open'));
    advance(100);
  };
  /** A frame from the server, now. */
  const push = (frame: ChatServerFrame): void => {
    act(() => transport.push(frame));
  };
  /** Someone else's message arrives in the room. */
  const otherSays = (id: number, text: string, overrides: Partial<ChatMessage> = {}): void => {
    push({
      msgId: ChatMsgId.SendMessage,
      msgData: { rid: CHAT_LOBBY_ROOM, body: chatMessage(id, text, overrides) },
    });
  };
  return { ...view, store, actions, transport, scheduler, advance, connect, push, otherSays, i18n };
}

/** A stored message of another member (bob0002, VIP0) in the lobby. */
export function chatMessage(id: number, text: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    rid: CHAT_LOBBY_ROOM,
    cmid: `other-${id}`,
    userId: '20002',
    username: 'bob0002',
    vipLevel: 0,
    guest: false,
    text,
    sentAt: id,
    ...overrides,
  };
}

/**
 * jsdom lays nothing out: give a scroll container the sizes a browser would, with a scrollTop that the
 * browser's clamping applies to. Answers a function that scrolls it as a reader would (and fires `scroll`).
 */
export function fakeScrollArea(element: HTMLElement, sizes: { scrollHeight: number; clientHeight: number }) {
  let top = 0;
  const max = (): number => Math.max(0, sizes.scrollHeight - sizes.clientHeight);
  Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => sizes.scrollHeight });
  Object.defineProperty(element, 'clientHeight', { configurable: true, get: () => sizes.clientHeight });
  Object.defineProperty(element, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (value: number) => {
      top = Math.min(max(), Math.max(0, value));
    },
  });
  return {
    get scrollTop(): number {
      return top;
    },
    bottom: max,
    scrollTo(value: number): void {
      element.scrollTop = value;
      fireEvent.scroll(element);
    },
  };
}
