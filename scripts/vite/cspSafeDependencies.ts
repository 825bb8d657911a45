import type { Plugin } from 'vite';

interface Rewrite {
  /** The module, by its path under node_modules. */
  module: RegExp;
  find: RegExp;
  replace: string;
}

/**
 * Two libraries do what the site's Content-Security-Policy refuses (mocks/http/securityHeaders.ts), so the client
 * build rewrites one statement of each:
 * - sonner (the toasts) inserts its stylesheet as an inline `<style>` without a nonce when its module loads; the call
 *   goes, and the app imports the same stylesheet as a file (`sonner/dist/styles.css` in src/ui/AppToaster.tsx).
 * - zod compiles object parsers with `new Function` and probes for it when a schema is built, which the policy (no
 *   'unsafe-eval') refuses and reports; zod's global configuration starts out jitless instead. It has to be set
 *   before the first schema is built, and module order across chunks cannot promise that for a `z.config()` call.
 * A rewrite whose statement is not there fails the build, so an upgrade that changes it is noticed.
 */
const REWRITES: Record<string, Rewrite> = {
  sonner: {
    module: /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/,
    find: /__insertCSS\("(?:[^"\\]|\\.)*"\);?/,
    replace: '',
  },
  zod: {
    module: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/,
    find: /\(_a\.__zod_globalConfig = \{\}\)/,
    replace: '(_a.__zod_globalConfig = { jitless: true })',
  },
};

export function cspSafeDependencies(): Plugin {
  return {
    name: 'csp-safe-dependencies',
    apply: 'build',
    transform(code, id) {
      for (const [name, rewrite] of Object.entries(REWRITES)) {
        if (!rewrite.module.test(id)) continue;
        if (!rewrite.find.test(code)) this.error(`${name} changed: revisit its rewrite in cspSafeDependencies.ts`);
        return { code: code.replace(rewrite.find, rewrite.replace), map: null };
      }
      return null;
    },
  };
}
