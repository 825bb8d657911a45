import type { Plugin } from 'vite';

/**
 * Gives the entry script and its module preloads `fetchpriority="low"` in index.html, so the browser paints the
 * static shell (scripts/vite/staticShell.ts) before it fetches and runs the app: module scripts do not block
 * rendering, but at their default high priority they are fetched ahead of the page's first paint.
 */
export function lowPriorityEntry(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

export function entryPriority(): Plugin {
  return {
    name: 'entry-priority',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => lowPriorityEntry(html) },
  };
}
