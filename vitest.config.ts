import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './aliases';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: { alias: aliases },
  define: { __BRAND__: JSON.stringify('aurora') },
  test: {
    // 2 cores: keep the worker pool small so suites do not starve each other.
    maxWorkers: 2,
    // A stray it.only / describe.only fails the run instead of quietly skipping the rest of the file.
    allowOnly: false,
    // Generous per-test limits: a 2-core CI machine under a full suite runs axe and jsdom renders slowly.
    // These bound a hung test; they are not timing assertions.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{src,streams,sportsbook,casino,chat,mocks,load-tests,scripts}/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{src,sportsbook,casino,chat}/**/*.test.tsx'],
          setupFiles: ['./src/test/setupDom.ts'],
        },
      },
    ],
  },
});
