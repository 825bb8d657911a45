import type { FeedMatch, GameType, MatchEventKind } from '@src/contract';
import type { LeagueDef } from '../sim/leagues';
import { Random } from '../sim/random';
import { EV_END, type LiveWriter, type MatchEngine, type SportDef } from '../sim/sports/engine';

/** A match's live fields after one second of play, with the flags that second returned. */
export interface PlayedSecond {
  state: FeedMatch;
  flags: number;
}

function blankMatch(gameType: GameType): FeedMatch {
  return {
    gameId: '1',
    hgid: '1',
    gide: '1',
    league_id: '1',
    gameType,
    team_h: '主队',
    team_c: '客队',
    startTime: 0,
    isLive: true,
    re_time: '0',
    t_count: 0,
    se_now: '',
    HalfTime: false,
    inningNum: 0,
    gameStatus: 'live',
    sc_FT_H: 0,
    sc_FT_C: 0,
    sc_FT_A: '',
    sc_set_H: 0,
    sc_set_A: 0,
    sc_game_H: 0,
    sc_game_A: 0,
    sc_point_H: '',
    sc_point_A: '',
  };
}

/** A tracker event the engine told, with the clock and period it happened at. */
export interface PlayedEvent {
  kind: MatchEventKind;
  side: 'H' | 'C';
  clock: string;
  period: string;
}

/**
 * Plays one match of a sport from kick-off to the end outside the simulator, recording the live fields after
 * every second (tests of sport rules, duration figures). `rng` is a seed, or a generator a test scripts (made
 * with the match's live fields, which it may read to decide what happens next).
 */
export function playEngine(
  def: SportDef,
  league: LeagueDef,
  rng: number | ((feed: Readonly<FeedMatch>) => Random),
  strength = { home: 0.5, away: 0.5 },
): { engine: MatchEngine; seconds: PlayedSecond[]; events: PlayedEvent[] } {
  const feed = blankMatch(def.gameType);
  const random = typeof rng === 'number' ? new Random(rng) : rng(feed);
  const events: PlayedEvent[] = [];
  const writer: LiveWriter = {
    feed,
    set: (key, value) => {
      feed[key] = value;
    },
    quiet: (key, value) => {
      feed[key] = value;
    },
    event: (kind, side) => {
      events.push({ kind, side, clock: feed.re_time, period: feed.se_now });
    },
  };
  const engine = def.createEngine(writer, league, strength, random);
  engine.kickOff();
  const seconds: PlayedSecond[] = [];
  for (let i = 0; i < 100_000; i++) {
    const flags = engine.step(random);
    seconds.push({ state: { ...feed }, flags });
    if ((flags & EV_END) !== 0) break;
  }
  return { engine, seconds, events };
}
