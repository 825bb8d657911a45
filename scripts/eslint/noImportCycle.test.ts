import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { noImportCycle } from './noImportCycle.js';

const root = mkdtempSync(join(tmpdir(), 'no-import-cycle-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A small project on disk (type-aware linting reads it), linted with only this rule. */
async function lint(name: string, files: Record<string, string>): Promise<string[]> {
  const dir = join(root, name);
  const all: Record<string, string> = {
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        strict: true,
        module: 'ESNext',
        moduleResolution: 'Bundler',
        baseUrl: '.',
        paths: { '@lib/*': ['lib/*'] },
      },
      include: ['**/*.ts'],
    }),
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts'],
      languageOptions: {
        parser: tseslint.parser,
        parserOptions: { project: './tsconfig.json', tsconfigRootDir: dir },
      },
      plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
      rules: { 'local/no-import-cycle': 'error' },
    },
  });
  const results = await eslint.lintFiles(['**/*.ts']);
  return results.flatMap((result) => result.messages.map((message) => message.message)).sort();
}

describe('no import cycle, type-only imports included', () => {
  it('finds a cycle made only of type imports, at both ends, with its path', async () => {
    const found = await lint('types', {
      'a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
    });
    expect(found).toEqual([
      'Import cycle (type-only imports count): a.ts -> b.ts -> a.ts',
      'Import cycle (type-only imports count): b.ts -> a.ts -> b.ts',
    ]);
  });

  it('follows path aliases, re-exports and dynamic import() around a longer cycle', async () => {
    const found = await lint('long', {
      'lib/index.ts': "export * from './store';\n",
      'lib/store.ts': "export const load = () => import('../feature/page');\n",
      'feature/page.ts': "import { load } from '@lib/index';\nexport const page = load;\n",
    });
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/feature\/page\.ts -> lib\/index\.ts -> lib\/store\.ts -> feature\/page\.ts/);
  });

  it('lets a feature extend a type by module augmentation: that imports nothing', async () => {
    const found = await lint('augmentation', {
      'store.ts': 'export interface Slices {}\nexport const slices: string[] = [];\n',
      'feature.ts':
        "import { slices } from './store';\ndeclare module './store' {\n  interface Slices { slip: number }\n}\nslices.push('slip');\n",
    });
    expect(found).toEqual([]);
  });

  it('a chain with no way back is no cycle', async () => {
    const found = await lint('chain', {
      'a.ts': "import type { B } from './b';\nexport type A = B;\n",
      'b.ts': "import { c } from './c';\nexport type B = typeof c;\n",
      'c.ts': 'export const c = 1;\n',
    });
    expect(found).toEqual([]);
  });
});
