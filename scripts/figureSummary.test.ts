import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIGURES_ROOT,
  REPO_ROOT,
  commandLine,
  parseFiguresRequest,
  recordFigures,
  summaryStamp,
  type FigureSummary,
} from './figureSummary';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'figure-summary-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  vi.useRealTimers();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('asking for a figure summary', () => {
  it('nothing is written unless --figures names a target', () => {
    expect(parseFiguresRequest(undefined, '/tmp/anywhere')).toBeNull();
  });

  it('goes to the committed load-tests/figures/ unless another folder is given', () => {
    expect(parseFiguresRequest('clients-page', undefined)).toEqual({
      target: 'clients-page',
      dir: FIGURES_ROOT,
    });
    expect(FIGURES_ROOT).toBe(join(REPO_ROOT, 'load-tests', 'figures'));
    expect(parseFiguresRequest('ingest', '/tmp/quick')).toEqual({ target: 'ingest', dir: '/tmp/quick' });
  });

  it('a target is a folder name, so no summary can land outside its folder', () => {
    for (const bad of ['../ingest', 'Ingest', 'a/b', '', 'heap 10min', '-x'])
      expect(() => parseFiguresRequest(bad, undefined)).toThrow(/target name/);
  });
});

describe('a written figure summary', () => {
  it('holds the command, commit, dates, machine, the load average before and after, and the figures', () => {
    const dir = tempDir();
    const recorder = recordFigures<{ p95: number }>(
      { target: 'clients-page', dir },
      'npx tsx load-tests/headlessClients.ts --clients 2000',
    );
    const path = recorder.finish({ p95: 117.2 });
    expect(path.startsWith(join(dir, 'clients-page'))).toBe(true);
    const summary = JSON.parse(readFileSync(path, 'utf8')) as FigureSummary<{ p95: number }>;
    expect(summary).toMatchObject({
      schema: 1,
      target: 'clients-page',
      command: 'npx tsx load-tests/headlessClients.ts --clients 2000',
      figures: { p95: 117.2 },
    });
    expect(summary.commit).toMatch(/^([0-9a-f]{40}|unknown)$/);
    expect(typeof summary.dirty).toBe('boolean');
    expect(Date.parse(summary.endedAt)).toBeGreaterThanOrEqual(Date.parse(summary.startedAt));
    expect(summary.machine.cores).toBeGreaterThanOrEqual(1);
    expect(summary.machine.model).not.toBe('');
    expect(summary.machine.node).toBe(process.version);
    for (const load of [summary.loadavg.before, summary.loadavg.after]) {
      expect(load).toHaveLength(3);
      for (const value of load) expect(value).toBeGreaterThanOrEqual(0);
    }
  });

  it('is named for when its run started, and two runs started in the same millisecond keep both files', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T06:27:03.123Z'));
    const dir = tempDir();
    const first = recordFigures({ target: 'ingest', dir }, 'a').finish({ n: 1 });
    const second = recordFigures({ target: 'ingest', dir }, 'b').finish({ n: 2 });
    expect(first).toBe(join(dir, 'ingest', '2026-11-22T06-27-03-123Z.json'));
    expect(second).not.toBe(first);
    expect(readdirSync(join(dir, 'ingest'))).toHaveLength(2);
  });

  it('file names sort in the order the runs happened', () => {
    const stamps = ['2026-11-22T06:27:03.123Z', '2026-11-22T10:01:00.000Z', '2026-12-01T00:00:00.000Z'].map(
      (iso) => summaryStamp(new Date(iso)),
    );
    expect([...stamps].reverse().sort()).toEqual(stamps);
  });

  it('gives the command as typed from the repository root, quoting what the shell would split', () => {
    expect(
      commandLine(join(REPO_ROOT, 'load-tests', 'browserBench.ts'), [
        '--rates',
        '20000',
        '--path',
        '/game/sport/crty?show=RB&game=FT',
      ]),
    ).toBe("npx tsx load-tests/browserBench.ts --rates 20000 --path '/game/sport/crty?show=RB&game=FT'");
  });
});
