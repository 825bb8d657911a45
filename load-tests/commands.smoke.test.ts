import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readRecording } from '@mocks';

/**
 * The command-line tools themselves, run as a performance engineer runs them (a child process each, tiny
 * settings): they start, do their work end to end and exit 0. No timing is asserted. The pipeline inside them
 * (recording, replay, headless clients, reports) is checked in smoke.test.ts; the browser benchmark's smoke
 * runs after the build (scripts/e2e.mjs).
 */
const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));
const quiet = 'load-tests/recordings/quiet.ndjson.gz';

async function tool(script: string, args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    timeout: 50_000,
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  return stdout;
}

describe('the load-test commands', { timeout: 60_000 }, () => {
  // Each runs a child process; on a loaded CI machine that takes several seconds.
  it('the inspector counts the snapshots and deltas a shipped recording holds', async () => {
    const records = readRecording(`${root}${quiet}`);
    const out = await tool('load-tests/inspectRecording.ts', ['--json', quiet]);
    const figures = JSON.parse(out.trim()) as { byEvent: Record<string, number> };
    expect(figures.byEvent.delta).toBe(records.filter((record) => record.ev === 'delta').length);
    expect(figures.byEvent.ack).toBe(records.filter((record) => record.ev === 'ack').length);
  });

  it('the replay server plays a recording as fast as it can and exits when it ends', async () => {
    const out = await tool('load-tests/replay.ts', ['--recording', 'quiet', '--speed', 'max', '--max-seconds', '1']);
    expect(out).toMatch(/^replaying quiet at maxx on http:\/\/127\.0\.0\.1:\d+/m);
  });

  it('the chat load delivers every message it sends to every client', async () => {
    const out = await tool('load-tests/chat/chatLoad.ts', ['--clients', '6', '--seconds', '2', '--rates', '2', '--warmup-seconds', '0']);
    expect(out).toMatch(/chat load: 6\/6 clients/);
    const row = /^\s+2\s+\d+\s+(\d+)\/(\d+)\s/m.exec(out);
    expect(row).not.toBeNull();
    const [, delivered, expected] = row ?? [];
    expect(Number(expected)).toBeGreaterThan(0);
    expect(delivered).toBe(expected);
  });

  it('a bad option stops a command at once with one line saying what the option takes (exit code 2)', async () => {
    const failure = await tool('load-tests/headlessClients.ts', ['--clients', 'abc']).then(
      () => null,
      (error: unknown) => error as { code?: number; stderr?: string },
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain('--clients must be a whole number >= 1, got abc');
  });
});
