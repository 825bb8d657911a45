/**
 * Writes the zh-TW catalogue next to every `locales/zh-CN.json` (OpenCC cn -> twp plus TW_OVERRIDES).
 *
 *   npx tsx scripts/gen-zh-tw.ts                  all of src/, sportsbook/, casino/, chat/
 *   npx tsx scripts/gen-zh-tw.ts src/help         only catalogues under the given folders
 *   npx tsx scripts/gen-zh-tw.ts --check          write nothing; exit 1 when a zh-TW file is missing or stale
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planTaiwanCatalogue, taiwanPathOf } from './zhTw';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DEFAULT_FOLDERS = ['src', 'sportsbook', 'casino', 'chat'];
const SKIPPED = new Set(['node_modules', 'dist', '.git']);

function findSources(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : findSources(path);
    return entry.name === 'zh-CN.json' && folder.endsWith('locales') ? [path] : [];
  });
}

function main(args: readonly string[]): number {
  const check = args.includes('--check');
  const folders = args.filter((arg) => !arg.startsWith('--'));
  const sources = (folders.length > 0 ? folders : DEFAULT_FOLDERS)
    .flatMap((folder) => findSources(resolve(ROOT, folder)))
    .sort();
  let stale = 0;
  for (const source of sources) {
    const target = taiwanPathOf(source);
    const plan = planTaiwanCatalogue({
      source,
      sourceText: readFileSync(source, 'utf8'),
      target,
      targetText: existsSync(target) ? readFileSync(target, 'utf8') : null,
    });
    const shown = relative(ROOT, target);
    if (plan.upToDate) {
      console.log(`up to date  ${shown}`);
    } else if (check) {
      stale += 1;
      console.error(`out of date ${shown} (run: npx tsx scripts/gen-zh-tw.ts)`);
    } else {
      writeFileSync(target, plan.expectedText);
      console.log(`written     ${shown}`);
    }
  }
  if (sources.length === 0) console.log('no locales/zh-CN.json found');
  return stale > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
