import { useEffect, useMemo, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { useAppSelector } from '@src/store/hooks';
import { GlobalStyles, themeFor, watchRootFontSize } from '@src/theme';
import { AppToaster, DialogsContext, GlobalDialogsHost } from '@src/ui';
import type { AppServices } from './AppServices';
import { ServicesContext } from './ServicesContext';
import { selectEdition } from './site/siteSlice';

/** The edition's theme (spec 4: classic unless the member chose professional and the site allows it). */
function EditionTheme({ children }: { children: ReactNode }) {
  const edition = useAppSelector(selectEdition);
  const theme = useMemo(() => themeFor(edition), [edition]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** spec 9: the root font size follows the window width. */
function useRootFontSize(): void {
  useEffect(() => watchRootFontSize(window), []);
}

/**
 * Mounts the store, i18n, theme, services, dialogs, router and toasts around the app. `styleCache`: Emotion's cache,
 * carrying the page's CSP nonce (main.tsx); Emotion's usual one without it.
 */
export function App({ services, styleCache }: { services: AppServices; styleCache?: EmotionCache }) {
  useRootFontSize();
  const app = (
    <Provider store={services.store}>
      <I18nextProvider i18n={services.i18n}>
        <EditionTheme>
          <GlobalStyles />
          <ServicesContext value={services}>
            <DialogsContext value={services.dialogs}>
              <RouterProvider router={services.router} />
              <GlobalDialogsHost />
            </DialogsContext>
          </ServicesContext>
          <AppToaster />
        </EditionTheme>
      </I18nextProvider>
    </Provider>
  );
  return styleCache ? <CacheProvider value={styleCache}>{app}</CacheProvider> : app;
}
