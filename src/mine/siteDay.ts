const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The calendar day (YYYY-MM-DD) in China Standard Time, the day ages are counted on (spec 5). */
export function siteDay(nowMs: number): string {
  return new Date(nowMs + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}
