import { spread, verdict, type Spread, type Verdict } from './spread';
import type { SummaryFile } from './summaryFiles';
import type { Check, Target } from './targets';

/** One summary's line: when, how loaded the machine was, the target's figures. */
export interface RunLine {
  file: string;
  startedAt: string;
  commit: string;
  dirty: boolean;
  loadBefore: readonly number[];
  loadAfter: readonly number[];
  values: (number | null)[];
  offTarget: string | null;
  detail: string;
}

export interface CheckRow {
  check: Check;
  /** The counted runs' values (off-target runs and runs without the figure are left out). */
  values: number[];
  /** Each counted run's value with its 1-minute load average before and after. */
  runs: { value: number; loadBefore: number; loadAfter: number }[];
  spread: Spread | null;
  verdict: Verdict | null;
}

export interface TargetEvaluation {
  target: Target;
  /** Where the summaries are, as shown (`load-tests/figures/<id>/`). */
  source: string;
  runs: RunLine[];
  rows: CheckRow[];
  /** Files that could not be read as this target's summaries. */
  problems: string[];
  /** Whether runs not under the target's conditions were counted (quick mode). */
  countOffTarget: boolean;
}

/**
 * Reads a target's summaries into per-run lines and per-check spreads and verdicts. Runs not under the target's
 * conditions are listed but not counted, unless `countOffTarget` (the quick mode, whose runs never are).
 */
