import { defineConfig } from '@playwright/test';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

// scripts/e2e.mjs finds the browser and builds the client; each spec starts its own backend (e2e/fixtures).
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './.output',
  fullyParallel: false,
  workers: 1,
  // One retry: a machine shared with other jobs can stall a browser past a wait now and then. A test that passes
  // only on its retry is reported as flaky (the list reporter and the failure digest name it), never hidden.
  retries: 1,
  // A stray test.only would quietly run one test and call the suite green.
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./reporting/failureDigest.ts']],
  use: {
    locale: 'zh-CN',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
