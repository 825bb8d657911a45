/**
 * A probability distribution over consecutive integers (goals, points, sets...), with its cumulative sums so that
 * every market question is answered in O(1).
 */
export class Dist {
  /** cdf[i] = P(X <= min + i). */
  private readonly cdf: Float64Array;

  constructor(
    readonly min: number,
    readonly p: Float64Array,
  ) {
    let total = 0;
    for (const x of p) total += x;
    this.cdf = new Float64Array(p.length);
    let acc = 0;
    for (let i = 0; i < p.length; i++) {
      acc += (p[i] ?? 0) / total;
      this.cdf[i] = acc;
    }
    this.cdf[p.length - 1] = 1;
  }

  get max(): number {
    return this.min + this.p.length - 1;
  }

  /** P(X <= k) for an integer k. */
  atMost(k: number): number {
    if (k < this.min) return 0;
    if (k >= this.max) return 1;
    return this.cdf[k - this.min] ?? 1;
  }

  /** P(X > x) for any real x. */
  above(x: number): number {
    return 1 - this.atMost(Math.floor(x));
  }

  /** P(X < x) for any real x. */
  below(x: number): number {
    return this.atMost(Math.ceil(x) - 1);
  }

  /** P(X = x); 0 when x is not an integer. */
  equal(x: number): number {
    if (!Number.isInteger(x)) return 0;
    return this.atMost(x) - this.atMost(x - 1);
  }

  /** P(X is odd). */
  odd(): number {
    let sum = 0;
    for (let k = this.min; k <= this.max; k++) if ((k & 1) !== 0) sum += this.equal(k);
    return sum;
  }
}

export function pointMass(k: number): Dist {
  return new Dist(k, Float64Array.of(1));
}

/** Poisson probabilities for 0..n with the tail folded into the last cell. */
export function poissonPmf(mean: number): Float64Array {
  if (mean <= 1e-9) return Float64Array.of(1);
  const n = Math.ceil(mean + 8 * Math.sqrt(mean) + 6);
  const p = new Float64Array(n + 1);
  let term = Math.exp(-mean);
  let acc = 0;
  for (let k = 0; k < n; k++) {
    p[k] = term;
    acc += term;
    term *= mean / (k + 1);
  }
  p[n] = Math.max(0, 1 - acc);
  return p;
}

/** Final goal difference and total when each side still scores Poisson(meanH / meanC) goals on top of the score. */
export function poissonScore(scoreH: number, scoreC: number, meanH: number, meanC: number): { diff: Dist; total: Dist } {
  const ph = poissonPmf(meanH);
  const pc = poissonPmf(meanC);
  const diff = new Float64Array(ph.length + pc.length - 1);
  const offset = pc.length - 1;
  for (let i = 0; i < ph.length; i++) {
    const a = ph[i] ?? 0;
    if (a < 1e-15) continue;
    for (let j = 0; j < pc.length; j++) diff[i - j + offset] = (diff[i - j + offset] ?? 0) + a * (pc[j] ?? 0);
  }
  return {
    diff: new Dist(scoreH - scoreC - offset, diff),
    total: new Dist(scoreH + scoreC, poissonPmf(meanH + meanC)),
  };
}

/** A normal distribution rounded to integers (continuity-corrected), cut at 6 standard deviations. */
export function roundedNormal(mean: number, sd: number): Dist {
  if (sd < 0.05) return pointMass(Math.round(mean));
  const lo = Math.floor(mean - 6 * sd);
  const hi = Math.ceil(mean + 6 * sd);
  const p = new Float64Array(hi - lo + 1);
  let prev = normalCdf((lo - 0.5 - mean) / sd);
  for (let k = lo; k <= hi; k++) {
    const next = normalCdf((k + 0.5 - mean) / sd);
    p[k - lo] = next - prev;
    prev = next;
  }
  return new Dist(lo, p);
}

/** Standard normal CDF (Abramowitz and Stegun 26.2.17, error below 1e-7). */
export function normalCdf(z: number): number {
  if (z < -8) return 0;
  if (z > 8) return 1;
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const poly = t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  const tail = 0.3989422804014327 * Math.exp((-z * z) / 2) * poly;
  return z >= 0 ? 1 - tail : tail;
}