export function evaluateTarget(
  target: Target,
  files: readonly SummaryFile[],
  options: { source: string; countOffTarget?: boolean; problems?: string[] },
): TargetEvaluation {
  const problems = [...(options.problems ?? [])];
  const runs: RunLine[] = [];
  for (const { file, summary } of files) {
    try {
      const reading = target.read(summary.figures);
      runs.push({
        file,
        startedAt: summary.startedAt,
        commit: summary.commit,
        dirty: summary.dirty,
        loadBefore: summary.loadavg.before,
        loadAfter: summary.loadavg.after,
        ...reading,
      });
    } catch (error) {
      problems.push(
        `${target.id}/${file}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
    }
  }
  const counted = runs.filter((run) => options.countOffTarget === true || run.offTarget === null);
  const rows = target.checks.map((check, i): CheckRow => {
    const withValue = counted.flatMap((run) => {
      const value = run.values[i];
      return value === null || value === undefined
        ? []
        : [{ value, loadBefore: run.loadBefore[0] ?? NaN, loadAfter: run.loadAfter[0] ?? NaN }];
    });
    const values = withValue.map((run) => run.value);
    return { check, values, runs: withValue, spread: spread(values), verdict: verdict(values, check) };
  });
  return {
    target,
    source: options.source,
    runs,
    rows,
    problems,
    countOffTarget: options.countOffTarget === true,
  };
}

export const formatNumber = (value: number): string =>
  value.toLocaleString('en-US', { maximumFractionDigits: 2 });

function withUnit(value: number, unit: string): string {
  if (unit === '') return formatNumber(value);
  return unit === 'x' || unit === '%'
    ? `${formatNumber(value)}${unit === 'x' ? 'x' : ' %'}`
    : `${formatNumber(value)} ${unit}`;
}

/** `p95 send-to-applied <= 100 ms`. */
export function checkLabel(check: Check, ascii = true): string {
  const sign = check.better === 'lower' ? (ascii ? '<=' : '≤') : ascii ? '>=' : '≥';
  return `${check.figure} ${sign} ${withUnit(check.limit, check.unit)}`;
}

/** `MET (median; 3 of 3 runs met)`, `MISSED (every run must; 2 of 3 runs met)`, `no run`. */
export function verdictText(row: CheckRow): string {
  if (!row.verdict) return 'no run';
  const { met, runsMet, runs } = row.verdict;
  return `${met ? 'MET' : 'MISSED'} (${row.check.rule === 'every' ? 'every run must' : 'median'}; ${runsMet} of ${runs} runs met)`;
}

function spreadText(row: CheckRow): string {
  return row.spread
    ? `${formatNumber(row.spread.min)} / ${formatNumber(row.spread.median)} / ${formatNumber(row.spread.max)}`
    : '-';
}

const load = (values: readonly number[]): string => values.map((value) => value.toFixed(2)).join(' ');
const when = (iso: string): string => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** The console text of one target: each run with its load average, then each figure's spread and verdict. */
export function printEvaluation(evaluation: TargetEvaluation): string {
  const { target, runs, rows } = evaluation;
  const lines = [`${target.id}: ${target.goal}`, `  from ${evaluation.source} (${runs.length} summaries)`];
  runs.forEach((run, i) => {
    const figures = target.checks.map(
      (check, c) =>
        `${check.figure} ${run.values[c] === null || run.values[c] === undefined ? '-' : withUnit(run.values[c], check.unit)}`,
    );
    lines.push(
      `  ${i + 1}. ${when(run.startedAt)}, ${run.commit.slice(0, 7)}${run.dirty ? ' (dirty)' : ''}, load ${load(run.loadBefore)} -> ${load(run.loadAfter)}: ${figures.join(', ')}`,
      `     ${run.detail}${run.offTarget === null ? '' : `; ${evaluation.countOffTarget ? 'counted, though' : 'NOT COUNTED,'} not the target's conditions: ${run.offTarget}`}`,
    );
  });
  const width = Math.max(...rows.map((row) => checkLabel(row.check).length));
  for (const row of rows)
    lines.push(
      `  ${checkLabel(row.check).padEnd(width)}  min / median / max ${spreadText(row).padEnd(24)} ${verdictText(row)}`,
    );
  for (const problem of evaluation.problems) lines.push(`  skipped ${problem}`);
  return lines.join('\n');
}

const cell = (text: string): string => text.replace(/\|/g, '\\|');

/**
 * RESULTS.md's Targets table: a row per figure, with each counted run's value and load average, the spread, the
 * verdict and where the summaries are.
 */
export function markdownTable(evaluations: readonly TargetEvaluation[]): string {
  const lines = [
    '| Target | Figure and limit | Runs: value (1-min load average before -> after) | Min / median / max | Verdict | Source |',
    '|---|---|---|---|---|---|',
  ];
  for (const evaluation of evaluations) {
    const notCounted = evaluation.countOffTarget
      ? 0
      : evaluation.runs.filter((run) => run.offTarget !== null).length;
    evaluation.rows.forEach((row, i) => {
      const runs =
        row.runs
          .map(
            (run) =>
              `${formatNumber(run.value)} (${run.loadBefore.toFixed(1)} -> ${run.loadAfter.toFixed(1)})`,
          )
          .join(', ') || '-';
      const source = `\`${evaluation.source}\`, ${evaluation.runs.length} summaries${notCounted > 0 ? ` (${notCounted} not counted: not the target's conditions)` : ''}`;
      const verdict = row.verdict
        ? `**${row.verdict.met ? 'MET' : 'MISSED'}** (${row.check.rule === 'every' ? 'every run' : 'median'}; ${row.verdict.runsMet} of ${row.verdict.runs})`
        : 'no run';
      lines.push(
        `| ${i === 0 ? cell(evaluation.target.goal) : ''} | ${cell(checkLabel(row.check, false))} | ${runs} | ${spreadText(row)} | ${verdict} | ${i === 0 ? source : ''} |`,
      );
    });
  }
  return lines.join('\n');
}

/** The line above the table: how many runs, when, on which commits and machine. */
export function markdownConditions(
  evaluations: readonly TargetEvaluation[],
  files: readonly SummaryFile[],
): string {
  if (files.length === 0) return 'No figure summaries yet.';
  const started = files.map((f) => f.summary.startedAt).sort();
  const commits = [
    ...new Set(
      files.map(
        (f) => `${f.summary.commit.slice(0, 7)}${f.summary.dirty ? ' (with uncommitted changes)' : ''}`,
      ),
    ),
  ];
  const machines = [
    ...new Set(
      files.map(
        (f) =>
          `${f.summary.machine.cores} cores (${f.summary.machine.model}), Node ${f.summary.machine.node}`,
      ),
    ),
  ];
  const counts = [...new Set(evaluations.map((e) => e.runs.length))].sort((a, b) => a - b);
  return (
    `${counts.join(' to ')} runs a target, from ${when(started[0] ?? '')} to ${when(started.at(-1) ?? '')}, ` +
    `on commit ${commits.join(', ')}; ${machines.join('; ')}.`
  );
}
