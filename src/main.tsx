import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppServices } from '@src/app';
import { appStarted } from '@src/session';
import { attachFeedBench } from '@src/store';
import { pageCspNonce, styleCacheFor } from '@src/theme';
import { afterNextPaint } from '@src/ui';

/** Renders the app: after index.html's static shell has painted, and as a transition, so the first render yields. */
function mount(): void {
  const services = createAppServices({ location: window.location });
  // Inert unless a benchmark defined globalThis.__FEED_BENCH__ (load-tests/README.md, "Browser benchmark").
  attachFeedBench(services.store);
  services.store.dispatch(appStarted());
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const styleCache = styleCacheFor(pageCspNonce(document));
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App services={services} styleCache={styleCache} />
      </StrictMode>,
    );
  });
}

afterNextPaint(mount);
