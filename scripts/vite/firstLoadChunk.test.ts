import { describe, expect, it } from 'vitest';
import { staticClosure, type GraphModule } from './firstLoadChunk';

const graph: Record<string, GraphModule> = {
  main: { isEntry: true, importedIds: ['app', 'react'] },
  app: { isEntry: false, importedIds: ['react', 'store'] },
  store: { isEntry: false, importedIds: ['app'] },
  react: { isEntry: false, importedIds: [] },
  lazyPage: { isEntry: false, importedIds: ['zod', 'react'] },
  zod: { isEntry: false, importedIds: [] },
};

describe('the modules a first load needs', () => {
  it('are the entry and what it imports statically, through cycles, and nothing only a lazy page imports', () => {
    const closure = staticClosure(Object.keys(graph), (id) => graph[id] ?? null);
    expect([...closure].sort()).toEqual(['app', 'main', 'react', 'store']);
  });

  it('are none without an entry', () => {
    expect(
      staticClosure(['lazyPage'], (id) => ({ ...(graph[id] ?? { importedIds: [] }), isEntry: false })).size,
    ).toBe(0);
  });
});
