import type { FeedMatch, GameType, MatchEventKind } from '@src/contract';
import type { Random } from '../random';
import type { MarketModel, MarketPlan } from '../markets';
import type { FinalScore } from '../marketModel';

export type { FinalScore } from '../marketModel';
import type { LeagueDef } from '../leagues';

/** Flags returned by one second of play. */
export const EV_SCORE = 1;
/** Markets must be suspended for a moment (a goal, a game, a set). */
export const EV_SUSPEND = 2;
/** The period changed: reprice. */
export const EV_PERIOD = 4;
export const EV_END = 8;
/** A corner or a card (football): their own markets are held for a moment and repriced, the others play on. */
export const EV_CORNER = 16;
export const EV_CARD = 32;

/** Where an engine writes live data: `set` becomes part of the next live patch, `quiet` only updates the state. */
export interface LiveWriter {
  readonly feed: FeedMatch;
  set<K extends keyof FeedMatch>(key: K, value: FeedMatch[K]): void;
  quiet<K extends keyof FeedMatch>(key: K, value: FeedMatch[K]): void;
  /** Something the match tracker shows happened now (a goal, a corner, a card). */
  event(kind: MatchEventKind, side: 'H' | 'C'): void;
}

/** Team ratings in [0, 1] (1 the strongest), for the engine and its pricing model. */
export interface Strength {
  home: number;
  away: number;
}

export interface MatchEngine {
  /** Sets the live fields for the start of play. */
  kickOff(): void;
  /** One second of sim time; returns EV_* flags. */
  step(rng: Random): number;
  /** The pricing model at the current state. */
  model(): MarketModel;
  /** Lines offered, chosen at creation from the pre-match model. */
  plan(): MarketPlan;
  final(): FinalScore;
}

export interface SportDef {
  readonly gameType: Exclude<GameType, 'FS'>;
  /** Chinese sport name. */
  readonly name: string;
  /** Share of the live and the upcoming population. */
  readonly share: number;
  /** Expected minutes of play from the start to the end (breaks included), for the schedule's rate. */
  readonly meanMinutes: number;
  /** Full reprice every this many seconds of play (time decay), besides the repricing on events. */
  readonly repriceEveryS: number;
  /** How long markets stay suspended after an EV_SUSPEND event, in seconds. */
  readonly suspendS: readonly [number, number];
  /** Seconds from the end of play to 'settling', and to removal from the lists. */
  readonly settleDelayS: number;
  readonly lingerS: number;
  createEngine(m: LiveWriter, league: LeagueDef, strength: Strength, rng: Random): MatchEngine;
}

/** Game clock shown in minutes: patch re_time once a minute, keep the exact second in the state. */
export function writeMinuteClock(m: LiveWriter, seconds: number): void {
  const next = String(Math.floor(seconds));
  const before = Number(m.feed.re_time);
  if (Math.floor(before / 60) !== Math.floor(seconds / 60)) m.set('re_time', next);
  else m.quiet('re_time', next);
}
