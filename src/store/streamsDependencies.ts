import { animationFrameScheduler, asyncScheduler, type SchedulerLike } from 'rxjs';
import { io } from 'socket.io-client';
import { CHAT_PATH, type Api } from '@src/contract';
import { createChatTransport, createFeedTransport, type StreamsDependencies } from '@streams';
import { createBalanceApi, type ApiClient } from '@src/api';

export interface BrowserStreamsOptions {
  api: ApiClient<Api>;
  /** The member's token; null for a visitor (chat then logs in as a guest). */
  getToken: () => string | null;
  /** The backend's origin, e.g. `window.location.origin`. */
  origin: string;
}

/**
 * The dependencies of streams/ epics in the browser: the one place that wires transports to the app.
 * The feed socket connects when created (socket.io); the chat socket when its epic asks.
 */
export function createStreamsDependencies({
  api,
  getToken,
  origin,
}: BrowserStreamsOptions): StreamsDependencies & { frameScheduler: SchedulerLike } {
  const chatUrl = new URL(CHAT_PATH, origin);
  chatUrl.protocol = chatUrl.protocol === 'https:' ? 'wss:' : 'ws:';
  return {
    balanceApi: createBalanceApi(api),
    scheduler: asyncScheduler,
    frameScheduler: typeof requestAnimationFrame === 'function' ? animationFrameScheduler : asyncScheduler,
    feed: createFeedTransport({ io, url: origin }),
    chat: createChatTransport({ WebSocket, url: chatUrl.toString() }),
    chatToken: async () => (getToken() ? (await api.data('memberJwt', {})).token : null),
  };
}
