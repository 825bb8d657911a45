import type { Dist } from './distribution';

/**
 * Line bets on a measure X (goal difference for handicaps, total for over/under). A line bet is two half
 * bets; a quarter line (.25/.75) puts its halves on the two neighbouring lines (DESIGN.md section 5), any
 * other line puts both halves on itself. Each half is decided against a threshold t: the `above` side wins
 * when X > t, the `below` side when X < t, and X = t is a push.
 *
 * Handicap `line` for the home side on the difference d = home - away: the home side wins when d + line > 0,
 * so its threshold is -line. Over/under `line` on the total: the threshold is the line.
 */
export type LineSide = 'above' | 'below';
export type HalfOutcome = 'win' | 'push' | 'lose';
/** Settlement codes of spec 3: W win, LW half win, P draw (push), LL half loss, L loss. */
export type LineOutcome = 'W' | 'LW' | 'P' | 'LL' | 'L';

export function isQuarterLine(line: number): boolean {
  return Math.abs(Math.round(line * 4)) % 2 === 1;
}

/** The two half-bet thresholds of a line given as a threshold (see above). */
export function halves(threshold: number): readonly [number, number] {
  return isQuarterLine(threshold) ? [threshold - 0.25, threshold + 0.25] : [threshold, threshold];
}

/**
 * 1 / fair decimal price of one side: the price D that returns the stake on average, from
 * 0.5 * (D * win1 + push1) + 0.5 * (D * win2 + push2) = 1.
 */
export function effectiveProbability(dist: Dist, threshold: number, side: LineSide): number {
  const [a, b] = halves(threshold);
  const win = side === 'above' ? dist.above(a) + dist.above(b) : dist.below(a) + dist.below(b);
  const push = dist.equal(a) + dist.equal(b);
  const stake = 2 - push;
  return stake <= 1e-12 ? 0 : win / stake;
}

export function halfOutcome(x: number, threshold: number, side: LineSide): HalfOutcome {
  if (x === threshold) return 'push';
  return (x > threshold) === (side === 'above') ? 'win' : 'lose';
}

export function lineOutcome(x: number, threshold: number, side: LineSide): LineOutcome {
  const [a, b] = halves(threshold);
  const first = halfOutcome(x, a, side);
  const second = halfOutcome(x, b, side);
  if (first === second) return first === 'win' ? 'W' : first === 'lose' ? 'L' : 'P';
  const other = first === 'push' ? second : first;
  return other === 'win' ? 'LW' : 'LL';
}

/** Wire form of a line: "-0.25", "2.75", "0". */
export function formatLine(line: number): string {
  return line === 0 ? '0' : String(line);
}
