import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkWithImports, landingPreloads } from './landingRoutePreload';

const bundle = {
  'assets/index-a.js': {
    type: 'chunk' as const,
    fileName: 'assets/index-a.js',
    facadeModuleId: '/app/src/main.tsx',
    imports: ['assets/store-b.js'],
  },
  'assets/store-b.js': {
    type: 'chunk' as const,
    fileName: 'assets/store-b.js',
    facadeModuleId: null,
    imports: [],
  },
  'assets/cached-c.js': {
    type: 'chunk' as const,
    fileName: 'assets/cached-c.js',
    facadeModuleId: null,
    imports: ['assets/store-b.js'],
  },
  'assets/home-d.js': {
    type: 'chunk' as const,
    fileName: 'assets/home-d.js',
    facadeModuleId: '/app/src/home/index.ts',
    imports: ['assets/cached-c.js', 'assets/store-b.js'],
  },
  'assets/index-e.css': { type: 'asset' as const, fileName: 'assets/index-e.css' },
};

describe('the landing page preloaded from index.html', () => {
  it("is the page's chunk with the chunks it imports, each once, imports first", () => {
    expect(chunkWithImports(bundle, '/app/src/home/index.ts')).toEqual([
      'assets/store-b.js',
      'assets/cached-c.js',
      'assets/home-d.js',
    ]);
  });

  it('is nothing when the build has no chunk for the page', () => {
    expect(chunkWithImports(bundle, '/app/src/elsewhere/index.ts')).toEqual([]);
  });
});

describe('the landing pages preloaded by the server', () => {
  const built = {
    'assets/index-a.js': {
      type: 'chunk' as const,
      fileName: 'assets/index-a.js',
      isEntry: true,
      imports: ['assets/react-b.js'],
    },
    'assets/react-b.js': { type: 'chunk' as const, fileName: 'assets/react-b.js', imports: [] },
    'assets/shared-c.js': {
      type: 'chunk' as const,
      fileName: 'assets/shared-c.js',
      imports: ['assets/react-b.js'],
    },
    'assets/home-d.js': {
      type: 'chunk' as const,
      fileName: 'assets/home-d.js',
      facadeModuleId: resolve('src/home/index.ts'),
      imports: ['assets/react-b.js', 'assets/shared-c.js'],
    },
    'assets/category-e.js': {
      type: 'chunk' as const,
      fileName: 'assets/category-e.js',
      facadeModuleId: resolve('casino/GameCategoryPage.tsx'),
      imports: ['assets/react-b.js'],
    },
  };

  it("give each page's chunk and what it imports, less what the entry loads already", () => {
    expect(
      landingPreloads(built, [
        { pattern: '^/$', module: 'src/home/index.ts' },
        { pattern: '^/game/sport$', module: 'casino/GameCategoryPage.tsx' },
      ]),
    ).toEqual([
      { pattern: '^/$', files: ['assets/shared-c.js', 'assets/home-d.js'] },
      { pattern: '^/game/sport$', files: ['assets/category-e.js'] },
    ]);
  });

  it('give nothing for a page the build has no chunk for', () => {
    expect(landingPreloads(built, [{ pattern: '^/gone$', module: 'src/gone/index.ts' }])).toEqual([
      { pattern: '^/gone$', files: [] },
    ]);
  });
});
