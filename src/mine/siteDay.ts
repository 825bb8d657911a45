const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The calendar day (YYYY-MM-DD) in China Standard Time, the day ages are counted on (spec 5). */
export function siteDay(nowMs: number): string {
  return new Date(nowMs + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** ms since epoch as the site's clock shows it (China Standard Time): "2026-11-22 12:03:04". */
export function siteTime(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
