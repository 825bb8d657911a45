import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRecording } from '@mocks';
import { generateRecording } from '../recording/generateRecording';
import { recordingFigures } from '../recording/recordingFigures';
import { writeReport } from '../report/writeReport';
import { browserReport, runBrowserBench, type BrowserRun } from './browserRun';

/** What the smoke run checks of one run: the pipeline works end to end. No timing. */
export function smokeProblems(run: BrowserRun): string[] {
  const problems: string[] = [];
  if (run.frames === 0) problems.push('no animation frame was counted');
  if (!run.deltas.hookAttached) problems.push('the app did not attach the feed bench hook (src/store/feedBench.ts)');
  if (run.deltas.sent === 0) problems.push('the replay sent no delta to the page');
  if (run.deltas.unparsed > 0) problems.push(`${run.deltas.unparsed} delta frames the probe could not read`);
  if (run.deltas.received !== run.deltas.sent) problems.push(`the page received ${run.deltas.received} deltas of ${run.deltas.sent} sent`);
  if (run.deltas.applied !== run.deltas.received) problems.push(`the store applied ${run.deltas.applied} deltas of ${run.deltas.received} received`);
  // DESIGN.md section 3: deltas reach the store once per animation frame. The probe wraps requestAnimationFrame and
  // counts the deltas whose store notification came outside any frame callback.
  if (run.deltas.appliedOutsideFrame > 0) problems.push(`the store applied ${run.deltas.appliedOutsideFrame} deltas outside an animation frame`);
  if (run.feedToPaintMs.samples === 0) problems.push('no feed-to-paint sample (hook)');
  if (run.clickMs.samples === 0 || run.clickMs.responded === 0) problems.push(`no click answered by the bet slip (${run.clickMs.samples} clicks, ${run.clickMs.missed} without a price)`);
  if (!(run.heapStartBytes > 0 && run.heapEndBytes > 0)) problems.push('no heap figure');
  if (run.reloads > 0) problems.push(`the page reloaded ${run.reloads} times while measured`);
  return problems;
}

/**
 * The browser benchmark's smoke variant (in `npm test`, after the build): a tiny seeded recording, one rate,
 * one second of warm-up and a few measured seconds with clicks, a report written to a temporary folder. Returns
 * what went wrong (empty: the pipeline works); asserts no timing.
 */
export async function runBrowserSmoke(options: { clientDir: string; log?: (line: string) => void }): Promise<string[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dir = mkdtempSync(join(tmpdir(), 'browser-smoke-'));
  try {
    const path = join(dir, 'tiny.ndjson.gz');
    await generateRecording(
      { name: 'tiny', seed: 11, live: 40, upcoming: 20, oddsRate: 2, seconds: 4, simSpeed: 5, tickMs: 200, startTime: Date.UTC(2026, 10, 21, 12, 0, 0) },
      path,
    );
    const records = readRecording(path);
    const rate = Math.round(recordingFigures(records).opsPerSecond.mean * 2);
    const result = await runBrowserBench({ records, rates: [rate], throttles: [1], seconds: 3, warmupSeconds: 1, clickEveryMs: 500, clientDir: options.clientDir, log });
    const problems = result.runs.flatMap(smokeProblems);
    if (result.runs.length !== 1) problems.push(`${result.runs.length} runs instead of 1`);
    const written = await writeReport(browserReport('browser-smoke', { command: 'browser benchmark smoke' }, result), { reportsDir: dir });
    const json = JSON.parse(readFileSync(written.json, 'utf8')) as { result?: { runs?: unknown[] } };
    if (json.result?.runs?.length !== 1) problems.push('result.json does not hold the run');
    if (!readFileSync(written.html, 'utf8').includes('<svg')) problems.push('report.html has no chart');
    if (written.png === null || !existsSync(written.png)) problems.push('no chart.png');
    return problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
