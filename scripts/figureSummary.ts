/**
 * The small JSON summary a measuring command writes beside its full report when asked (`--figures <target>`):
 * the command line, git commit, date, machine, the 1/5/15-minute load average before and after the run, and the
 * target's figures only. The committed ones are load-tests/figures/<target>/<timestamp>.json (load-tests/README.md,
 * "Figures"); `npm run load:figures` runs the targets and reads them back.
 *
 * It lives in scripts/ rather than load-tests/ because `npm run bench:feed` (streams/bench/) writes one too, and
 * streams/ imports nothing from load-tests/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, platform, release, totalmem } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where summaries go unless `--figures-dir` says otherwise: committed, one folder per target. */
export const FIGURES_ROOT = join(REPO_ROOT, 'load-tests', 'figures');
export const SUMMARY_SCHEMA_VERSION = 1;

export type LoadAverage = [number, number, number];

export interface MachineInfo {
  cores: number;
  model: string;
  memoryGiB: number;
  node: string;
  os: string;
}

export interface FigureSummary<Figures = unknown> {
  schema: typeof SUMMARY_SCHEMA_VERSION;
  target: string;
  /** As typed, from the repository root: `npx tsx <script> <options>`. */
  command: string;
  /** HEAD when the command started; `dirty` when tracked files differed from it. */
  commit: string;
  dirty: boolean;
  startedAt: string;
  endedAt: string;
  seconds: number;
  machine: MachineInfo;
  /** 1, 5 and 15 minutes, when the command started and when its measurement ended (before its report). */
  loadavg: { before: LoadAverage; after: LoadAverage };
  figures: Figures;
}

export interface FiguresRequest {
  target: string;
  /** The root: the summary goes to `<dir>/<target>/`. */
  dir: string;
}

/** A target name is a folder name: lower-case words joined by hyphens. */
export const TARGET_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * What `--figures <target>` and `--figures-dir <dir>` ask for; null when no summary is wanted (the default, so
 * smoke runs and tests write nothing into the tree). Throws on a target that is not a folder name.
 */
export function parseFiguresRequest(
  target: string | undefined,
  dir: string | undefined,
): FiguresRequest | null {
  if (target === undefined) return null;
  if (!TARGET_NAME.test(target))
    throw new Error(`--figures takes a target name (lower-case words joined by hyphens), got ${target}`);
  return { target, dir: dir ?? FIGURES_ROOT };
}

/** parseFiguresRequest for a command: a bad target stops it before it starts, with one line (exit code 2). */
export function figuresRequest(target: string | undefined, dir: string | undefined): FiguresRequest | null {
  try {
    return parseFiguresRequest(target, dir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return process.exit(2);
  }
}

function roundLoad(values: readonly number[]): LoadAverage {
  const [one = 0, five = 0, fifteen = 0] = values.map((value) => Math.round(value * 100) / 100);
  return [one, five, fifteen];
}

export function machineInfo(): MachineInfo {
  return {
    cores: availableParallelism(),
    model: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    os: `${platform()} ${release()}`,
  };
}

/** HEAD and whether tracked files differ from it; `unknown` outside a git checkout. */
export function gitState(cwd = REPO_ROOT): { commit: string; dirty: boolean } {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
    const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd,
      encoding: 'utf8',
    });
    return { commit, dirty: status.trim() !== '' };
  } catch {
    return { commit: 'unknown', dirty: false };
  }
}

/** The command as one would type it again from the repository root. */
export function commandLine(script: string, args: readonly string[]): string {
  const quote = (arg: string): string =>
    /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
  const path = relative(REPO_ROOT, script.startsWith('file:') ? fileURLToPath(script) : script);
  return ['npx', 'tsx', path, ...args.map(quote)].join(' ');
}

/** `2026-11-22T06-27-03-123Z`: sorts as it happened, and is a file name everywhere. */
export function summaryStamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

export interface SummaryRecorder<Figures> {
  /** Writes the summary with these figures; returns its path. */
  finish(figures: Figures): string;
}

/**
 * Notes the start (time, load average, commit) now; `finish` notes the end and writes
 * `<dir>/<target>/<timestamp>.json`. Call `finish` when the measurement is over and before the report, so the
 * load average after is the run's own.
 */
export function recordFigures<Figures>(request: FiguresRequest, command: string): SummaryRecorder<Figures> {
  const started = new Date();
  const before = roundLoad(loadavg());
  const { commit, dirty } = gitState();
  return {
    finish(figures: Figures): string {
      const ended = new Date();
      const summary: FigureSummary<Figures> = {
        schema: SUMMARY_SCHEMA_VERSION,
        target: request.target,
        command,
        commit,
        dirty,
        startedAt: started.toISOString(),
        endedAt: ended.toISOString(),
        seconds: Math.round((ended.getTime() - started.getTime()) / 100) / 10,
        machine: machineInfo(),
        loadavg: { before, after: roundLoad(loadavg()) },
        figures,
      };
      const dir = join(request.dir, request.target);
      mkdirSync(dir, { recursive: true });
      let path = join(dir, `${summaryStamp(started)}.json`);
      for (let n = 2; existsSync(path); n += 1) path = join(dir, `${summaryStamp(started)}-${n}.json`);
      writeFileSync(path, `${JSON.stringify(summary, null, 2)}\n`);
      return path;
    },
  };
}
