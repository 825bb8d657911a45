import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recordFigures } from '../../scripts/figureSummary';
import { readSummaries } from './summaryFiles';
import { summary } from './testSummaries';

const dirs: string[] = [];
function root(): string {
  const dir = mkdtempSync(join(tmpdir(), 'summary-files-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("reading a target's summaries", () => {
  it('reads back what a command wrote', () => {
    const dir = root();
    recordFigures({ target: 'ingest', dir }, 'npx tsx streams/bench/feedBench.ts --figures ingest').finish({
      ratio: 2.66,
    });
    const { files, problems } = readSummaries(dir, 'ingest');
    expect(problems).toEqual([]);
    expect(files).toHaveLength(1);
    expect(files[0]?.summary).toMatchObject({
      target: 'ingest',
      command: 'npx tsx streams/bench/feedBench.ts --figures ingest',
      figures: { ratio: 2.66 },
    });
  });

  it('oldest first, by file name', () => {
    const dir = root();
    mkdirSync(join(dir, 'ingest'));
    for (const stamp of ['2026-11-22T08-00-00-000Z', '2026-11-22T06-00-00-000Z', '2026-11-22T07-00-00-000Z'])
      writeFileSync(
        join(dir, 'ingest', `${stamp}.json`),
        JSON.stringify(summary('ingest', {}, { startedAt: stamp })),
      );
    expect(readSummaries(dir, 'ingest').files.map((f) => f.file)).toEqual([
      '2026-11-22T06-00-00-000Z.json',
      '2026-11-22T07-00-00-000Z.json',
      '2026-11-22T08-00-00-000Z.json',
    ]);
  });

  it('names and leaves out what is not a summary of this target, and reads the rest', () => {
    const dir = root();
    mkdirSync(join(dir, 'ingest'));
    writeFileSync(join(dir, 'ingest', 'a.json'), '{ not json');
    writeFileSync(join(dir, 'ingest', 'b.json'), JSON.stringify({ schema: 1, target: 'ingest' }));
    writeFileSync(join(dir, 'ingest', 'c.json'), JSON.stringify(summary('heap-10min', {})));
    writeFileSync(join(dir, 'ingest', 'd.json'), JSON.stringify(summary('ingest', {})));
    writeFileSync(join(dir, 'ingest', 'notes.txt'), 'not a summary');
    const { files, problems } = readSummaries(dir, 'ingest');
    expect(files.map((f) => f.file)).toEqual(['d.json']);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^ingest\/a\.json: not JSON/);
    expect(problems[1]).toMatch(/^ingest\/b\.json: not a figure summary/);
    expect(problems[2]).toBe('ingest/c.json: a summary of heap-10min, not ingest');
  });

  it('a target never measured has no summaries and no problems', () => {
    expect(readSummaries(root(), 'click-10k')).toEqual({ files: [], problems: [] });
  });
});
