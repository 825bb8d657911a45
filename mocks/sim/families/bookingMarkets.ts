import { pointMass } from '../distribution';
import type { Dist } from '../distribution';
import type { LineModel, MarketFamily } from '../marketModel';

const LEVEL = pointMass(0);

/** An over/under on a count that only grows: the count's distribution as a line model's total. */
function countModel(total: Dist | null | undefined): LineModel | null {
  return total ? { diff: LEVEL, total, tieShare: 0.5 } : null;
}

/**
 * Corners over/under (CN, 角球): the match's corners, both sides together. Priced on the engine's corner process
 * (a Poisson rate per side over the time left); a line already beaten closes for good, as goal totals do.
 */
export const cornerTotal: MarketFamily = {
  base: 'OU',
  model: (model) => countModel(model.corners),
  measure: (score) => score.corners ?? null,
};

/** Cards over/under (CD, 罚牌): yellow and red cards of both sides, each card counting one. */
export const cardTotal: MarketFamily = {
  base: 'OU',
  model: (model) => countModel(model.cards),
  measure: (score) => score.cards ?? null,
};
