import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { LANDING_PRELOADS_FILE, type LandingPreload } from '../../src/contract/headers';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: readonly string[];
}

/** A page visitors land on: the paths it answers (a regular expression's source) and the module of its code. */
export interface LandingPage {
  pattern: string;
  module: string;
}

/** The chunk built for `moduleFile` and every chunk it imports statically, in load order. */
export function chunkWithImports(bundle: Record<string, ChunkLike>, moduleFile: string): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const own = chunks.find((chunk) => chunk.facadeModuleId === moduleFile);
  return own ? withImports(bundle, own.fileName) : [];
}

function withImports(bundle: Record<string, ChunkLike>, fileName: string): string[] {
  const files: string[] = [];
  const visit = (name: string) => {
    if (files.includes(name)) return;
    for (const imported of bundle[name]?.imports ?? []) visit(imported);
    files.push(name);
  };
  visit(fileName);
  return files;
}

/**
 * Each landing page's chunks that index.html does not load already (the entry and its imports): what the server
 * preloads with index.html for a path the page answers, so the page's code comes beside the entry instead of a
 * round trip after it, and other pages pay nothing for it.
 */
export function landingPreloads(
  bundle: Record<string, ChunkLike>,
  pages: readonly LandingPage[],
): LandingPreload[] {
  const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry === true);
  const loaded = new Set(entry ? withImports(bundle, entry.fileName) : []);
  return pages.map((page) => ({
    pattern: page.pattern,
    files: chunkWithImports(bundle, resolve(page.module)).filter((file) => !loaded.has(file)),
  }));
}

export function landingRoutePreload(pages: readonly LandingPage[]): Plugin {
  return {
    name: 'landing-route-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const preloads = landingPreloads(bundle, pages);
      for (const [index, preload] of preloads.entries())
        if (preload.files.length === 0)
          this.warn(`landing-route-preload: no chunk for ${pages[index]?.module}`);
      this.emitFile({ type: 'asset', fileName: LANDING_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
