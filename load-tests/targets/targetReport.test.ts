import { describe, expect, it } from 'vitest';
import type { SummaryFile } from './summaryFiles';
import { evaluateTarget, markdownConditions, markdownTable, printEvaluation } from './targetReport';
import { targetById, type Target } from './targets';
import { headless, summary } from './testSummaries';

function target(id: string): Target {
  const found = targetById(id);
  if (!found) throw new Error(`no target ${id}`);
  return found;
}

/** The one-page 2,000-client target's re-check of RESULTS.md: p95 112.1, 113.4 and 106.3 ms, and a 1,500-client run. */
const files: SummaryFile[] = [
  {
    file: '1.json',
    summary: summary('clients-page', headless({ latencyMs: { p50: 70, p95: 112.1, p99: 130, max: 150 } }), {
      loadavg: { before: [0.6, 0.7, 0.8], after: [1.9, 1.2, 0.9] },
    }),
  },
  {
    file: '2.json',
    summary: summary('clients-page', headless({ latencyMs: { p50: 70, p95: 113.4, p99: 130, max: 150 } }), {
      loadavg: { before: [0.8, 0.7, 0.8], after: [2.1, 1.3, 0.9] },
    }),
  },
  {
    file: '3.json',
    summary: summary(
      'clients-page',
      headless({ clients: 1500, held: 1500, latencyMs: { p50: 60, p95: 84.5, p99: 90, max: 100 } }),
    ),
  },
  {
    file: '4.json',
    summary: summary('clients-page', headless({ latencyMs: { p50: 70, p95: 106.3, p99: 130, max: 150 } }), {
      loadavg: { before: [1.1, 0.9, 0.8], after: [2.0, 1.4, 1.0] },
    }),
  },
];

describe("a target's figures over its runs", () => {
  it("counts the runs under the target's conditions: spread and verdict per figure", () => {
    const evaluation = evaluateTarget(target('clients-page'), files, {
      source: 'load-tests/figures/clients-page/',
    });
    expect(evaluation.runs).toHaveLength(4);
    const [held, lost, p95] = evaluation.rows;
    expect(held?.verdict).toEqual({ met: true, runsMet: 3, runs: 3 });
    expect(lost?.verdict).toEqual({ met: true, runsMet: 3, runs: 3 });
    expect(p95?.spread).toEqual({ min: 106.3, median: 112.1, max: 113.4 });
    expect(p95?.verdict).toEqual({ met: false, runsMet: 0, runs: 3 });
    expect(p95?.runs.map((run) => run.loadBefore)).toEqual([0.6, 0.8, 1.1]);
  });

  it('quick mode counts every run, since none is under the conditions', () => {
    const evaluation = evaluateTarget(target('clients-page'), files, { source: 'x', countOffTarget: true });
    expect(evaluation.rows[2]?.spread).toMatchObject({ min: 84.5, max: 113.4 });
    expect(evaluation.rows[2]?.spread?.median).toBeCloseTo(109.2, 9);
  });

  it('a summary of the wrong kind is named among the problems and the others still count', () => {
    const wrong: SummaryFile = { file: '5.json', summary: summary('clients-page', { ratio: 2 }) };
    const evaluation = evaluateTarget(target('clients-page'), [...files, wrong], {
      source: 'x',
      problems: ['clients-page/0.json: not JSON'],
    });
    expect(evaluation.problems).toHaveLength(2);
    expect(evaluation.problems[1]).toMatch(/^clients-page\/5\.json: /);
    expect(evaluation.rows[2]?.values).toEqual([112.1, 113.4, 106.3]);
  });

  it('prints each run with its load average before and after, marks the run that does not count, and the verdicts', () => {
    const text = printEvaluation(
      evaluateTarget(target('clients-page'), files, { source: 'load-tests/figures/clients-page/' }),
    );
    expect(text).toContain('from load-tests/figures/clients-page/ (4 summaries)');
    expect(text).toContain(
      'load 0.60 0.70 0.80 -> 1.90 1.20 0.90: clients held 2,000, messages lost 0, p95 send-to-applied 112.1 ms',
    );
    expect(text).toContain("NOT COUNTED, not the target's conditions: 1500 clients");
    expect(text).toMatch(
      /p95 send-to-applied <= 100 ms +min \/ median \/ max 106\.3 \/ 112\.1 \/ 113\.4 +MISSED \(median; 0 of 3 runs met\)/,
    );
    expect(text).toMatch(
      /messages lost <= 0 +min \/ median \/ max 0 \/ 0 \/ 0 +MET \(every run must; 3 of 3 runs met\)/,
    );
  });

  it('the markdown table gives each figure its runs with load average, spread, verdict and source, to paste into RESULTS.md', () => {
    const table = markdownTable([
      evaluateTarget(target('clients-page'), files, { source: 'load-tests/figures/clients-page/' }),
    ]);
    const rows = table.split('\n');
    expect(rows).toHaveLength(2 + 3);
    expect(rows[2]).toContain('One Node process holds at least 2,000 headless clients');
    expect(rows[2]).toContain(
      "`load-tests/figures/clients-page/`, 4 summaries (1 not counted: not the target's conditions)",
    );
    expect(rows[4]).toBe(
      '|  | p95 send-to-applied ≤ 100 ms | 112.1 (0.6 -> 1.9), 113.4 (0.8 -> 2.1), 106.3 (1.1 -> 2.0) | 106.3 / 112.1 / 113.4 | **MISSED** (median; 0 of 3) |  |',
    );
  });

  it('the line above the table says how many runs, when, on which commit and machine', () => {
    const evaluation = evaluateTarget(target('clients-page'), files, { source: 'x' });
    expect(markdownConditions([evaluation], files)).toBe(
      '4 runs a target, from 2026-11-22 06:27 UTC to 2026-11-22 06:27 UTC, on commit 0123456; 2 cores (AMD EPYC), Node v20.20.2.',
    );
    expect(markdownConditions([], [])).toBe('No figure summaries yet.');
  });
});
