import { animationFrameScheduler, asyncScheduler, type SchedulerLike } from 'rxjs';
import type { Api } from '@src/contract';
import type { StreamsDependencies } from '@streams';
import { createBalanceApi, type ApiClient } from '@src/api';
import { deferTransports } from './deferredTransports';
import type { MemberFeed } from './memberFeed';

export interface BrowserStreamsOptions {
  api: ApiClient<Api>;
  /** The member's token; null for a visitor (chat then logs in as a guest). */
  getToken: () => string | null;
  /** The backend's origin, e.g. `window.location.origin`. */
  origin: string;
  /** The page's language: the feed sends names in it (zh-CN when absent). */
  getLanguage?: () => string;
  /** The sockets' code is fetched, and they connect, once this settles (the first page shown, src/app/firstPage.ts). */
  until?: Promise<void>;
}

/**
 * The dependencies of streams/ epics in the browser. The sockets come from browserTransports.ts, loaded when
 * the epics first use them (deferredTransports.ts) and `until` has settled, so they connect after the first page.
 */
export function createStreamsDependencies({
  api,
  getToken,
  origin,
  getLanguage,
  until = Promise.resolve(),
}: BrowserStreamsOptions): StreamsDependencies & { frameScheduler: SchedulerLike; memberFeed: MemberFeed } {
  const transports = deferTransports(() =>
    until
      .then(() => import('./browserTransports'))
      .then(({ createBrowserTransports }) => createBrowserTransports({ getToken, origin, getLanguage })),
  );
  return {
    balanceApi: createBalanceApi(api),
    scheduler: asyncScheduler,
    frameScheduler: typeof requestAnimationFrame === 'function' ? animationFrameScheduler : asyncScheduler,
    feed: transports.feed,
    chat: transports.chat,
    chatToken: async () => (getToken() ? (await api.data('memberJwt', {})).token : null),
    memberFeed: transports.memberFeed,
  };
}
