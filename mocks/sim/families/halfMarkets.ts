import type { MarketFamily } from '../marketModel';
import { parseScore } from './partScore';

/**
 * First-half markets (football's first 45 minutes and stoppage time; basketball's first two quarters): the
 * half-time 1X2 (HM), handicap (HR) and over/under (HOU). Priced on the engine's model of the half while it is
 * played, closed from half-time on, settled on the half-time score (FinalScore.firstHalf).
 */
function halfFamily(base: MarketFamily['base']): MarketFamily {
  return {
    base,
    model: (model) => model.half ?? null,
    measure: (score) => parseScore(score.firstHalf),
  };
}

export const halfResult = halfFamily('M3');
export const halfHandicap = halfFamily('R');
export const halfTotal = halfFamily('OU');
