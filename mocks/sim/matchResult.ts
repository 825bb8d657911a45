import type { GameType } from '@src/contract';
import { lineOutcome, type LineOutcome } from './asianLine';
import { settleCorrectScore } from './families/correctScore';
import { familyOf } from './families/marketFamilies';
import type { BaseKind, FinalScore, PartScore } from './marketModel';
import type { SimOdds } from './markets';

export type VoidReason = 'cancelled' | 'postponed' | 'abandoned';
/** Per-odds settlement (spec 3 codes): W, LW, P, LL, L, or D when the match is void. */
export type OddsOutcome = LineOutcome | 'D';

/** What the simulator hands to settlement when a match is marked for settlement (or voided). */
export interface MatchResult {
  gameId: string;
  gameType: GameType;
  league_id: string;
  team_h: string;
  team_c: string;
  status: 'ended' | VoidReason;
  /** Sim time of the end (or of the void), ms. */
  at: number;
  /** Null when void. */
  score: FinalScore | null;
  /** Outrights: the winner's name. */
  winner?: string;
  /** Settlement of every odds of the match, by oddsId. */
  outcomes: Record<string, OddsOutcome>;
}

/** Settles one odds on a final score (in the unit of the match's markets); D when its part was not played. */
export function settleOdds(odds: SimOdds, score: FinalScore): OddsOutcome {
  const { kind, line, period } = odds.market;
  const side = odds.wire.side;
  if (kind === 'FS') throw new Error('outrights settle on their winner');
  if (kind === 'PD') return settleCorrectScore(side, score);
  const family = familyOf(kind);
  if (family === null) return settleBase(kind as BaseKind, line, side, score);
  const part = family.measure(score, period);
  return part === null ? 'D' : settleBase(family.base, line, side, part);
}

/** A base kind's settlement on a score: the match's, or the part a family market is on. */
function settleBase(kind: BaseKind, line: number, side: string, score: PartScore): LineOutcome {
  const diff = score.home - score.away;
  const total = score.home + score.away;
  switch (kind) {
    case 'M3':
    case 'M2': {
      const actual = diff > 0 ? 'H' : diff < 0 ? 'C' : 'N';
      if (kind === 'M2' && actual === 'N') return 'P';
      return actual === side ? 'W' : 'L';
    }
    case 'R':
      return lineOutcome(diff, -line, side === 'H' ? 'above' : 'below');
    case 'OU':
      return lineOutcome(total, line, side === 'O' ? 'above' : 'below');
    case 'EO':
      return (total % 2 === 1) === (side === 'ODD') ? 'W' : 'L';
  }
}

export function outcomesOf(odds: readonly SimOdds[], score: FinalScore | null, winner?: string): Record<string, OddsOutcome> {
  const outcomes: Record<string, OddsOutcome> = {};
  for (const o of odds) {
    if (score === null && winner === undefined) outcomes[o.wire.oddsId] = 'D';
    else if (o.market.kind === 'FS') outcomes[o.wire.oddsId] = o.wire.side === winner ? 'W' : 'L';
    else if (score) outcomes[o.wire.oddsId] = settleOdds(o, score);
  }
  return outcomes;
}
