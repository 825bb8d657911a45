import type { Random } from './random';
import { SimMarket, type SimOdds } from './markets';

/**
 * An outright (champion) book: participants with log-strengths; the chance of each alive participant is its
 * softmax share. Strengths drift with news (noise), participants get knocked out over the book's life, and at
 * the settlement time the winner is drawn from the chances.
 */
export class OutrightBook {
  private readonly strength: Float64Array;
  private readonly alive: boolean[];

  constructor(readonly names: readonly string[], rng: Random) {
    this.strength = new Float64Array(names.length);
    for (let i = 0; i < names.length; i++) this.strength[i] = -0.22 * i + rng.normal() * 0.35;
    this.alive = names.map(() => true);
  }

  get aliveCount(): number {
    let n = 0;
    for (const a of this.alive) if (a) n++;
    return n;
  }

  isAlive(i: number): boolean {
    return this.alive[i] === true;
  }

  /** Chances of every participant (0 once out), in `out`. */
  chances(out: number[]): void {
    let max = -Infinity;
    for (let i = 0; i < this.names.length; i++) if (this.alive[i]) max = Math.max(max, this.strength[i] ?? 0);
    let sum = 0;
    for (let i = 0; i < this.names.length; i++) {
      const w = this.alive[i] ? Math.exp((this.strength[i] ?? 0) - max) : 0;
      out[i] = w;
      sum += w;
    }
    // A floor keeps long shots printable (max price) without letting them dominate the book.
    for (let i = 0; i < this.names.length; i++) out[i] = this.alive[i] ? Math.max((out[i] ?? 0) / sum, 0.002) : 0;
    let total = 0;
    for (let i = 0; i < this.names.length; i++) total += out[i] ?? 0;
    for (let i = 0; i < this.names.length; i++) out[i] = (out[i] ?? 0) / total;
  }

  drift(rng: Random): void {
    const i = this.pickAlive(rng, () => 1);
    this.strength[i] = (this.strength[i] ?? 0) + rng.normal() * 0.12;
  }

  /** Knocks a participant out (weaker ones more likely); returns its index. */
  eliminate(rng: Random): number {
    const i = this.pickAlive(rng, (k) => Math.exp(-(this.strength[k] ?? 0)));
    this.alive[i] = false;
    return i;
  }

  winner(rng: Random): number {
    const chances: number[] = [];
    this.chances(chances);
    return rng.weighted(chances);
  }

  private pickAlive(rng: Random, weight: (i: number) => number): number {
    const weights = this.names.map((_, i) => (this.alive[i] ? weight(i) : 0));
    return rng.weighted(weights);
  }
}

export function buildOutrightMarket(gameId: string, names: readonly string[]): { market: SimMarket; odds: SimOdds[] } {
  const market = new SimMarket('FS', 'FS', 0);
  for (const name of names) {
    market.odds.push({
      wire: { oddsId: `${gameId}.${market.odds.length}`, gameId, playType: 'FS', side: name, line: '', price: '', status: 'suspended' },
      cents: 0,
      closed: false,
      inList: true,
      market,
    });
  }
  return { market, odds: market.odds };
}
