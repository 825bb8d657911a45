import type { ReactNode } from 'react';
import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient } from '@src/api';
import { ServicesContext } from '@src/app/ServicesContext';
import { createI18n } from '@src/i18n';
import { createAppStorage, createMemoryStorage } from '@src/session';
import { createTestStore } from '@src/store/testStore';
import { routedFetch } from '@src/test/fakeFetch';
import { classicTheme } from '@src/theme';
import type { fakeVenueWallet } from './fakeVenueWallet';

/**
 * One casino component over the fake venue wallet, with the real store (balance slice and its epic), API client,
 * catalogue and theme: for a component used outside its page (the venue transfer dialog of the launch flow).
 */
export function renderWithWallet(wallet: ReturnType<typeof fakeVenueWallet>, element: ReactNode) {
  const backend = routedFetch(wallet.routes);
  const api = createApiClient({
    fetch: backend.fetch,
    getToken: () => 'tok-1',
    deviceId: () => 'test-device',
  });
  const { store, actions } = createTestStore({ dependencies: { api } });
  const storage = createAppStorage(createMemoryStorage());
  const view = render(
    <Provider store={store}>
      <ServicesContext.Provider value={{ api, storage, pageUrl: () => new URL('http://app.test/') }}>
        <I18nextProvider i18n={createI18n()}>
          <ThemeProvider theme={classicTheme}>
            <MemoryRouter>{element}</MemoryRouter>
          </ThemeProvider>
        </I18nextProvider>
      </ServicesContext.Provider>
    </Provider>,
  );
  return { view, store, actions, backend, user: userEvent.setup() };
}
