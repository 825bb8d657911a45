import { z } from 'zod';

/** The longest a provider may be told to take per call: a minute. */
export const MAX_SLOW_MS = 60_000;

/**
 * How a provider misbehaves (README "Venue providers"), per call:
 * - slowMs: it answers only after this many ms;
 * - fail: the share of calls it refuses as busy (a transfer is recorded as failed, reason 场馆繁忙，请稍后再试;
 *   a balance, query or launch throws ProviderError('unavailable'));
 * - timeout: the share of calls that do not answer in time (ProviderError('timeout')). A timed-out deposit or
 *   withdraw was still applied by the provider in half of the cases (one more draw), so only a query tells.
 */
export const venueFaultsSchema = z.object({
  fail: z.number({ error: '失败率必须是0到1之间的数' }).min(0).max(1).default(0),
  timeout: z.number({ error: '超时率必须是0到1之间的数' }).min(0).max(1).default(0),
  slowMs: z.number({ error: '延迟必须是毫秒数' }).int().min(0).max(MAX_SLOW_MS).default(0),
});
export type VenueFaults = z.infer<typeof venueFaultsSchema>;

export const NO_FAULTS: VenueFaults = { fail: 0, timeout: 0, slowMs: 0 };

/** One venue's startup setting from VENUE_FAULTS: its faults, and maintenance for this long from the start. */
export interface VenueFaultSetting {
  faults: VenueFaults;
  /** Under maintenance from startup for this many ms, or null. */
  maintenanceMs: number | null;
}

const RATE_KEYS = new Set(['fail', 'timeout']);
const MS_KEYS = new Set(['slowMs', 'maintenance']);

/**
 * VENUE_FAULTS, e.g. `AGZR:fail=0.1,timeout=0.05,slowMs=200;PGDZ:maintenance=3600000`: venues separated by `;`,
 * each `CODE:key=value,...` with keys fail and timeout (0 to 1), slowMs and maintenance (ms). Throws a readable
 * Error for anything malformed (the venue codes are checked when the venues are built).
 */
export function parseVenueFaults(value: string | undefined): Record<string, VenueFaultSetting> {
  const settings: Record<string, VenueFaultSetting> = {};
  for (const part of (value ?? '').split(';').map((text) => text.trim())) {
    if (part === '') continue;
    const match = /^([A-Z0-9]{2,12}):(.+)$/.exec(part);
    if (!match?.[1] || !match[2]) throw new Error(`VENUE_FAULTS: expected CODE:key=value,... got ${part}`);
    const enName = match[1];
    const faults: Record<string, number> = {};
    let maintenanceMs: number | null = null;
    for (const pair of match[2].split(',')) {
      const [key = '', text = '', ...rest] = pair.split('=').map((item) => item.trim());
      const number = Number(text);
      if (rest.length > 0 || text === '' || !Number.isFinite(number))
        throw new Error(`VENUE_FAULTS: ${enName}: expected key=number, got ${pair}`);
      if (RATE_KEYS.has(key) && (number < 0 || number > 1))
        throw new Error(`VENUE_FAULTS: ${enName}: ${key} must be between 0 and 1, got ${text}`);
      if (MS_KEYS.has(key) && (!Number.isInteger(number) || number < 0))
        throw new Error(`VENUE_FAULTS: ${enName}: ${key} must be a whole number of milliseconds, got ${text}`);
      if (key === 'maintenance') maintenanceMs = number;
      else if (RATE_KEYS.has(key) || key === 'slowMs') faults[key] = number;
      else throw new Error(`VENUE_FAULTS: ${enName}: unknown key ${key} (fail, timeout, slowMs, maintenance)`);
    }
    const parsed = venueFaultsSchema.safeParse(faults);
    if (!parsed.success) throw new Error(`VENUE_FAULTS: ${enName}: slowMs must be at most ${MAX_SLOW_MS}`);
    settings[enName] = { faults: parsed.data, maintenanceMs };
  }
  return settings;
}
