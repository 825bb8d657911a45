// Builds the client, then runs the Playwright specs in e2e/ against the built app on a free port.
import { findChromiumOrPlaywright, INSTALL_HINT } from './find-chromium.mjs';
import { run } from './run.mjs';

const chromium = await findChromiumOrPlaywright();
if (!chromium) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

if (!process.env.E2E_SKIP_BUILD) {
  const built = await run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (built !== 0) process.exit(built);
}

const code = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(code);
