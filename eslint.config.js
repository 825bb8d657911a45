// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { noImportCycle } from './scripts/eslint/noImportCycle.js';

const REACT_LIBS = [
  { name: 'react', message: 'streams/ and mocks/ are React-free (DESIGN.md section 2).' },
  { name: 'react-dom', message: 'streams/ and mocks/ are React-free (DESIGN.md section 2).' },
  { name: 'react-redux', message: 'streams/ and mocks/ are React-free (DESIGN.md section 2).' },
  { name: 'react-router-dom', message: 'streams/ and mocks/ are React-free (DESIGN.md section 2).' },
];
const REACT_PATTERNS = [
  { group: ['react/*', 'react-dom/*', '@emotion/*', '@radix-ui/*'], message: 'No UI libraries here (DESIGN.md section 2).' },
];

/** The import rules of DESIGN.md section 2, checked on resolved file paths (aliases and relative paths alike). */
const boundaries = [
  // streams/: no UI folders, no server code; the contract is shared.
  { target: './streams', from: './src', except: ['./contract'], message: 'streams/ imports only the contract from src/.' },
  { target: './streams', from: ['./sportsbook', './casino', './chat', './mocks', './load-tests', './e2e'], message: 'streams/ imports nothing from the UI folders or the backend.' },
  // Feature folders: streams/ and src/, never each other's internals (their index.ts is public).
  { target: './sportsbook', from: './casino', except: ['./index.ts'], message: "Import casino/ through its index only." },
  { target: './sportsbook', from: './chat', except: ['./index.ts'], message: "Import chat/ through its index only." },
  { target: './casino', from: './sportsbook', except: ['./index.ts'], message: "Import sportsbook/ through its index only." },
  { target: './casino', from: './chat', except: ['./index.ts'], message: "Import chat/ through its index only." },
  { target: './chat', from: './sportsbook', except: ['./index.ts'], message: "Import sportsbook/ through its index only." },
  { target: './chat', from: './casino', except: ['./index.ts'], message: "Import casino/ through its index only." },
  { target: ['./sportsbook', './casino', './chat', './src', './streams'], from: ['./mocks', './load-tests', './e2e'], message: 'The client never imports server or test-harness code; share only src/contract.' },
  // The shell reaches a feature through its index (lazily, with the feature's routes or components) and the
  // light modules it needs at start: the routes and, for the sportsbook, the epics' dependencies.
  {
    target: './src',
    from: './sportsbook',
    except: ['./index.ts', './routes.tsx', './dependencies.ts'],
    message: 'The shell imports sportsbook/ through its index, routes.tsx or dependencies.ts only.',
  },
  { target: './src', from: './casino', except: ['./index.ts', './routes.tsx'], message: 'The shell imports casino/ through its index or its routes only.' },
  { target: './src', from: './chat', except: ['./index.ts'], message: 'The shell imports chat/ through its index only.' },
  // Features use the store's typed hooks (@src/store/hooks), never its barrel: the store imports no feature.
  { target: ['./sportsbook', './casino', './chat'], from: './src/store/index.ts', message: 'Features import @src/store/hooks (or the store module they plug into), never the store barrel @src/store.' },
  // mocks/: shares only the contract with the client.
  { target: './mocks', from: './src', except: ['./contract'], message: 'mocks/ shares only src/contract with the client.' },
  { target: './mocks', from: ['./streams', './sportsbook', './casino', './chat', './load-tests', './e2e'], message: 'mocks/ never imports client code.' },
  // load-tests/: public entry points only.
  { target: './load-tests', from: './streams', except: ['./index.ts'], message: 'load-tests/ drives streams/ through its public entry point.' },
  { target: './load-tests', from: './mocks', except: ['./index.ts'], message: 'load-tests/ drives mocks/ through its public entry point.' },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', '.data/**', '.scratch/**', 'test-results/**', 'playwright-report/**', 'e2e/.output/**', 'e2e/.output-digest/**', 'load-tests/reports/**', 'src/i18n/locales/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, local: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      // No import cycle anywhere (DESIGN.md section 2): import-x/no-cycle for runtime imports (dynamic import()
      // included), local/no-import-cycle for every import, type-only ones too (import-x skips those by design).
      'import-x/no-cycle': 'error',
      'local/no-import-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@src/store',
              importNames: ['useAppDispatch', 'useAppSelector', 'useAppStore'],
              message: 'Import the typed hooks from @src/store/hooks: it imports no feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['streams/**', 'mocks/**'],
    rules: { 'no-restricted-imports': ['error', { paths: REACT_LIBS, patterns: REACT_PATTERNS }] },
  },
  {
    // Commands print their figures and URLs; the app itself stays quiet (spec 9).
    files: ['scripts/**', 'load-tests/**', 'mocks/main.ts', 'e2e/**', '**/*.bench.ts', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Integration tests drive the client's api and streams layers against the backend started in-process
    // (DESIGN.md section 8), so they may import both sides; nothing else may.
    files: ['**/*.integration.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
