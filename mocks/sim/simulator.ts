import { GAME_TYPES, SHOW_TYPES, listChannel, type FeedCounts, type GameType, type ShowType } from '@src/contract';
import { SIM_DEFAULTS, type SimConfig } from './config';
import { MatchLifecycle } from './matchLifecycle';
import { MatchPricing } from './matchPricing';
import type { MatchResult } from './matchResult';
import { MatchScheduler } from './matchScheduler';
import { OutrightDesk } from './outrightDesk';
import type { MatchEndedHandler, SimListener } from './simListener';
import { SimLoop } from './simLoop';
import type { SimMatch } from './simMatch';
import { SimWorld } from './simWorld';

export { QUANTUM_MS } from './simWorld';
export type { MatchEndedHandler, SimListener } from './simListener';

export interface SimStats {
  now: number;
  live: number;
  upcoming: number;
  outrights: number;
  matches: number;
  odds: number;
}

/**
 * The live match simulator: seeded and deterministic (a seed, a start time and the sim time advanced give the
 * same matches, scores, prices and listener calls, however the time is cut into ticks), real-time or
 * accelerated through `startSimDriver`. Keeps at least `live` matches in play and `upcoming` scheduled, plus
 * one outright book per titled league; matches are scheduled, start, go live, end, are marked for settlement
 * (`onMatchEnded`) and leave the lists.
 *
 * A facade over one shared world and the parts that work on it: the loop (simLoop.ts), the scheduling
 * (matchScheduler.ts), the match lifecycle (matchLifecycle.ts), the pricing (matchPricing.ts) and the outrights
 * (outrightDesk.ts).
 */
export class Simulator {
  readonly config: SimConfig;
  private readonly world: SimWorld;
  private readonly loop: SimLoop;
  private readonly pricing: MatchPricing;

  constructor(config: Partial<SimConfig> = {}) {
    this.config = {
      seed: config.seed ?? SIM_DEFAULTS.seed,
      speed: config.speed ?? SIM_DEFAULTS.speed,
      live: config.live ?? SIM_DEFAULTS.live,
      upcoming: config.upcoming ?? SIM_DEFAULTS.upcoming,
      tickMs: config.tickMs ?? SIM_DEFAULTS.tickMs,
      oddsRate: config.oddsRate ?? SIM_DEFAULTS.oddsRate,
      voidRate: config.voidRate ?? SIM_DEFAULTS.voidRate,
      startTime: config.startTime ?? Date.now(),
    };
    const world = new SimWorld(this.config);
    const pricing = new MatchPricing(world);
    const scheduler = new MatchScheduler(world, pricing);
    const lifecycle = new MatchLifecycle(world, pricing, scheduler);
    const outrights = new OutrightDesk(world, pricing, scheduler, lifecycle);
    this.world = world;
    this.pricing = pricing;
    this.loop = new SimLoop(world, pricing, scheduler, lifecycle, outrights);
    this.loop.populate();
  }

  /** Sim time, ms since epoch. */
  get now(): number {
    return this.world.now;
  }

  addListener(listener: SimListener): () => void {
    return addTo(this.world.listeners, listener);
  }

  /** Settlement hook: called when a match is marked for settlement, voided, or an outright is decided. */
  onMatchEnded(handler: MatchEndedHandler): () => void {
    return addTo(this.world.endedHandlers, handler);
  }

  match(gameId: string): SimMatch | undefined {
    return this.world.matches.get(gameId);
  }

  /** The matches in the list of a show type and game type (insertion order). */
  listMembers(showType: ShowType, gameType: GameType): ReadonlySet<SimMatch> {
    return this.world.lists.get(listChannel(showType, gameType)) ?? new Set();
  }

  /** Matches per list, every show type and game type. */
  counts(): FeedCounts {
    const counts: FeedCounts = {};
    for (const showType of SHOW_TYPES) {
      const row: Partial<Record<GameType, number>> = {};
      for (const gameType of GAME_TYPES) row[gameType] = this.listMembers(showType, gameType).size;
      counts[showType] = row;
    }
    return counts;
  }

  result(gameId: string): MatchResult | undefined {
    return this.world.results.get(gameId);
  }

  stats(): SimStats {
    const { world } = this;
    let odds = 0;
    for (const m of world.matches.values()) odds += m.odds.length;
    return {
      now: world.now,
      live: world.liveMatches.length,
      upcoming: world.upcomingMatches.length,
      outrights: world.outrightMatches.length,
      matches: world.matches.size,
      odds,
    };
  }

  /** Advances sim time; listeners hear every change, then `flush`. */
  advance(ms: number): void {
    this.loop.advance(ms);
  }

  /**
   * Test-only (DEV_API's sim/hold): while held, sim time stands still, so prices do not move and nothing is
   * suspended, kicks off or ends; releasing goes on from where it stood (the held time is not caught up).
   */
  hold(held: boolean): void {
    this.loop.hold(held);
  }

  get held(): boolean {
    return this.loop.isHeld;
  }

  /**
   * Test-only (DEV_API's sim/price, while held): moves one odds of a match to `cents`, as its market would, and
   * tells the listeners (the feed publishes it). False when the match or the odds is unknown.
   */
  setPrice(gameId: string, oddsId: string, cents: number): boolean {
    const match = this.world.matches.get(gameId);
    const odds = match?.odds.find((candidate) => candidate.wire.oddsId === oddsId);
    if (match === undefined || odds === undefined) return false;
    this.pricing.quote(match, odds, cents);
    for (const listener of this.world.listeners) listener.flush();
    return true;
  }
}

function addTo<T>(list: T[], item: T): () => void {
  list.push(item);
  return () => {
    const i = list.indexOf(item);
    if (i >= 0) list.splice(i, 1);
  };
}
