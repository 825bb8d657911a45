import { describe, expect, it } from 'vitest';
import { chunkWithImports } from './landingRoutePreload';

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
