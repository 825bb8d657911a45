import type { i18n as I18n } from 'i18next';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { toast } from 'sonner';
import { createApiClient, type ApiClient, type ApiHooks } from '@src/api';
import { authDialogOpened } from '@src/auth/authDialogSlice';
import { registerChatResources } from '@chat';
import { registerHelpResources } from '@src/help';
import { createI18n } from '@src/i18n';
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
import { createAppRoutes } from './routes';
import { SITE_CONTENT_TTL_MS } from './useCachedData';
import type { UiServices } from './ServicesContext';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface AppServices extends UiServices {
  api: ApiClient;
  storage: AppStorage;
  store: AppStore;
  i18n: I18n;
  router: AppRouter;
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
  streams?: (api: ApiClient, getToken: () => string | null) => Omit<AppDependencies, 'api' | 'storage'>;
}

/**
 * The composition root: storage, API client, store and router, wired to each other through the API
 * client's hooks (spec 8.2: login expiry logs out, goes home and opens the login dialog).
 */
export function createAppServices(options: AppServicesOptions): AppServices {
  const storage = createAppStorage(options.storage ?? browserStorage());
  captureReferral(new URL(options.location.href), storage);
  const i18n = createI18n(storage.get('language') ?? undefined);
  registerHelpResources(i18n);
  registerChatResources(i18n);
  const getToken = (): string | null => storage.get('token');

  // The hooks need the store and the router, which need the API client: bound once all exist.
  const late: { store?: AppStore; router?: AppRouter } = {};
  const hooks: ApiHooks = {
    notify: () => {
      toast.error(i18n.t('session.reLogin'));
    },
    onLoginExpired: () => {
      late.store?.dispatch(loggedOut({ reason: 'expired' }));
      void late.router?.navigate('/');
      late.store?.dispatch(authDialogOpened('login'));
    },
    onBindRealName: (message) => {
      // Until the accounts issue brings the global tips dialog: the message with its "go complete" action.
      toast.warning(message, {
        action: {
          label: i18n.t('bindRealName.action'),
          onClick: () => void late.router?.navigate('/mine/userinfo'),
        },
      });
    },
  };

  const api = createApiClient({
    baseUrl: options.baseUrl ?? '',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    getToken,
    deviceId: storedDeviceId(storage),
    hooks,
  });
  const streams = options.streams
    ? options.streams(api, getToken)
    : createStreamsDependencies({ api, getToken, origin: options.location.origin });
  const store = configureAppStore({
    dependencies: { ...streams, api, storage },
    preloadedState: { session: sessionFromStorage(storage) },
  });
  // spec 2.4 rule 5: the deposit pages exist unless the site turns deposits off (known once preInfo answers).
  let depositEnabled = true;
  api.cached('preInfo', {}, { ttlMs: SITE_CONTENT_TTL_MS }).then(
    (preInfo) => {
      depositEnabled = preInfo.siteBaseConfig.depositEnabled;
    },
    () => undefined,
  );
  const routes = createAppRoutes({
    store,
    onLoginRequired: () => toast.info(i18n.t('session.loginFirst')),
    depositEnabled: () => depositEnabled,
  });
  const router = (options.createRouter ?? createBrowserRouter)(routes);
  late.store = store;
  late.router = router;

  return { api, storage, store, i18n, router, pageUrl: () => new URL(options.location.href) };
}
