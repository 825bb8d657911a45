import { Dist, pointMass } from './distribution';

/**
 * Probability that the home side wins a race to `target` points that must be won by two (a tennis game or
 * tiebreak, a volleyball or table-tennis set), from a-b, when it wins each point with probability q.
 */
export function raceWinProbability(a: number, b: number, target: number, q: number): number {
  const deuce = (q * q) / (q * q + (1 - q) * (1 - q));
  const closed = (x: number, y: number): number | null => {
    if (x >= target && x - y >= 2) return 1;
    if (y >= target && y - x >= 2) return 0;
    if (x >= target - 1 && y >= target - 1) return x === y ? deuce : x > y ? q + (1 - q) * deuce : q * deuce;
    return null;
  };
  const direct = closed(a, b);
  if (direct !== null) return direct;
  // table[x][y] for x, y < target - 1 ... filled from the end of the race backwards.
  const size = target + 1;
  const table = new Float64Array(size * size);
  const value = (x: number, y: number): number => closed(x, y) ?? table[x * size + y] ?? 0;
  for (let x = target - 1; x >= a; x--) {
    for (let y = target - 1; y >= b; y--) {
      if (closed(x, y) !== null) continue;
      table[x * size + y] = q * value(x + 1, y) + (1 - q) * value(x, y + 1);
    }
  }
  return value(a, b);
}

/**
 * Distribution of the final set (or frame) score of a best-of series that ends when one side reaches `need`,
 * from sh-sc, when home wins the set in progress with pCurrent and every later set with pNext.
 */
export function seriesScore(sh: number, sc: number, need: number, pCurrent: number, pNext: number): { diff: Dist; total: Dist } {
  if (sh >= need || sc >= need) return { diff: pointMass(sh - sc), total: pointMass(sh + sc) };
  const diff = new Float64Array(2 * need + 1);
  const total = new Float64Array(2 * need);
  // mass[h] over states with a fixed number of sets played, advanced one set at a time.
  let mass = new Map<number, number>([[sh, 1]]);
  let played = sh + sc;
  let first = true;
  while (mass.size > 0) {
    const next = new Map<number, number>();
    const p = first ? pCurrent : pNext;
    first = false;
    for (const [h, m] of mass) {
      const c = played - h;
      for (const [nh, nc, w] of [
        [h + 1, c, p],
        [h, c + 1, 1 - p],
      ] as const) {
        const pm = m * w;
        if (nh >= need || nc >= need) {
          diff[nh - nc + need] = (diff[nh - nc + need] ?? 0) + pm;
          total[nh + nc] = (total[nh + nc] ?? 0) + pm;
        } else {
          next.set(nh, (next.get(nh) ?? 0) + pm);
        }
      }
    }
    mass = next;
    played++;
  }
  return { diff: new Dist(-need, diff), total: new Dist(0, total) };
}
