import type { FeedMatch, MatchEvent, OddsStatus, PlayType, ShowType } from '@src/contract';
import type { SimOdds } from './markets';
import type { MatchResult } from './matchResult';
import type { SimMatch } from './simMatch';

/** What the simulator tells the feed, in order, as it happens; `flush` closes each `advance`. */
export interface SimListener {
  /** An odds' price and/or status changed. */
  odds(match: SimMatch, odds: SimOdds): void;
  /** Every odds of a play type of the match took this status. */
  market(match: SimMatch, playType: PlayType, status: OddsStatus): void;
  /** Live fields changed. */
  live(match: SimMatch, patch: Partial<FeedMatch>): void;
  /** Something the match tracker shows happened (after the live fields of the same second). */
  event?(match: SimMatch, event: MatchEvent): void;
  /** The match entered the list of a show type (its game type's channel). */
  listed(match: SimMatch, showType: ShowType): void;
  unlisted(match: SimMatch, showType: ShowType): void;
  /** The match is gone (its own channel ends). */
  removed(match: SimMatch): void;
  flush(): void;
}

/** Settlement hook: a match was marked for settlement, voided, or an outright decided. */
export type MatchEndedHandler = (gameId: string, result: MatchResult) => void;
