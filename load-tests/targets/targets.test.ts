import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, TARGET_NAME } from '../../scripts/figureSummary';
import { HEAP_SECONDS, TARGETS, targetById, type RunSetup, type Target } from './targets';
import { browser, headless, ingest } from './testSummaries';

const real: RunSetup = {
  quick: false,
  dist: '/tmp/dist',
  recording: '/tmp/big5000.ndjson.gz',
  quickRate: 0,
  heapSeconds: HEAP_SECONDS,
};
const quick: RunSetup = { ...real, quick: true, recording: '/tmp/tiny.ndjson.gz', quickRate: 596 };

function target(id: string): Target {
  const found = targetById(id);
  if (!found) throw new Error(`no target ${id}`);
  return found;
}

const commandOf = (id: string, setup: RunSetup): string => {
  const { script, args } = target(id).command(setup);
  return [script, ...args].join(' ');
};

describe('the targets of RESULTS.md', () => {
  it('are the six measured there, each named as a folder of load-tests/figures/', () => {
    expect(TARGETS.map((t) => t.id)).toEqual([
      'paint-5000',
      'heap-10min',
      'click-10k',
      'ingest',
      'clients-page',
      'clients-all',
    ]);
    for (const t of TARGETS) expect(t.id).toMatch(TARGET_NAME);
  });

  it('each runs a command that exists in the repository', () => {
    for (const t of TARGETS) expect(existsSync(join(REPO_ROOT, t.command(real).script))).toBe(true);
  });

  it('a real run uses the commands and settings RESULTS.md ran', () => {
    expect(commandOf('ingest', real)).toBe('streams/bench/feedBench.ts');
    expect(commandOf('clients-page', real)).toContain(
      '--recording quiet --clients 2000 --workers 2 --speed 1 --wave 100 --no-chat --channels RB:FT,counts',
    );
    expect(commandOf('clients-all', real)).toContain(
      '--recording quiet --clients 2000 --workers 2 --speed 1 --wave 100 --no-chat',
    );
    expect(commandOf('clients-all', real)).not.toContain('--channels');
    expect(commandOf('paint-5000', real)).toContain(
      '--recording /tmp/big5000.ndjson.gz --rates 20000 --throttles 1 --seconds 30 --heap-warmup-seconds 10 --heap-sample-seconds 10',
    );
    expect(commandOf('click-10k', real)).toContain(
      '--recording /tmp/big5000.ndjson.gz --rates 10000 --throttles 1 --seconds 30 --heap-warmup-seconds 10 --heap-sample-seconds 10 --click-every-ms 500',
    );
    expect(commandOf('heap-10min', real)).toContain(
      '--recording busy --rates 23100 --throttles 1 --seconds 600 --heap-warmup-seconds 30 --heap-sample-seconds 30 --click-every-ms 5000',
    );
    expect(commandOf('paint-5000', real)).toContain('--dist /tmp/dist');
  });

  it("the heap run's duration is an option; the real run keeps 10 minutes", () => {
    expect(HEAP_SECONDS).toBe(600);
    expect(commandOf('heap-10min', { ...real, heapSeconds: 120 })).toContain('--seconds 120 ');
  });

  it('a quick run is tiny: a few bench rounds, 20 clients at 20x, 3 browser seconds on the tiny recording', () => {
    expect(commandOf('ingest', quick)).toBe('streams/bench/feedBench.ts --quick');
    expect(commandOf('clients-page', quick)).toContain('--clients 20 --workers 2 --speed 20');
    for (const id of ['paint-5000', 'click-10k', 'heap-10min'])
      expect(commandOf(id, quick)).toContain(
        '--recording /tmp/tiny.ndjson.gz --rates 596 --throttles 1 --seconds 3 ',
      );
  });
});

describe('reading a run against its target', () => {
  it('2,000 clients of one page: held, lost and p95 are read, and the run counts', () => {
    expect(target('clients-page').read(headless())).toMatchObject({
      values: [2000, 0, 117.2],
      offTarget: null,
    });
  });

  it('a run of fewer clients, or of other channels, does not count for the 2,000-client targets', () => {
    expect(target('clients-page').read(headless({ clients: 20, held: 20 })).offTarget).toBe('20 clients');
    expect(target('clients-page').read(headless({ channelsPerClient: 19 })).offTarget).toMatch(/19 channels/);
    expect(target('clients-all').read(headless({ channelsPerClient: 19 })).offTarget).toBeNull();
    expect(target('clients-all').read(headless()).offTarget).toMatch(/2 channels/);
  });

  it('a compare run (real and naive) is not a summary of the headless targets', () => {
    const both = headless();
    const [run] = both.runs;
    if (!run) throw new Error('fixture has a run');
    expect(() => target('clients-page').read({ ...both, runs: [run, { ...run, mode: 'naive' }] })).toThrow(
      /one real-mode run/,
    );
  });

  it('the page at 20,000/s: frame rate and hook p95 are read; another rate or throttle does not count', () => {
    expect(target('paint-5000').read(browser())).toMatchObject({ values: [59.5, 35.7], offTarget: null });
    expect(target('paint-5000').read(browser({ rate: 10_000 })).offTarget).toMatch(/10,000 updates\/s/);
    expect(target('paint-5000').read(browser({ throttle: 4 })).offTarget).toMatch(/x4 CPU/);
  });

  it('a run without feed-to-paint samples has no figure for it, rather than a zero', () => {
    expect(
      target('paint-5000').read(browser({ feedToPaintMs: { p50: null, p95: null, p99: null, samples: 0 } }))
        .values,
    ).toEqual([59.5, null]);
  });

  it('clicks: p98 and the clicks the slip did not show pressed', () => {
    expect(
      target('click-10k').read(
        browser({ rate: 10_000, clickMs: { p50: 7.4, p98: 12.4, samples: 54, responded: 53, missed: 0 } }),
      ),
    ).toMatchObject({
      values: [12.4, 1],
      offTarget: null,
    });
  });

  it('the heap: a run shorter than 10 minutes does not count', () => {
    expect(target('heap-10min').read(browser({ rate: 23_100, seconds: 602 }))).toMatchObject({
      values: [4.2],
      offTarget: null,
    });
    expect(target('heap-10min').read(browser({ rate: 23_100, seconds: 60 })).offTarget).toBe('60 s measured');
  });

  it('ingest: both ratios and the batch median are read; a quick bench does not count', () => {
    expect(target('ingest').read(ingest())).toMatchObject({ values: [2.66, 2.63, 57], offTarget: null });
    expect(target('ingest').read(ingest({ quick: true, rounds: 2 })).offTarget).toMatch(/quick/);
  });

  it('figures of another kind are refused', () => {
    expect(() => target('ingest').read(headless())).toThrow();
    expect(() => target('heap-10min').read(ingest())).toThrow();
  });
});
