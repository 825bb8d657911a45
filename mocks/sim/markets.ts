import type { FeedOdds, OddsStatus, PlayType } from '@src/contract';
import { effectiveProbability, formatLine } from './asianLine';
import type { Dist } from './distribution';
import type { BaseKind, ExtraMarket, FamilyKind, LineModel, MarketKind, MarketModel } from './marketModel';
import { CORRECT_SCORE_SIDES, correctScoreProbabilities } from './families/correctScore';
import { FAMILY_BASE, familyOf } from './families/marketFamilies';

export type { BaseKind, ExtraMarket, FamilyKind, LineModel, MarketKind, MarketModel, ScoreGrid } from './marketModel';

/** Which lines a match offers; the main lines are the ones carried by list channels. */
export interface MarketPlan {
  threeWay: boolean;
  handicaps: readonly number[];
  totals: readonly number[];
  oddEven: boolean;
  mainHandicap: number | null;
  mainTotal: number | null;
  /** Market families (match channel only), after the full-time markets so their odds ids come last. */
  extras?: readonly ExtraMarket[];
}

export interface SimOdds {
  readonly wire: FeedOdds;
  /** Price in integer cents; 0 before the first pricing. */
  cents: number;
  /** Decided for good (an over/under already beaten): never reopens. */
  closed: boolean;
  /** Carried by list channels (main lines), not only by the match channel. */
  readonly inList: boolean;
  readonly market: SimMarket;
}

export class SimMarket {
  readonly odds: SimOdds[] = [];
  /** Trader's shading (logit shift towards the first side), a mean-reverting random walk: the price noise. */
  shade = 0;
  /** Held (suspended) for a moment after an event of its own: a corner for the corner lines, a card for the card lines. */
  held = false;

  constructor(
    readonly kind: MarketKind,
    readonly playType: PlayType,
    readonly line: number,
    /** Quarter or set index of a per-period market (0 otherwise). */
    readonly period = 0,
  ) {}
}

const SIDES: Record<Exclude<MarketKind, 'FS' | 'PD'>, readonly string[]> = {
  M3: ['H', 'N', 'C'],
  M2: ['H', 'C'],
  R: ['H', 'C'],
  OU: ['O', 'U'],
  EO: ['ODD', 'EVEN'],
  HM: ['H', 'N', 'C'],
  HR: ['H', 'C'],
  HOU: ['O', 'U'],
  CN: ['O', 'U'],
  CD: ['O', 'U'],
  QR: ['H', 'C'],
  QOU: ['O', 'U'],
  SM: ['H', 'C'],
  GR: ['H', 'C'],
  GOU: ['O', 'U'],
};

function sidesOf(kind: Exclude<MarketKind, 'FS'>): readonly string[] {
  return kind === 'PD' ? CORRECT_SCORE_SIDES : SIDES[kind];
}

/** Creates the markets and odds of a match; odds ids are `<gameId>.<n>`, stable for the match's life. */
export function buildMarkets(gameId: string, plan: MarketPlan): { markets: SimMarket[]; odds: SimOdds[] } {
  const markets: SimMarket[] = [];
  const odds: SimOdds[] = [];
  const add = (kind: Exclude<MarketKind, 'FS'>, playType: PlayType, line: number, inList: boolean, period = 0): void => {
    const market = new SimMarket(kind, playType, line, period);
    const lineText = hasLine(kind) ? formatLine(line) : '';
    for (const side of sidesOf(kind)) {
      const o: SimOdds = {
        wire: { oddsId: `${gameId}.${odds.length}`, gameId, playType, side, line: lineText, price: '', status: 'suspended' },
        cents: 0,
        closed: false,
        inList,
        market,
      };
      market.odds.push(o);
      odds.push(o);
    }
    markets.push(market);
  };
  add(plan.threeWay ? 'M3' : 'M2', 'M', 0, true);
  for (const line of plan.handicaps) add('R', 'R', line, line === plan.mainHandicap);
  for (const line of plan.totals) add('OU', 'OU', line, line === plan.mainTotal);
  if (plan.oddEven) add('EO', 'EO', 0, true);
  for (const extra of plan.extras ?? []) add(extra.kind, extra.playType, extra.line, false, extra.period ?? 0);
  return { markets, odds };
}

function hasLine(kind: MarketKind): boolean {
  const base = kind in FAMILY_BASE ? FAMILY_BASE[kind as Exclude<FamilyKind, 'PD'>] : kind;
  return base === 'R' || base === 'OU';
}

