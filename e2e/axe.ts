import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';

/**
 * axe-core (a devDependency) run in the page. It is evaluated through the DevTools protocol rather than added as a
 * <script> tag (page.addScriptTag): the site's Content-Security-Policy refuses a script it did not bring, and the
 * tests run against the real headers.
 */
const AXE_SOURCE = fileURLToPath(new URL('../node_modules/axe-core/axe.min.js', import.meta.url));
let axeSource: string | undefined;

interface AxeNode {
  target: string[];
  html: string;
  failureSummary?: string;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

interface AxeRunner {
  run(context: Element | Document, options: { resultTypes: string[] }): Promise<{ violations: AxeViolation[] }>;
}

/** How many offending elements each finding lists: enough to find them, short enough to read. */
const NODES_SHOWN = 3;

/**
 * axe's serious and critical findings inside `scope`, one readable line each: rule, impact, what it asks, and the
 * first offending elements with axe's reason (for a contrast finding: the ratio and both colours). Empty when
 * there are none, so a test can `expect(...).toEqual([])` and show the list when it fails.
 */
export async function seriousViolations(page: Page, scope: Locator): Promise<string[]> {
  axeSource ??= readFileSync(AXE_SOURCE, 'utf8');
  await page.evaluate(axeSource);
  const handle = await scope.elementHandle();
  const violations = await page.evaluate(async (element) => {
    const axe = (window as unknown as { axe: AxeRunner }).axe;
    const outcome = await axe.run(element ?? document, { resultTypes: ['violations'] });
    return outcome.violations;
  }, handle);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes.slice(0, NODES_SHOWN).map((node) => {
        const reason = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
        return `  ${node.target.join(' ')} ${node.html.slice(0, 120)}${reason === '' ? '' : ` -> ${reason}`}`;
      });
      const more = violation.nodes.length > NODES_SHOWN ? [`  ... and ${violation.nodes.length - NODES_SHOWN} more`] : [];
      return [`${violation.id} (${violation.impact}): ${violation.help}`, ...nodes, ...more].join('\n');
    });
}
