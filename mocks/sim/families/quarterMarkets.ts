import type { MarketFamily } from '../marketModel';
import { parseScore } from './partScore';

/**
 * One basketball quarter's handicap (Q1R..Q4R) and over/under (Q1OU..Q4OU), on that quarter's points only
 * (overtime belongs to no quarter). Priced while the quarter is to come or in play, closed once it ends,
 * settled on the quarter's score (FinalScore.periods).
 */
function quarterFamily(base: MarketFamily['base']): MarketFamily {
  return {
    base,
    model: (model, period) => model.quarters?.[period] ?? null,
    measure: (score, period) => parseScore(score.periods?.[period]),
  };
}

export const quarterHandicap = quarterFamily('R');
export const quarterTotal = quarterFamily('OU');
