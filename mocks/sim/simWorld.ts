import { GAME_TYPES, SHOW_TYPES, listChannel, type GameType, type ListChannel, type ShowType } from '@src/contract';
import { Agenda } from './agenda';
import { chinaDay } from './chinaDay';
import type { SimConfig } from './config';
import type { LeagueDef } from './leagues';
import type { MatchResult, VoidReason } from './matchResult';
import { Random } from './random';
import type { MatchEndedHandler, SimListener } from './simListener';
import type { SimMatch } from './simMatch';
import type { SportDef } from './sports';

/** The simulation advances in quanta of 100 ms of sim time; each live match plays one second every 10 quanta. */
export const QUANTUM_MS = 100;
export const QUANTA_PER_SECOND = 10;

/** One sport's share of the population and how its calendar fills (set once by the scheduling). */
export interface SportState {
  def: SportDef;
  leagues: LeagueDef[];
  weights: number[];
  overflow: LeagueDef[];
  liveTarget: number;
  upcomingTarget: number;
  live: number;
  upcoming: number;
  nearHorizonMs: number;
  nearFillPerSecond: number;
  farFillPerSecond: number;
  gridMs: number;
}

/** Work due at a sim time (the loop runs it). */
export type SimTask =
  | { kind: 'settle' | 'remove' | 'outrightEnd'; match: SimMatch }
  | { kind: 'void'; match: SimMatch; reason: VoidReason }
  | { kind: 'outrightNew'; league: LeagueDef };

/**
 * The simulator's shared state: the seeded generator, sim time, every match and the lists (show type and game
 * type) they are in, the pools the loop draws from, the agenda, and who hears about changes. The loop, the match
 * lifecycle, the pricing, the outrights and the scheduling all work on this one world, in the order the loop
 * calls them, so a seed plays the same however the code is cut.
 */
export class SimWorld {
  readonly rng: Random;
  /** Sim time, ms since epoch. */
  now: number;
  /** Quanta run so far. */
  quantum = 0;
  /** The China day of `now` at the last quantum. */
  day: number;
  readonly matches = new Map<string, SimMatch>();
  readonly lists = new Map<ListChannel, Set<SimMatch>>();
  readonly liveMatches: SimMatch[] = [];
  readonly upcomingMatches: SimMatch[] = [];
  readonly outrightMatches: SimMatch[] = [];
  /** Live matches by the tenth of a second they step on. */
  readonly buckets: SimMatch[][] = [];
  readonly kickoffs = new Agenda<SimMatch>();
  readonly agenda = new Agenda<SimTask>();
  readonly sports = new Map<GameType, SportState>();
  readonly listeners: SimListener[] = [];
  readonly endedHandlers: MatchEndedHandler[] = [];
  readonly results = new Map<string, MatchResult>();

  constructor(readonly config: SimConfig) {
    this.rng = new Random(config.seed);
    this.now = config.startTime;
    this.day = chinaDay(this.now);
    for (const showType of SHOW_TYPES) for (const gameType of GAME_TYPES) this.lists.set(listChannel(showType, gameType), new Set());
    for (let i = 0; i < QUANTA_PER_SECOND; i++) this.buckets.push([]);
  }

  /** Puts a match in the list of a show type (leaving its previous list). */
  moveTo(m: SimMatch, showType: ShowType): void {
    if (m.showType === showType) return;
    if (m.showType !== null) this.unlist(m);
    m.showType = showType;
    this.lists.get(listChannel(showType, m.feed.gameType))?.add(m);
    for (const listener of this.listeners) listener.listed(m, showType);
  }

  unlist(m: SimMatch): void {
    const showType = m.showType;
    if (showType === null) return;
    this.lists.get(listChannel(showType, m.feed.gameType))?.delete(m);
    m.showType = null;
    for (const listener of this.listeners) listener.unlisted(m, showType);
  }

  /** Tells the listeners the live fields that changed since the last patch, and the new events, if any. */
  emitPatch(m: SimMatch): void {
    const patch = m.takePatch();
    if (patch !== null) for (const listener of this.listeners) listener.live(m, patch);
    const events = m.takeEvents();
    if (events === null) return;
    for (const event of events) for (const listener of this.listeners) listener.event?.(m, event);
  }

  /** The match leaves its list and the simulator. */
  remove(m: SimMatch): void {
    if (m.showType !== null) this.unlist(m);
    this.matches.delete(m.gameId);
    for (const listener of this.listeners) listener.removed(m);
  }

  /** Today's list (FT, FSFT) or the early one (FU, FSFU) for a scheduled match, by the China day. */
  scheduledShowType(m: SimMatch): ShowType {
    const today = chinaDay(m.feed.startTime) === chinaDay(this.now);
    if (m.feed.gameType === 'FS') return today ? 'FSFT' : 'FSFU';
    return today ? 'FT' : 'FU';
  }

  addToPool(pool: SimMatch[], m: SimMatch): void {
    m.liveSlot = pool.length;
    pool.push(m);
  }

  removeFromPool(pool: SimMatch[], m: SimMatch): void {
    if (m.liveSlot < 0 || pool[m.liveSlot] !== m) return;
    const last = pool.pop();
    if (last && last !== m) {
      pool[m.liveSlot] = last;
      last.liveSlot = m.liveSlot;
    }
    m.liveSlot = -1;
  }
}
