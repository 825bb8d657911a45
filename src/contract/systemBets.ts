/**
 * The n-fold system table (n串k), written once for the bet slip and the backend's placement: which fold sizes
 * "n串k" combines, and the legs of each of its k bets. On the wire a system is "n/k" (betRequestSchema).
 */

/** A system bet "n串k": n selections, k bets made of every combination of the listed fold sizes. */
export interface SystemBet {
  n: number;
  k: number;
  /** Fold sizes combined (1 for n串1 means one n-fold: folds = [n]). */
  folds: number[];
}

/** n choose r (0 outside 0..n). */
function binomial(n: number, r: number): number {
  if (r < 0 || r > n) return 0;
  let result = 1;
  for (let i = 1; i <= r; i++) result = (result * (n - r + i)) / i;
  return Math.round(result);
}

/** Number of bets of n selections combined in these fold sizes. */
export function systemBetCount(n: number, folds: readonly number[]): number {
  return folds.reduce((sum, f) => sum + binomial(n, f), 0);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * The fold sizes of "n串k" by the usual Chinese naming (竞彩 M串N): n串1 is one n-fold; otherwise the first
 * of: one fold size (3串3 three doubles, 5串10 ten doubles), a run up to n (3串4 doubles and a treble, 4串11
 * every double, treble and four-fold), a run from doubles (5串20 doubles and trebles). Null when no such bet.
 */
export function systemFolds(n: number, k: number): number[] | null {
  if (!Number.isInteger(n) || !Number.isInteger(k) || n < 2 || k < 1) return null;
  if (k === 1) return [n];
  const candidates: number[][] = [];
  for (let f = 2; f < n; f++) candidates.push([f]);
  for (let from = n - 1; from >= 2; from--) candidates.push(range(from, n));
  for (let to = 3; to < n; to++) candidates.push(range(2, to));
  return candidates.find((folds) => systemBetCount(n, folds) === k) ?? null;
}

/** Parses "3串4" or the wire's "3/4"; null for no such bet. */
export function parseSystem(name: string): SystemBet | null {
  const match = /^(\d{1,2})(?:串|\/)(\d{1,4})$/.exec(name.trim());
  if (!match) return null;
  const n = Number(match[1]);
  const k = Number(match[2]);
  const folds = systemFolds(n, k);
  return folds ? { n, k, folds } : null;
}

/** Every combination of `size` indexes out of 0..n-1, in lexical order. */
export function combinations(n: number, size: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, chosen: number[]): void => {
    if (chosen.length === size) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i < n; i++) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return out;
}

/** The legs (indexes into the selections) of every bet of a system bet. */
export function systemLegs(bet: SystemBet): number[][] {
  return bet.folds.flatMap((size) => combinations(bet.n, size));
}

/** The system bets of n selections besides the n-fold parlay (n串1), by number of bets. */
export function systemOptions(n: number): SystemBet[] {
  const options: SystemBet[] = [];
  for (let k = 2; k < 2 ** n; k++) {
    const folds = systemFolds(n, k);
    if (folds) options.push({ n, k, folds });
  }
  return options;
}

/** "3串4" as sport/bet/place spells it: "3/4". */
export function systemWireName(bet: Pick<SystemBet, 'n' | 'k'>): string {
  return `${bet.n}/${bet.k}`;
}
