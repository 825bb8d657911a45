import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { asyncScheduler, of } from 'rxjs';
import type { MemberInfo, SiteBaseConfig } from '@src/contract';
import { createBalanceApi } from '@src/api';
import { appStarted, createMemoryStorage } from '@src/session';
import { okEnvelope, routedFetch } from '@src/test/fakeFetch';
import { offlineChat, offlineFeed } from '@src/store/testStore';
import { App } from './App';
import { createAppServices, type BrowserEnvironment } from './AppServices';

export const siteConfig: SiteBaseConfig = {
  siteId: '1',
  title: '极光体育',
  h5DomainUrl: '',
  kaptchcate: 1,
  depositEnabled: true,
  editionSwitch: true,
  registerEnabled: true,
};

export function memberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    userId: 'u-1',
    username: 'demo01',
    vipLevel: 0,
    bindPhone: false,
    bindRealName: false,
    phone: '',
    realName: '',
    email: '',
    registerTime: '2025-01-01 12:00:00',
    birthday: '',
    bindEmail: false,
    ...overrides,
  };
}

export const unreadCounts = {
  brnotice_count: 1,
  bractivity_count: 0,
  brbulletin_count: 0,
  brmatch_count: 0,
  brfd_count: 0,
  notice_count: 2,
  activity_count: 0,
  fd_count: 1,
  feedbackUnread: 0,
};

type Routes = Parameters<typeof routedFetch>[0];

/** The site's own answers: configuration, content, balance, unread counts. */
export function siteRoutes(config: Partial<SiteBaseConfig> = {}): Routes {
  return {
    '/site/api/v1/configuration/preInfo': () =>
      okEnvelope({ ip: '127.0.0.1', siteBaseConfig: { ...siteConfig, ...config } }),
    '/site/api/v1/advertising/navigationList': () =>
      okEnvelope([{ id: 2, name: '体育', path: '/game/sport', icon: 'sport', sort: 2 }]),
    '/site/api/v1/advertising/sponsorContent': () => okEnvelope([]),
    '/game/api/v1/venue/allBalance': () => okEnvelope({ balance: '10000.00', venues: [] }),
    '/fd/api/v1/transfer/getBalance': () =>
      okEnvelope({ centerWalletBalance: '10000.00', lockMoney: '0.00' }),
    '/site/api/v1/site/letter/getUnreadForType': () => okEnvelope(unreadCounts),
    '/site/api/v1/configuration/onlinecustomservice': () =>
      okEnvelope({ url: 'https://chat.example.test/room' }),
  };
}

export interface RenderAppOptions {
  url?: string;
  storage?: Record<string, string>;
  config?: Partial<SiteBaseConfig>;
  environment?: Partial<BrowserEnvironment>;
  /** A test's own pages besides the app's (for example a lobby with a game tile). */
  pages?: RouteObject[];
}

/** The whole app over a fake backend, in a memory router, as the browser would start it. */
export function renderApp(routes: Routes = {}, options: RenderAppOptions = {}) {
  const backend = routedFetch({ ...siteRoutes(options.config), ...routes });
  const url = new URL(options.url ?? 'http://app.test/');
  const rawStorage = createMemoryStorage(options.storage);
  const services = createAppServices({
    location: { href: url.href, origin: url.origin },
    storage: rawStorage,
    fetch: backend.fetch,
    createRouter: (routeObjects) =>
      createMemoryRouter([...(options.pages ?? []), ...routeObjects], {
        initialEntries: [`${url.pathname}${url.search}`],
      }),
    streams: (api) => ({
      balanceApi: createBalanceApi(api),
      scheduler: asyncScheduler,
      frameScheduler: asyncScheduler,
      feed: offlineFeed(),
      chat: offlineChat(),
      chatToken: () => of(null),
    }),
    newDeviceId: () => 'test-device',
    environment: {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
      documentElement: document.documentElement,
      ...options.environment,
    },
  });
  services.store.dispatch(appStarted());
  const view = render(<App services={services} />);
  return { services, backend, rawStorage, view, user: userEvent.setup() };
}
