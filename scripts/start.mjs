// `npm start`: builds the client when it is missing or older than its sources, then starts the backend serving it.
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const clientFolders = ['src', 'streams', 'sportsbook', 'casino', 'chat'];
const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
const sourcesAt = Math.max(...clientFolders.filter((d) => existsSync(d)).map(newest), statSync('index.html').mtimeMs);
if (builtAt < sourcesAt || process.env.FORCE_BUILD) {
  console.log('Building the client…');
  const code = await run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}
process.exit(await run('npx', ['tsx', 'mocks/main.ts'], { env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' } }));
