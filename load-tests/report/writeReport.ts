import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchChromium } from './chromium';

export interface ReportInput {
  name: string;
  title: string;
  /** Command line, machine and load average: printed at the top. */
  context: Record<string, string | number>;
  /** Tables: a caption and rows of cells (the first row is the header). */
  tables: { caption: string; rows: (string | number)[][] }[];
  /** Inline SVG figures; the first is the main chart (its PNG is written too). */
  charts: string[];
  /** Everything measured, as written to result.json. */
  result: unknown;
}

export interface WrittenReport {
  dir: string;
  json: string;
  html: string;
  /** null when no Chromium is installed. */
  png: string | null;
}

export const REPORTS_DIR = fileURLToPath(new URL('../reports/', import.meta.url));

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-').replace('T', '_').slice(0, 19);
}

/** Writes load-tests/reports/<timestamp>-<name>/ with result.json, report.html and chart.png (the first chart). */
export async function writeReport(input: ReportInput, options: { png?: boolean; reportsDir?: string } = {}): Promise<WrittenReport> {
  const dir = join(options.reportsDir ?? REPORTS_DIR, `${stamp(new Date())}-${input.name}`);
  mkdirSync(dir, { recursive: true });
  const json = join(dir, 'result.json');
  writeFileSync(json, `${JSON.stringify({ name: input.name, context: input.context, result: input.result }, null, 2)}\n`);
  const context = Object.entries(input.context)
    .map(([key, value]) => `<tr><th>${escape(key)}</th><td>${escape(String(value))}</td></tr>`)
    .join('');
  const tables = input.tables
    .map(
      (table) =>
        `<table><caption>${escape(table.caption)}</caption>${table.rows
          .map((row, i) => `<tr>${row.map((cell) => (i === 0 ? `<th>${escape(String(cell))}</th>` : `<td>${escape(String(cell))}</td>`)).join('')}</tr>`)
          .join('')}</table>`,
    )
    .join('');
  const html = join(dir, 'report.html');
  writeFileSync(
    html,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(input.title)}</title><style>
body{font-family:sans-serif;margin:24px;color:#222}table{border-collapse:collapse;margin:12px 0}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}
caption{font-weight:bold;text-align:left;padding:4px 0}figure{margin:16px 0;display:block;width:fit-content}figcaption{font-weight:bold}</style></head><body>
<h1>${escape(input.title)}</h1><table>${context}</table>${tables}${input.charts.join('\n')}</body></html>\n`,
  );
  let png: string | null = null;
  if (options.png !== false && input.charts.length > 0) {
    const browser = await launchChromium();
    if (browser) {
      try {
        const page = await browser.newPage();
        await page.goto(pathToFileURL(html).href);
        png = join(dir, 'chart.png');
        await page.locator('figure.chart').first().screenshot({ path: png });
      } finally {
        await browser.close();
      }
    }
  }
  return { dir, json, html, png };
}
