import type { BetSlipState } from './betSlipRules';

/** A match's names as the board has them now. */
export interface MatchNames {
  team_h: string;
  team_c: string;
}

/**
 * The slip with each selection's teams as the board names them now: a selection keeps the names it was picked
 * with (and saved with), which are in the language of that moment; after a change of language the board's fresh
 * snapshot names them in the new one. The same slip when nothing differs (or the board does not hold the match).
 */
export function slipWithMatchNames<S extends BetSlipState>(slip: S, matchOf: (gameId: string) => MatchNames | undefined): S {
  let changed = false;
  const entries = slip.entries.map((entry) => {
    const match = matchOf(entry.gameInfo.gameId);
    if (!match || (match.team_h === entry.gameInfo.team_h && match.team_c === entry.gameInfo.team_c)) return entry;
    changed = true;
    return { ...entry, gameInfo: { ...entry.gameInfo, team_h: match.team_h, team_c: match.team_c } };
  });
  return changed ? { ...slip, entries } : slip;
}
