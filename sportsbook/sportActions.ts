import { createAction } from '@reduxjs/toolkit';
import type { GameType, PlayType } from '@src/contract';
import type { LeagueEntity, MatchEntity, OddsEntity } from '@streams';

/**
 * A price clicked on the sport page (spec 3 bet slip entry fields plus the odds). The bet slip consumes it:
 * it toggles the entry and applies the rules of spec 4.
 */
export interface OddsSelection {
  gameInfo: { gameId: string; hgid: string; gide: string; team_h: string; team_c: string };
  /** w: the play type. */
  playInfo: { w: PlayType };
  /** r: the line the price belongs to, '' when the play type has none. */
  oddInfo: { gameId: string; r: string };
  /** Outrights only: the participant picked (rtype). */
  championRate: { rtype: string } | null;
  oddsId: string;
  /** H, C, N, O, U, ODD, EVEN; for outrights the participant's name. */
  side: string;
  line: string;
  /** Decimal (European) price as a string, as it was when clicked. */
  price: string;
  gameType: GameType;
  isLive: boolean;
  isChampion: boolean;
  leagueName: string;
}

export const oddsSelected = createAction<OddsSelection>('sport/oddsSelected');

/** The selection for a clicked odds of a match. */
export function toOddsSelection(
  odds: OddsEntity,
  match: MatchEntity,
  extra: { isLive: boolean; league: LeagueEntity | undefined },
): OddsSelection {
  const isChampion = odds.playType === 'FS';
  return {
    gameInfo: { gameId: match.gameId, hgid: match.hgid, gide: match.gide, team_h: match.team_h, team_c: match.team_c },
    playInfo: { w: odds.playType },
    oddInfo: { gameId: match.gameId, r: odds.line },
    championRate: isChampion ? { rtype: odds.side } : null,
    oddsId: odds.oddsId,
    side: odds.side,
    line: odds.line,
    price: odds.price,
    gameType: match.gameType,
    isLive: extra.isLive,
    isChampion,
    leagueName: extra.league?.name ?? '',
  };
}
