import type { Plugin } from 'vite';

/** What a module graph tells about one module (the part of Rollup's ModuleInfo this needs). */
export interface GraphModule {
  isEntry: boolean;
  importedIds: readonly string[];
}

/** Every module an entry needs before it runs: the entries and everything they import statically, transitively. */
export function staticClosure(
  ids: Iterable<string>,
  moduleOf: (id: string) => GraphModule | null,
): Set<string> {
  const closure = new Set<string>();
  const pending: string[] = [];
  for (const id of ids) if (moduleOf(id)?.isEntry) pending.push(id);
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (closure.has(id)) continue;
    closure.add(id);
    for (const imported of moduleOf(id)?.importedIds ?? [])
      if (!closure.has(imported)) pending.push(imported);
  }
  return closure;
}

/**
 * The packages every page runs before its first render: React, Emotion, i18n, the router, big.js. Named, not
 * derived: the static import graph also reaches packages behind barrels that tree-shaking drops from the entry
 * (zod through the contract's barrel), which must stay in the lazy chunks that use them.
 */
const SHELL_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@emotion[\\/][^\\/]+|stylis|react-i18next|i18next|tslib|react-router|react-router-dom|big\.js|@reduxjs[\\/]toolkit|redux|immer|reselect|redux-thunk|rxjs|redux-observable|react-redux|use-sync-external-store)[\\/]/;

/**
 * Puts every module the entry imports statically into one chunk. Left to itself, the bundler splits the entry's
 * dependencies that lazy pages share too (React, i18n, the router, big.js, small contract modules) into a dozen
 * small chunks, each fetched and compressed on its own as part of every first load; one chunk compresses better
 * and costs one request. Lazy pages import that chunk, which a first load has already fetched.
 */
export function firstLoadChunk(): Plugin {
  let closure = new Set<string>();
  return {
    name: 'first-load-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'shell', test: (id: string) => closure.has(id) && SHELL_PACKAGES.test(id) }],
            },
          },
        },
      },
    }),
    buildEnd() {
      closure = staticClosure(this.getModuleIds(), (id) => this.getModuleInfo(id));
    },
  };
}
