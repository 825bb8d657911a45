import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppServices } from '@src/app';
import { appStarted } from '@src/session';
import { attachFeedBench } from '@src/store';
import { pageCspNonce, styleCacheFor } from '@src/theme';
import { afterPaintWhenIdle } from '@src/ui';

/**
 * Renders the app once index.html's static shell has painted; the app's own calls and sockets wait until its first
 * page is shown (AppServicesOptions.holdUntilFirstPage).
 */
function mount(): void {
  const services = createAppServices({ location: window.location, holdUntilFirstPage: true });
  // Inert unless a benchmark defined globalThis.__FEED_BENCH__ (load-tests/README.md, "Browser benchmark").
  attachFeedBench(services.store);
  services.store.dispatch(appStarted());
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const styleCache = styleCacheFor(pageCspNonce(document));
  createRoot(root).render(
    <StrictMode>
      <App services={services} styleCache={styleCache} />
    </StrictMode>,
  );
}

afterPaintWhenIdle(mount);
