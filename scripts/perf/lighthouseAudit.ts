import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';

export type Profile = 'mobile' | 'desktop';

/** The figures one Lighthouse run gives for one page. Times in milliseconds, bytes as transferred. */
export interface PageFigures {
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  speedIndex: number;
  transferred: number;
}

/** What the figures do not say: where the largest paint is, what shifted, what blocked the first paint. */
export interface PageDiagnosis {
  lcpElement: string | null;
  layoutShifts: { element: string; score: number }[];
  renderBlocking: string[];
}

export interface AuditResult {
  figures: PageFigures;
  diagnosis: PageDiagnosis;
  lhr: Result;
}

/** Headless Chromium on a closed network (the README's flags), as Lighthouse's own CLI would launch it. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const PROFILES: Record<Profile, Config | undefined> = {
  // Lighthouse's default: a mid-range phone on slow 4G, simulated throttling.
  mobile: undefined,
  desktop: desktopConfig,
};

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined)
    throw new Error(`Lighthouse gave no ${audit} (${lhr.runtimeError?.message ?? 'no runtime error'})`);
  return value;
}

interface DetailItem {
  node?: { selector?: string; snippet?: string };
  score?: number;
  url?: string;
}

function itemsOf(lhr: Result, audit: string): DetailItem[] {
  const details = lhr.audits[audit]?.details;
  if (!details || !('items' in details) || !Array.isArray(details.items)) return [];
  return details.items as DetailItem[];
}

/** The largest-contentful-paint-element audit nests its node in a table of tables. */
function lcpElementOf(lhr: Result): string | null {
  for (const item of itemsOf(lhr, 'largest-contentful-paint-element')) {
    const nested = (item as { items?: DetailItem[] }).items ?? [item];
    const node = nested.find((entry) => entry.node)?.node;
    if (node) return node.selector ?? node.snippet ?? null;
  }
  return null;
}

function diagnose(lhr: Result): PageDiagnosis {
  return {
    lcpElement: lcpElementOf(lhr),
    layoutShifts: itemsOf(lhr, 'layout-shifts').map((item) => ({
      element: item.node?.selector ?? item.node?.snippet ?? '(unattributed)',
      score: item.score ?? 0,
    })),
    renderBlocking: itemsOf(lhr, 'render-blocking-resources').map((item) => item.url ?? '?'),
  };
}

/** One Lighthouse 12 performance run of `url` in a fresh headless Chromium (empty cache, empty storage). */
export async function auditPage(url: string, profile: Profile, chromePath: string): Promise<AuditResult> {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    };
    const result = await lighthouse(url, flags, PROFILES[profile]);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (score === null || score === undefined)
      throw new Error(`Lighthouse gave no performance score for ${url}`);
    return {
      figures: {
        score: Math.round(score * 100),
        fcp: numeric(lhr, 'first-contentful-paint'),
        lcp: numeric(lhr, 'largest-contentful-paint'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
        tbt: numeric(lhr, 'total-blocking-time'),
        speedIndex: numeric(lhr, 'speed-index'),
        transferred: numeric(lhr, 'total-byte-weight'),
      },
      diagnosis: diagnose(lhr),
      lhr,
    };
  } finally {
    chrome.kill();
  }
}
