import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Where the digest is written; scripts/test.mjs prints it after the summary, the last lines a CI log keeps. */
export const FAILURE_DIGEST_PATH = 'e2e/.output-digest/failures.txt';

const ERROR_LINES = 8;
// eslint-disable-next-line no-control-regex -- the terminal colours Playwright puts in its messages
const ANSI = /\u001b\[[0-9;]*m/g;

function firstLines(text: string): string {
  return text.replace(ANSI, '').split('\n').filter((line) => line.trim() !== '').slice(0, ERROR_LINES).join('\n    ');
}

/**
 * A short account of every end-to-end test that failed or passed only on its retry: its title, where it stopped
 * and the first lines of each attempt's error. The list reporter's full output stays above it; a CI log that
 * keeps only its last lines still says what broke.
 */
export default class FailureDigestReporter implements Reporter {
  private readonly attempts = new Map<TestCase, string[]>();
  private readonly tests = new Set<TestCase>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.add(test);
    if (result.status === test.expectedStatus) return;
    const error = result.errors.map((e) => firstLines(e.stack ?? e.message ?? String(e.value))).join('\n    ');
    const where = result.errors[0]?.location;
    const place = where ? ` at ${where.file.split('/').slice(-2).join('/')}:${where.line}` : '';
    const notes = this.attempts.get(test) ?? [];
    notes.push(`  attempt ${result.retry + 1}: ${result.status}${place}\n    ${error}`);
    this.attempts.set(test, notes);
  }

  onEnd(_result: FullResult): void {
    const lines: string[] = [];
    for (const test of this.tests) {
      const outcome = test.outcome();
      if (outcome !== 'unexpected' && outcome !== 'flaky') continue;
      const title = test.titlePath().filter(Boolean).join(' › ');
      lines.push(`${outcome === 'flaky' ? 'FLAKY (passed on retry)' : 'FAILED'} ${title}`, ...(this.attempts.get(test) ?? []));
    }
    mkdirSync(dirname(FAILURE_DIGEST_PATH), { recursive: true });
    writeFileSync(FAILURE_DIGEST_PATH, lines.length === 0 ? '' : `${lines.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
