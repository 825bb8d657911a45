import type {
  FeedChannel,
  FeedDelta,
  FeedLeague,
  FeedMatch,
  FeedOdds,
  FeedOp,
  FeedSnapshot,
  OddsStatus,
  PlayType,
} from '@src/contract';
import { match } from '../feed/testing/feedFixtures';

/**
 * A synthetic in-play world and its delta frames, shaped like the feed protocol v1: matches in
 * leagues, four odds per match (handicap and over/under, two sides each), frames of 20-100 ops that
 * are mostly price changes, with clock and score patches and the odd market suspension.
 *
 * Which match an op touches follows one of two distributions:
 * - 'hot': 80% of ops go to a fifth of the matches (the ones with action on the pitch), the rest
 *   spread over the others, as in-play feeds are;
 * - 'uniform': every match equally likely, so nearly nothing conflates and every update touches a
 *   cold entity (the worst case).
 */
export type UpdateSpread = 'hot' | 'uniform';
export interface BenchWorldOptions {
  matches: number;
  leagues: number;
  channel: FeedChannel;
  seed: number;
}

export class BenchWorld {
  readonly snapshot: FeedSnapshot;
  readonly oddsIds: string[];
  private readonly cents: Int32Array;
  private readonly clock: Int32Array;
  private readonly gameIds: string[];
  private seq = 0;
  private random: () => number;

  constructor(readonly options: BenchWorldOptions) {
    this.random = mulberry32(options.seed);
    const leagues: FeedLeague[] = [];
    for (let i = 0; i < options.leagues; i++) {
      leagues.push({ league_id: `L${i}`, name: `联赛${i}`, gameType: 'FT', sort: i });
    }
    const matches: FeedMatch[] = [];
    const odds: FeedOdds[] = [];
    this.gameIds = [];
    for (let i = 0; i < options.matches; i++) {
      const gameId = `g${i}`;
      this.gameIds.push(gameId);
      matches.push(benchMatch(gameId, `L${i % options.leagues}`, 1_700_000_000_000 + i * 60_000));
      odds.push(benchOdds(`o${i * 4}`, gameId, 'R', 'H', '-0.5', '1.95'));
      odds.push(benchOdds(`o${i * 4 + 1}`, gameId, 'R', 'C', '-0.5', '1.93'));
      odds.push(benchOdds(`o${i * 4 + 2}`, gameId, 'OU', 'O', '2.5', '1.90'));
      odds.push(benchOdds(`o${i * 4 + 3}`, gameId, 'OU', 'U', '2.5', '1.98'));
    }
    this.snapshot = { leagues, matches, odds };
    this.oddsIds = odds.map((entry) => entry.oddsId);
    this.cents = Int32Array.from(odds, (entry) => priceToCents(entry.price));
    this.clock = new Int32Array(options.matches).fill(600);
  }

  /** The channel's seq of the last generated frame (the snapshot is at 0). */
  get lastSeq(): number {
    return this.seq;
  }

  /** The next `count` frames as they arrive on the wire (JSON text), consecutive in seq. */
  frames(count: number, spread: UpdateSpread): { texts: string[]; ops: number } {
    const texts: string[] = [];
    let ops = 0;
    for (let i = 0; i < count; i++) {
      const frame = this.nextFrame(spread);
      ops += frame.ops.length;
      texts.push(JSON.stringify(frame));
    }
    return { texts, ops };
  }

  /** A random new price for `count` distinct odds (for batch-dispatch measurements). */
  priceChanges(count: number): Array<{ oddsId: string; price: string }> {
    const picked = new Set<number>();
    while (picked.size < count) picked.add(this.int(this.oddsIds.length));
    return [...picked].map((index) => ({ oddsId: this.oddsIds[index]!, price: this.movePrice(index) }));
  }

  private nextFrame(spread: UpdateSpread): FeedDelta {
    const size = 20 + this.int(81);
    const ops: FeedOp[] = [];
    for (let i = 0; i < size; i++) {
      const roll = this.random();
      const match = this.pickMatch(spread);
      if (roll < 0.88) {
        const index = match * 4 + this.int(4);
        const status: OddsStatus = this.random() < 0.02 ? 'suspended' : 'open';
        ops.push(['o', this.oddsIds[index]!, this.movePrice(index), status]);
      } else if (roll < 0.98) {
        this.clock[match] = this.clock[match]! + 1;
        ops.push(['l', this.gameIds[match]!, { re_time: String(this.clock[match]) }]);
      } else {
        const playType: PlayType = this.random() < 0.5 ? 'R' : 'OU';
        ops.push(['m', this.gameIds[match]!, playType, this.random() < 0.5 ? 'suspended' : 'open']);
      }
    }
    this.seq += 1;
    return { channel: this.options.channel, seq: this.seq, ts: 1_700_000_000_000 + this.seq * 3, ops };
  }

  /** A match index: uniform, or 80% from the hot fifth (every fifth match) and 20% from the rest. */
  private pickMatch(spread: UpdateSpread): number {
    const count = this.gameIds.length;
    if (spread === 'uniform') return this.int(count);
    if (this.random() < 0.8) return this.int(Math.ceil(count / 5)) * 5;
    let match: number;
    do match = this.int(count);
    while (match % 5 === 0);
    return match;
  }

  private movePrice(index: number): string {
    const step = 1 + this.int(3);
    const next = Math.min(900, Math.max(105, this.cents[index]! + (this.random() < 0.5 ? -step : step)));
    this.cents[index] = next;
    return centsToPrice(next);
  }

  private int(bound: number): number {
    return Math.floor(this.random() * bound);
  }
}

function benchMatch(gameId: string, league_id: string, startTime: number): FeedMatch {
  return match(gameId, { league_id, startTime });
}

function benchOdds(
  oddsId: string,
  gameId: string,
  playType: PlayType,
  side: string,
  line: string,
  price: string,
): FeedOdds {
  return { oddsId, gameId, playType, side, line, price, status: 'open' };
}

/** Test data only: integer hundredths to a 2-decimal price string, no floats involved. */
function centsToPrice(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function priceToCents(price: string): number {
  const [whole = '0', fraction = ''] = price.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** Small seeded PRNG so every run measures the same frames. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
