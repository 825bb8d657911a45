// `npm test`: typecheck, lint, unit and integration tests, then the end-to-end tests in Chromium.
import { run } from './run.mjs';

const steps = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['zh-TW catalogues match zh-CN', 'npx', ['tsx', 'scripts/gen-zh-tw.ts', '--check']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  ['end-to-end tests', 'node', ['scripts/e2e.mjs']],
];

const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(command, args);
  results.push({ name, code, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (code !== 0) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.some((r) => r.code !== 0) || results.length < steps.length;
process.exit(failed ? 1 : 0);
