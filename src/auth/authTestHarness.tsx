import type { ReactElement } from 'react';
import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { combineEpics } from 'redux-observable';
import { Toaster } from 'sonner';
import { createApiClient } from '@src/api';
import { ServicesContext } from '@src/app/ServicesContext';
import { createI18n } from '@src/i18n';
import { createAppStorage, createMemoryStorage, sessionEpic } from '@src/session';
import { createTestStore } from '@src/store/testStore';
import { okEnvelope, routedFetch, type Envelope } from '@src/test/fakeFetch';
import { classicTheme } from '@src/theme';
import { AuthDialog } from './AuthDialog';
import { createAuthEpic } from './authEpic';
import { createAuthEventBus } from './authEvents';
import { useHomeAfterLogout } from './useHomeAfterLogout';

type Route = (body: unknown, headers: Record<string, string>) => Envelope | Promise<Envelope>;

export const SITE = '/site/api/v1';

/** preInfo of a site showing the given captcha kind. */
export function preInfoRoute(kaptchcate: 0 | 1): Route {
  return () =>
    okEnvelope({
      ip: '127.0.0.1',
      siteBaseConfig: {
        siteId: '1',
        title: '极光体育',
        h5DomainUrl: '',
        kaptchcate,
        depositEnabled: true,
        editionSwitch: true,
        registerEnabled: true,
      },
    });
}

/** A 1x1 PNG, enough for an <img>. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The slider calls, answering like the backend: a puzzle per load, and a pass for any check. */
export function sliderRoutes(): Record<string, Route> {
  let loads = 0;
  return {
    [`${SITE}/captcha/slider/load`]: () => {
      loads += 1;
      return okEnvelope({
        lot_number: `lot-${loads}`,
        gen_time: '1700000000000',
        bg: PIXEL,
        piece: PIXEL,
        width: 300,
        height: 160,
        pieceWidth: 52,
        pieceHeight: 52,
        y: 40,
        expiresAt: 1700000120000,
      });
    },
    [`${SITE}/member/validateGeeCheck`]: (body) =>
      okEnvelope({
        result: 'success',
        lot_number: (body as { lot_number: string }).lot_number,
        pass_token: `pass-for-${(body as { lot_number: string }).lot_number}`,
        purpose: 4,
        expiresAt: 1700000120000,
      }),
  };
}

export interface AuthHarnessOptions {
  routes?: Record<string, Route>;
  storage?: Record<string, string>;
  url?: string;
  kaptchcate?: 0 | 1;
}

/** What the layout's AuthDialogHost does besides mounting the dialog: home after logout (spec 4). */
function HomeAfterLogout() {
  useHomeAfterLogout();
  return null;
}

/**
 * The auth dialog with a real store (session and auth epics over a fresh event bus), i18n, theme, router and
 * an API client over a routed fake fetch.
 */
export function renderAuthDialog(options: AuthHarnessOptions = {}, extra?: ReactElement) {
  const backend = routedFetch({
    [`${SITE}/configuration/preInfo`]: preInfoRoute(options.kaptchcate ?? 0),
    ...sliderRoutes(),
    ...options.routes,
  });
  const storage = createAppStorage(createMemoryStorage(options.storage));
  const api = createApiClient({
    fetch: backend.fetch,
    getToken: () => storage.get('token'),
    deviceId: () => 'test-device',
  });
  const bus = createAuthEventBus();
  const { store, actions } = createTestStore({
    dependencies: { api, storage },
    epic: combineEpics(sessionEpic, createAuthEpic(bus)),
  });
  const i18n = createI18n();
  const pageUrl = () => new URL(options.url ?? 'http://app.test/');
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={classicTheme}>
          <ServicesContext value={{ api, storage, pageUrl }}>
            <MemoryRouter initialEntries={['/mine/vip']}>
              <HomeAfterLogout />
              <AuthDialog />
              {extra}
            </MemoryRouter>
          </ServicesContext>
          <Toaster />
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, store, actions, bus, backend, storage, api };
}

/** The body of the last call to a path. */
export function lastBody(backend: ReturnType<typeof routedFetch>, path: string): unknown {
  return [...backend.calls].reverse().find((call) => call.path === path)?.body;
}
