/** The spread of one figure over several runs, and its verdict against a target's limit. */
export interface Spread {
  min: number;
  median: number;
  max: number;
}

/** Whether lower or higher is better: a latency is at most its limit, a frame rate at least. */
export type Better = 'lower' | 'higher';

/**
 * How runs decide a verdict. `median`: the median of the runs meets the limit (a figure of a noisy machine, such
 * as a latency). `every`: each run must meet it (a loss or a dropped client in any run is a failure).
 */
export type Rule = 'median' | 'every';

export interface Limit {
  limit: number;
  better: Better;
  rule: Rule;
}

export interface Verdict {
  met: boolean;
  /** Runs that met the limit on their own, of `runs`. */
  runsMet: number;
  runs: number;
}

/** Min, median (the mean of the middle two for an even count) and max; null for no runs. */
export function spread(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { min: sorted[0]!, median, max: sorted[sorted.length - 1]! };
}

export function meets(value: number, { limit, better }: Pick<Limit, 'limit' | 'better'>): boolean {
  return better === 'lower' ? value <= limit : value >= limit;
}

/** The verdict of a figure over its runs; null for no runs. */
export function verdict(values: readonly number[], limit: Limit): Verdict | null {
  const range = spread(values);
  if (range === null) return null;
  const runsMet = values.filter((value) => meets(value, limit)).length;
  const met = limit.rule === 'every' ? runsMet === values.length : meets(range.median, limit);
  return { met, runsMet, runs: values.length };
}
