import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANDING_PRELOADS_FILE, type LandingPreload } from '../../src/contract/headers';
import { withLandingPreloads } from '../../mocks/http/clientIndex';

export interface ScriptSize {
  /** Bytes on disk. */
  raw: number;
  /** gzip at level 9, as the build precompresses. */
  gzip: number;
  /** brotli at quality 11, as the build precompresses. */
  brotli: number;
}

export interface EntryScripts {
  /** The `<script type="module" src>` of index.html, relative to the client folder. */
  entry: string;
  entrySize: ScriptSize;
  /**
   * The entry and every `<link rel="modulepreload">` of the index.html the server answers for the page (the build's
   * own, plus the page's code when it is a landing page): the JavaScript of a first load of that page.
   */
  firstLoad: string[];
  firstLoadSize: ScriptSize;
}

const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="\/?([^"]+)"/;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/?([^"]+)"/g;

/** The scripts a built index.html loads before the app renders: its module entry and the modules it preloads. */
export function entryScriptsOf(indexHtml: string): { entry: string; preloads: string[] } {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) throw new Error('index.html has no <script type="module" src>');
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  return { entry, preloads: preloads.filter((path) => path !== '' && path !== entry) };
}

export function sizeOf(content: Buffer): ScriptSize {
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }).length,
  };
}

function sum(sizes: ScriptSize[]): ScriptSize {
  return sizes.reduce(
    (total, size) => ({
      raw: total.raw + size.raw,
      gzip: total.gzip + size.gzip,
      brotli: total.brotli + size.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

function landingPreloadsOf(clientDir: string): LandingPreload[] {
  const file = join(clientDir, LANDING_PRELOADS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LandingPreload[]) : [];
}

/**
 * Entry JavaScript of a built client folder for a first load of `pagePath`, raw and compressed (each file compressed
 * on its own, as served).
 */
export function measureEntryScripts(clientDir: string, pagePath = '/'): EntryScripts {
  const html = withLandingPreloads(
    readFileSync(join(clientDir, 'index.html'), 'utf8'),
    pagePath,
    landingPreloadsOf(clientDir),
  );
  const { entry, preloads } = entryScriptsOf(html);
  const firstLoad = [entry, ...preloads];
  const sizes = new Map(firstLoad.map((file) => [file, sizeOf(readFileSync(join(clientDir, file)))]));
  const sizeOfFile = (file: string): ScriptSize => sizes.get(file) ?? { raw: 0, gzip: 0, brotli: 0 };
  return {
    entry,
    entrySize: sizeOfFile(entry),
    firstLoad,
    firstLoadSize: sum(firstLoad.map(sizeOfFile)),
  };
}
