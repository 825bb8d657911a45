import { CORRECT_SCORE_MAX_GOALS, CORRECT_SCORE_OTHER } from '@src/contract';
import type { FinalScore, ScoreGrid } from '../marketModel';

/** The sides of a correct score market (PD, 波胆): 0-0 .. 4-4 by home goals then away goals, then AOS. */
export const CORRECT_SCORE_SIDES: readonly string[] = (() => {
  const sides: string[] = [];
  for (let h = 0; h <= CORRECT_SCORE_MAX_GOALS; h++) for (let c = 0; c <= CORRECT_SCORE_MAX_GOALS; c++) sides.push(`${h}-${c}`);
  sides.push(CORRECT_SCORE_OTHER);
  return sides;
})();

const CELLS = (CORRECT_SCORE_MAX_GOALS + 1) * (CORRECT_SCORE_MAX_GOALS + 1);

/**
 * Fair probabilities of every side from the grid of goals still to come (in CORRECT_SCORE_SIDES order): a score
 * below the current one is impossible (0, closed by the pricing); AOS takes the rest. No trader's shading: the
 * noise of a 26-way market would be spread too thin to show. Returns true when nothing but AOS can win.
 */
export function correctScoreProbabilities(grid: ScoreGrid | null, out: number[]): boolean {
  if (grid === null) {
    for (let i = 0; i <= CELLS; i++) out[i] = i === CELLS ? 1 : 0;
    return true;
  }
  let listed = 0;
  let i = 0;
  for (let h = 0; h <= CORRECT_SCORE_MAX_GOALS; h++) {
    const moreH = h - grid.home;
    for (let c = 0; c <= CORRECT_SCORE_MAX_GOALS; c++) {
      const moreC = c - grid.away;
      const p = moreH < 0 || moreC < 0 ? 0 : (grid.moreHome[moreH] ?? 0) * (grid.moreAway[moreC] ?? 0);
      out[i++] = p;
      listed += p;
    }
  }
  out[CELLS] = Math.max(0, 1 - listed);
  return listed === 0;
}

/** W when the side is the final score (AOS: any score beyond the listed ones), else L. */
export function settleCorrectScore(side: string, score: FinalScore): 'W' | 'L' {
  const listed = score.home <= CORRECT_SCORE_MAX_GOALS && score.away <= CORRECT_SCORE_MAX_GOALS;
  const actual = listed ? `${score.home}-${score.away}` : CORRECT_SCORE_OTHER;
  return side === actual ? 'W' : 'L';
}
