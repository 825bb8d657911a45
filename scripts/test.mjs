// `npm test`: typecheck, lint, unit and integration tests, then the end-to-end tests in Chromium.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { run } from './run.mjs';

// Written by e2e/reporting/failureDigest.ts: the end-to-end tests that failed or passed only on their retry.
const FAILURE_DIGEST = 'e2e/.output-digest/failures.txt';
rmSync(FAILURE_DIGEST, { force: true });

// `npm test` tests the current sources: E2E_SKIP_BUILD (for single specs run by hand) must not let the end-to-end
// step run against an old dist/.
const { E2E_SKIP_BUILD: skipBuildAsked, ...freshBuildEnv } = process.env;

const steps = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['zh-TW catalogues match zh-CN', 'npx', ['tsx', 'scripts/gen-zh-tw.ts', '--check']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  ['end-to-end tests', 'node', ['scripts/e2e.mjs'], { env: freshBuildEnv }],
];

const results = [];
for (const [name, command, args, options] of steps) {
  console.log(`\n▶ ${name}`);
  if (name === 'end-to-end tests' && skipBuildAsked) console.log('  (E2E_SKIP_BUILD ignored: npm test builds the client)');
  const started = Date.now();
  const code = await run(command, args, options);
  results.push({ name, code, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (code !== 0) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const digest = existsSync(FAILURE_DIGEST) ? readFileSync(FAILURE_DIGEST, 'utf8').trim() : '';
if (digest) console.log(`\nEnd-to-end tests that failed or needed their retry\n${digest}`);
const failed = results.some((r) => r.code !== 0) || results.length < steps.length;
process.exit(failed ? 1 : 0);
