import type { PlayType } from '@src/contract';
import type { Dist } from './distribution';

/** Distributions of a difference (home - away) and a total, the shape every line market is priced on. */
export interface LineModel {
  diff: Dist;
  total: Dist;
  /** The share of a final tie that goes to the home side in a two-way winner market (sports with overtime). */
  tieShare: number;
}

/**
 * The state a pricing model hands to the markets: distributions of the final difference (home - away) and the
 * final total in the unit the markets are settled on (goals, points, runs, sets, frames). `tieShare` is the
 * share of a final tie that goes to the home side in a two-way match market (sports with overtime).
 * The other fields price the market families of mocks/sim/families (absent: the sport offers none; null: that
 * part of the match is decided, its markets close):
 * - half: the first half (football; basketball's first two quarters);
 * - score: the final score cell by cell (football's correct score);
 * - corners, cards: the match's totals (football);
 * - quarters: each quarter's points (basketball);
 * - sets: the home side's chance to win the first and second set (tennis); games: the match's games.
 */
export interface MarketModel extends LineModel {
  half?: LineModel | null;
  score?: ScoreGrid | null;
  corners?: Dist | null;
  cards?: Dist | null;
  quarters?: readonly (LineModel | null)[];
  sets?: readonly (number | null)[];
  games?: LineModel | null;
}

/** The final score as the current score plus independent goals still to come (Poisson pmfs from 0). */
export interface ScoreGrid {
  home: number;
  away: number;
  moreHome: Float64Array;
  moreAway: Float64Array;
}

/** The kinds of the market families: each is priced like one of the base kinds on a part of the model. */
export type FamilyKind = 'HM' | 'HR' | 'HOU' | 'PD' | 'CN' | 'CD' | 'QR' | 'QOU' | 'SM' | 'GR' | 'GOU';
export type BaseKind = 'M3' | 'M2' | 'R' | 'OU' | 'EO';
export type MarketKind = BaseKind | FamilyKind | 'FS';


/** A market of one of the families (mocks/sim/families) a sport adds to its plan. */
export interface ExtraMarket {
  kind: FamilyKind;
  playType: PlayType;
  line: number;
  /** Quarter or set index (0 the first) for the per-period markets. */
  period?: number;
}

/** The result in the unit the markets settle on (goals, points, runs, sets, frames). */
export interface FinalScore {
  home: number;
  away: number;
  /** Football, basketball: the first-half score "h-c". */
  firstHalf?: string;
  /** Set sports: the score of each set or frame, "h-c"; basketball: each quarter's points. */
  periods?: string[];
  /** Football: corners and cards (a red card counts one) of each side. */
  corners?: { home: number; away: number };
  cards?: { home: number; away: number };
}

/** What a family market settles on: the score of its part of the match. */
export interface PartScore {
  home: number;
  away: number;
}

/**
 * A market family (mocks/sim/families): priced like one of the base kinds on a part of the pricing model, and
 * settled like it on the score of that part.
 */
export interface MarketFamily {
  readonly base: Exclude<BaseKind, 'EO'>;
  /** The part of the model the market is priced on; null once that part is decided (the market closes). */
  model(model: MarketModel, period: number): LineModel | null;
  /** The score it settles on; null when that part of the match was not played (the bet is void). */
  measure(score: FinalScore, period: number): PartScore | null;
}
