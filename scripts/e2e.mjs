// Builds the client, then runs the Playwright specs in e2e/ against the built app on a free port, then the
// browser benchmark's smoke variant.
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

const specs = process.argv.slice(2);
let code = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...specs], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
// The browser benchmark's smoke variant (load-tests/README.md) on the same build: the app against the replay
// server for a few seconds; it checks the pipeline (deltas sent = received = applied, report written), no timing.
// Skipped when only some specs were asked for.
if (code === 0 && specs.length === 0) {
  code = await run('npx', ['tsx', 'load-tests/browserBench.ts', '--smoke'], { env: { ...process.env, CHROMIUM_PATH: chromium } });
}
process.exit(code);
