import { resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: readonly string[];
}

/** The chunk built for `moduleFile` and every chunk it imports statically, in load order. */
export function chunkWithImports(bundle: Record<string, ChunkLike>, moduleFile: string): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const own = chunks.find((chunk) => chunk.facadeModuleId === moduleFile);
  if (!own) return [];
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (files.includes(fileName)) return;
    for (const imported of bundle[fileName]?.imports ?? []) visit(imported);
    files.push(fileName);
  };
  visit(own.fileName);
  return files;
}

/**
 * Preloads the code of the page most visitors land on (the home page) from index.html, beside the entry: the
 * router asks for it only once the entry has run, a round trip later. Files index.html already loads are left
 * out; the other pages pay a few kilobytes for it.
 */
export function landingRoutePreload(moduleFile: string): Plugin {
  const target = resolve(moduleFile);
  return {
    name: 'landing-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const files = chunkWithImports(bundle, target);
        if (files.length === 0) this.warn(`landing-route-preload: no chunk for ${moduleFile}`);
        const tags: HtmlTagDescriptor[] = files
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
        return { html, tags };
      },
    },
  };
}
