import type { i18n as I18n } from 'i18next';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { createApiClient, type ApiClient, type ApiHooks } from '@src/api';
import { authDialogOpened } from '@src/auth/authDialogSlice';
import { createSportsbookDependencies } from '@sportsbook/dependencies';
import { bindLanguagePreference, createI18n, currentLanguage } from '@src/i18n';
import { createUnreadApi } from '@src/mine/unread';
import {
  browserStorage,
  captureReferral,
  createAppStorage,
  loggedOut,
  sessionFromStorage,
  storedDeviceId,
  type AppStorage,
  type KeyValueStorage,
} from '@src/session';
import {
  configureAppStore,
  createStreamsDependencies,
  type AppDependencies,
  type AppStore,
} from '@src/store';
import { initialEditionState } from '@src/theme';
import { createDialogService, toasts, type Dialogs } from '@src/ui';
import { createFirstPage } from './firstPage';
import { createAppRoutes } from './routes';
import { mobileRedirectUrl } from './shell/mobileRedirect';
import { SITE_CONTENT_TTL_MS } from './useCachedData';
import type { UiServices } from './ServicesContext';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface AppServices extends UiServices {
  api: ApiClient;
  storage: AppStorage;
  store: AppStore;
  i18n: I18n;
  router: AppRouter;
  dialogs: Dialogs;
}

/** What the browser gives the app besides storage and the network; tests pass their own. */
export interface BrowserEnvironment {
  userAgent: string;
  /** Leaves for another address (the mobile site), replacing this page in the history. */
  replaceLocation: (url: string) => void;
  /** <html>, whose lang follows the language. */
  documentElement: { lang: string } | null;
}

export interface AppServicesOptions {
  /** The page address (referral codes, register domain, backend origin). */
  location: { href: string; origin: string };
  storage?: KeyValueStorage;
  fetch?: typeof globalThis.fetch;
  /** Backend origin for HTTP calls; '' for the page's own. */
  baseUrl?: string;
  createRouter?: (routes: RouteObject[]) => AppRouter;
  /** Tests replace the sockets; the browser wires real ones. */
  streams?: (
    api: ApiClient,
    getToken: () => string | null,
  ) => Omit<AppDependencies, 'api' | 'storage' | 'unreadApi' | 'betSlip'>;
  environment?: Partial<BrowserEnvironment>;
  /**
   * Makes the id of a device seen for the first time; by default the browser fingerprint (spec 7.6). Tests
   * give their own: the fingerprint agent's timers would outlive a test's page.
   */
  newDeviceId?: () => string | Promise<string>;
  /**
   * The browser's app (main.tsx): the API's calls and the sockets wait until the first page is shown (FirstPage),
   * so that page's code and paint come first. Tests leave it off.
   */
  holdUntilFirstPage?: boolean;
}

function browserEnvironment(): BrowserEnvironment {
  const hasWindow = typeof window !== 'undefined';
  return {
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    replaceLocation: (url) => {
      if (hasWindow) window.location.replace(url);
    },
    documentElement: typeof document === 'undefined' ? null : document.documentElement,
  };
}

/**
 * The composition root: storage, API client, store, dialogs and router, wired to each other through the API
 * client's hooks (spec 8.2: login expiry logs out, goes home and opens the login dialog; 6449 asks to
 * complete the real name).
 */
export function createAppServices(options: AppServicesOptions): AppServices {
  const environment = { ...browserEnvironment(), ...options.environment };
  const rawStorage = options.storage ?? browserStorage();
  const storage = createAppStorage(rawStorage);
  const pageUrl = () => new URL(options.location.href);
  captureReferral(pageUrl(), storage);
  const i18n = createI18n(storage.get('language') ?? undefined);
  bindLanguagePreference(i18n, storage, environment.documentElement);
  const getToken = (): string | null => storage.get('token');
  const firstPage = createFirstPage({ hold: options.holdUntilFirstPage === true });
  const dialogService = createDialogService();
  const { dialogs } = dialogService;

  // The hooks need the store and the router, which need the API client: bound once all exist.
  const late: { store?: AppStore; router?: AppRouter } = {};
  const hooks: ApiHooks = {
    notify: () => toasts.error(i18n.t('session.reLogin')),
    onLoginExpired: () => {
      late.store?.dispatch(loggedOut({ reason: 'expired' }));
      void late.router?.navigate('/');
      late.store?.dispatch(authDialogOpened('login'));
    },
    onBindRealName: (message) => {
      // spec 8.2: the server message with a "去完善" button leading to the user info page.
      void dialogs
        .tips({
          title: i18n.t('bindRealName.title'),
          message,
          sureText: i18n.t('bindRealName.action'),
          showCancel: true,
        })
        .then((complete) => {
          if (complete) void late.router?.navigate('/mine/userinfo');
        });
    },
  };

  const api = createApiClient({
    baseUrl: options.baseUrl ?? '',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    getToken,
    deviceId: storedDeviceId(storage, options.newDeviceId),
    language: () => currentLanguage(i18n),
    hooks,
    until: firstPage.shown,
  });
  const streams = options.streams
    ? options.streams(api, getToken)
    : createStreamsDependencies({
        api,
        getToken,
        getLanguage: () => currentLanguage(i18n),
        origin: options.location.origin,
        until: firstPage.shown,
      });
  // Every feature's part is supplied here (AppDependencies grows by declaration merging with each feature).
  const sportsbook = createSportsbookDependencies({
    api,
    storage: rawStorage,
    ticketEvents$: streams.memberFeed?.ticketEvents$,
  });
  const store = configureAppStore({
    dependencies: { ...streams, api, storage, unreadApi: createUnreadApi(api), ...sportsbook },
    preloadedState: {
      session: sessionFromStorage(storage),
      edition: { ...initialEditionState, chosen: storage.get('edition') ?? initialEditionState.chosen },
    },
    middleware: [dialogService.middleware],
  });

  const siteConfig = () =>
    api.cached('preInfo', {}, { ttlMs: SITE_CONTENT_TTL_MS }).then(
      (preInfo) => preInfo.siteBaseConfig,
      () => null,
    );
  const routes = createAppRoutes({
    store,
    onLoginRequired: () => toasts.info(i18n.t('session.loginFirst')),
    depositEnabled: async () => (await siteConfig())?.depositEnabled ?? true,
    depositEnabledNow: () => store.getState().site.config?.depositEnabled ?? true,
  });
  const router = (options.createRouter ?? createBrowserRouter)(routes);
  late.store = store;
  late.router = router;

  // The server's text (names, messages, site content) comes in the language asked for: a change of language forgets
  // what was fetched in the old one (pages ask again, see useCachedData) and reconnects the feed and the chat, whose
  // fresh snapshots and frames carry the names in the new one.
  i18n.on('languageChanged', () => {
    api.clearCache();
    streams.memberFeed?.reconnect();
    streams.chat.reconnect?.();
  });

  // spec 1: a visitor on a mobile device goes to the mobile site with the invite and referral codes.
  void siteConfig().then((config) => {
    const target =
      config &&
      mobileRedirectUrl({
        userAgent: environment.userAgent,
        h5DomainUrl: config.h5DomainUrl,
        inviteCode: storage.get('inviteCode'),
        referralCode: storage.get('referralCode'),
      });
    if (target) environment.replaceLocation(target);
  });

  return { api, storage, store, i18n, router, dialogs, pageUrl, firstPageShown: firstPage.markShown };
}
