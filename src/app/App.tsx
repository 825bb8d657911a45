import { useMemo } from 'react';
import { ThemeProvider } from '@emotion/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { GlobalStyles, themeFor } from '@src/theme';
import type { AppServices } from './AppServices';
import { ServicesContext } from './ServicesContext';

/** Mounts the store, i18n, theme, services, router and toasts around the app. */
export function App({ services }: { services: AppServices }) {
  const theme = useMemo(() => themeFor(services.storage.get('edition') ?? 'classic'), [services.storage]);
  return (
    <Provider store={services.store}>
      <I18nextProvider i18n={services.i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyles />
          <ServicesContext value={services}>
            <RouterProvider router={services.router} />
          </ServicesContext>
          {/* spec 2.6: toasts at the bottom. */}
          <Toaster
            position="bottom-center"
            richColors
            closeButton
            theme={theme.edition === 'professional' ? 'dark' : 'light'}
          />
        </ThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}
