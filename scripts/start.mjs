// `npm start`: builds the client when it is missing or older than its sources, then starts the backend serving it.
import { buildClientIfStale } from './clientBuild.mjs';
import { run } from './run.mjs';

const built = await buildClientIfStale({ force: Boolean(process.env.FORCE_BUILD) });
if (built !== 0) process.exit(built);
process.exit(await run('npx', ['tsx', 'mocks/main.ts'], { env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' } }));