/**
 * Fair (normalized, margin-free) probabilities of the market's sides in `out`, with the trader's shading.
 * Returns true when the market is decided for good: the second side of an over/under can no longer win (the
 * total only grows), or the part of the match a family market is on is over. A correct score's impossible
 * scores come out at 0 (closed one by one by the pricing).
 */
export function fairProbabilities(market: SimMarket, model: MarketModel, out: number[]): boolean {
  if (market.kind === 'FS') throw new Error('outrights are priced by their own model');
  if (market.kind === 'PD') return correctScoreProbabilities(model.score ?? null, out);
  const family = familyOf(market.kind);
  if (family === null) return baseProbabilities(market, market.kind as BaseKind, model, out);
  const part = family.model(model, market.period);
  if (part === null) {
    for (let i = 0; i < market.odds.length; i++) out[i] = 1 / market.odds.length;
    return true;
  }
  return baseProbabilities(market, family.base, part, out);
}

function baseProbabilities(market: SimMarket, kind: BaseKind, model: LineModel, out: number[]): boolean {
  const { diff, total } = model;
  let decided = false;
  switch (kind) {
    case 'M3':
      out[0] = diff.above(0);
      out[1] = diff.equal(0);
      out[2] = diff.below(0);
      break;
    case 'M2': {
      const tie = diff.equal(0);
      out[0] = diff.above(0) + tie * model.tieShare;
      out[1] = diff.below(0) + tie * (1 - model.tieShare);
      break;
    }
    case 'R':
      out[0] = effectiveProbability(diff, -market.line, 'above');
      out[1] = effectiveProbability(diff, -market.line, 'below');
      break;
    case 'OU':
      out[0] = effectiveProbability(total, market.line, 'above');
      out[1] = effectiveProbability(total, market.line, 'below');
      decided = out[1] === 0;
      break;
    case 'EO':
      out[0] = total.odd();
      out[1] = 1 - out[0];
      break;
  }
  normalizeWithShade(out, market.odds.length, market.shade);
  return decided;
}

function normalizeWithShade(out: number[], n: number, shade: number): void {
  const boost = Math.exp(shade);
  if (n === 3) {
    out[0] = (out[0] ?? 0) * boost;
    out[2] = (out[2] ?? 0) / boost;
  } else {
    out[0] = (out[0] ?? 0) * boost;
    out[1] = (out[1] ?? 0) / boost;
  }
  let sum = 0;
  for (let i = 0; i < n; i++) sum += out[i] ?? 0;
  if (sum <= 0) {
    for (let i = 0; i < n; i++) out[i] = 1 / n;
    return;
  }
  for (let i = 0; i < n; i++) out[i] = (out[i] ?? 0) / sum;
}

/** The line of `candidates` whose first side is closest to an even chance. */
export function balancedLine(candidates: readonly number[], firstSideChance: (line: number) => number): number {
  let best = candidates[0] ?? 0;
  let bestGap = Infinity;
  for (const line of candidates) {
    const gap = Math.abs(firstSideChance(line) - 0.5);
    if (gap < bestGap - 1e-12) {
      best = line;
      bestGap = gap;
    }
  }
  return best;
}

export function balancedHandicap(diff: Dist, candidates: readonly number[]): number {
  return balancedLine(candidates, (line) => {
    const h = effectiveProbability(diff, -line, 'above');
    const c = effectiveProbability(diff, -line, 'below');
    return h + c > 0 ? h / (h + c) : 0;
  });
}

export function balancedTotal(total: Dist, candidates: readonly number[]): number {
  return balancedLine(candidates, (line) => {
    const o = effectiveProbability(total, line, 'above');
    const u = effectiveProbability(total, line, 'below');
    return o + u > 0 ? o / (o + u) : 0;
  });
}

/** `each` lines either side of `main`, `step` apart, none below `min`. */
export function ladder(main: number, step: number, each: number, min = -Infinity): number[] {
  const lines: number[] = [];
  let low = main - each * step;
  if (low < min) low = min;
  for (let i = 0; i <= 2 * each; i++) lines.push(Math.round((low + i * step) * 100) / 100);
  return lines;
}

/** Lines from `from` to `to` inclusive, `step` apart. */
export function lineRange(from: number, to: number, step: number): number[] {
  const lines: number[] = [];
  for (let x = from; x <= to + 1e-9; x += step) lines.push(Math.round(x * 100) / 100);
  return lines;
}

export function statusOf(closed: boolean, suspended: boolean): OddsStatus {
  return closed ? 'closed' : suspended ? 'suspended' : 'open';
}
