/**
 * System bets "n/k" (n串k) by the usual Chinese naming (竞彩 M串N): n/1 is one n-fold; otherwise the first of
 * one fold size (3/3 three doubles), a run up to n (3/4 doubles and a treble, 4/11), a run from doubles (5/20).
 * The client's sportsbook/betslip/systemBets.ts follows the same table.
 */
export function systemFolds(n: number, k: number): number[] | null {
  if (!Number.isInteger(n) || !Number.isInteger(k) || n < 2 || k < 1) return null;
  if (k === 1) return [n];
  const candidates: number[][] = [];
  for (let f = 2; f < n; f++) candidates.push([f]);
  for (let from = n - 1; from >= 2; from--) candidates.push(range(from, n));
  for (let to = 3; to < n; to++) candidates.push(range(2, to));
  return candidates.find((folds) => folds.reduce((sum, f) => sum + binomial(n, f), 0) === k) ?? null;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function binomial(n: number, r: number): number {
  let result = 1;
  for (let i = 1; i <= r; i++) result = (result * (n - r + i)) / i;
  return Math.round(result);
}

/** The legs (indexes) of every bet of a system bet, or null for an unknown "n/k". */
export function systemLegs(system: string, selections: number): number[][] | null {
  const match = /^(\d{1,2})\/(\d{1,4})$/.exec(system);
  if (!match) return null;
  const n = Number(match[1]);
  if (n !== selections) return null;
  const folds = systemFolds(n, Number(match[2]));
  if (!folds) return null;
  return folds.flatMap((size) => combinations(n, size));
}

function combinations(n: number, size: number): number[][] {
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
