import { Dist, pointMass } from '../distribution';
import type { LineModel, MarketFamily, PartScore } from '../marketModel';
import { parseScore } from './partScore';

const LEVEL = pointMass(0);

/**
 * Tennis set and game markets:
 * - S1M, S2M: the winner of the first or the second set (two-way), priced on the home side's chance to win that
 *   set, closed once it is decided, settled on the set's score;
 * - GR, GOU: the game handicap and total games of the whole match, priced on the engine's games model, settled
 *   on the games of every set played (a tiebreak counts as one game: 7-6).
 */
export const setWinner: MarketFamily = {
  base: 'M2',
  model: (model, period): LineModel | null => {
    const chance = model.sets?.[period];
    if (chance === null || chance === undefined) return null;
    return { diff: new Dist(-1, Float64Array.of(1 - chance, 0, chance)), total: LEVEL, tieShare: 0.5 };
  },
  measure: (score, period) => parseScore(score.periods?.[period]),
};

function gamesOf(periods: readonly string[] | undefined): PartScore | null {
  if (periods === undefined || periods.length === 0) return null;
  const games: PartScore = { home: 0, away: 0 };
  for (const set of periods) {
    const part = parseScore(set);
    if (part === null) return null;
    games.home += part.home;
    games.away += part.away;
  }
  return games;
}

function gamesFamily(base: MarketFamily['base']): MarketFamily {
  return {
    base,
    model: (model) => model.games ?? null,
    measure: (score) => gamesOf(score.periods),
  };
}

export const gameHandicap = gamesFamily('R');
export const gameTotal = gamesFamily('OU');
