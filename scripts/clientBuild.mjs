// Builds the client when dist/ is missing or older than its sources (`npm start`, `npm run perf:lighthouse`).
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

const CLIENT_SOURCES = ['src', 'streams', 'sportsbook', 'casino', 'chat'];
const BUILD_INPUTS = ['index.html', 'vite.config.ts', 'package-lock.json'];

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** True when dist/index.html is missing or older than a client source, index.html or the build setup. */
export function clientBuildIsStale() {
  const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  const sourcesAt = Math.max(
    ...CLIENT_SOURCES.filter((dir) => existsSync(dir)).map(newest),
    ...BUILD_INPUTS.filter((file) => existsSync(file)).map((file) => statSync(file).mtimeMs),
  );
  return builtAt < sourcesAt;
}

/** Runs `vite build` when the build is stale (or `force`); resolves with the exit code (0 when nothing to do). */
export async function buildClientIfStale({ force = false } = {}) {
  if (!force && !clientBuildIsStale()) return 0;
  console.log('Building the client…');
  return run('npx', ['vite', 'build', '--logLevel', 'warn']);
}
