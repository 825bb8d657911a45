import type { FeedLeague, FeedMatch, GameType } from '@src/contract';
import { buildMarkets } from './markets';
import { catalogue, hashText, overflowLeague, type LeagueDef } from './leagues';
import type { MatchPricing } from './matchPricing';
import type { VoidReason } from './matchResult';
import { SimMatch } from './simMatch';
import { QUANTUM_MS, type SimWorld, type SportState } from './simWorld';
import { SPORTS } from './sports';

const FAR_HORIZON_MS = 72 * 3600_000;
const MAX_NEAR_HORIZON_MS = 8 * 3600_000;
/** A team or player rests this long after a booked match before the next. */
const REST_MS = 60 * 60_000;
const VOID_CHANCES = { postponed: 0.004, cancelled: 0.002, abandoned: 0.003 } as const;

/** The chance that a match is abandoned, of those not postponed or cancelled (the match lifecycle uses it too). */
export const ABANDON_CHANCE = VOID_CHANCES.abandoned;

/**
 * The calendar of the simulator: each sport's share of the live and upcoming targets, fixtures drawn from the
 * league catalogue with teams free (and rested) for the whole match, kick-offs on a grid, the near and far
 * horizons filled second by second, the void fates drawn at scheduling, and the lists moved on at midnight in
 * China (tomorrow's early matches become today's).
 */
export class MatchScheduler {
  private readonly bookings = new Map<string, number[]>();
  private readonly leagueWire = new Map<string, FeedLeague>();
  private readonly teamKeys = new Map<string, readonly string[]>();
  private readonly scratchFree: number[] = [];
  private nextNumber = 1;

  constructor(
    private readonly world: SimWorld,
    private readonly pricing: MatchPricing,
  ) {
    this.setUpSports();
  }

  /** Creates a match of sport `s` starting at `startTime` (rounded up to the kick-off grid by the caller). */
  createMatch(s: SportState, startTime: number): SimMatch {
    const { world } = this;
    const durationMs = s.def.meanMinutes * 60_000 * 1.6;
    const { league, home, away } = this.pickFixture(s, startTime, startTime + durationMs);
    const feed = this.newFeedMatch(league, s.def.gameType, league.teams[home] ?? '', league.teams[away] ?? '', startTime);
    const leagueKeys = this.keysOf(league);
    const keys = [leagueKeys[home] ?? '', leagueKeys[away] ?? ''];
    const m = new SimMatch(feed, this.wireLeague(league), s.def, keys, world.rng.range(1.04, 1.08));
    const strength = { home: teamStrength(league, home), away: teamStrength(league, away) };
    const engine = s.def.createEngine(m, league, strength, world.rng);
    m.engine = engine;
    const { markets, odds } = buildMarkets(feed.gameId, engine.plan());
    m.markets = markets;
    m.odds = odds;
    m.model = engine.model();
    world.matches.set(feed.gameId, m);
    return m;
  }

  /** At start: the upcoming matches of a sport, the near horizon evenly, the rest out to the far horizon. */
  populateUpcoming(s: SportState): void {
    const { world } = this;
    const perMs = s.liveTarget / (s.def.meanMinutes * 60_000);
    const near = Math.round(perMs * s.nearHorizonMs);
    for (let i = 0; i < near; i++) this.schedule(s, world.now + world.rng.next() * s.nearHorizonMs);
    while (s.upcoming < s.upcomingTarget) this.schedule(s, world.now + world.rng.range(s.nearHorizonMs, FAR_HORIZON_MS));
  }

  /** Every second: new fixtures at the edge of the near and the far horizon, at the sport's rates. */
  fillHorizons(s: SportState): void {
    const { world } = this;
    const near = world.rng.poisson(s.nearFillPerSecond);
    for (let i = 0; i < near; i++) this.schedule(s, world.now + s.nearHorizonMs + world.rng.next() * 1000);
    const far = world.rng.poisson(s.farFillPerSecond);
    for (let i = 0; i < far; i++) this.schedule(s, world.now + FAR_HORIZON_MS + world.rng.next() * 1000);
  }

  /** Every second: schedules matches until the sport has its upcoming target again. */
  topUpUpcoming(s: SportState): void {
    const { world } = this;
    while (s.upcoming < s.upcomingTarget) {
      this.schedule(s, world.now + world.rng.range(Math.max(s.nearHorizonMs, 30 * 60_000), FAR_HORIZON_MS));
    }
  }

  /** Midnight in China: scheduled matches move from the early list to today's. */
  rollDay(): void {
    const { world } = this;
    for (const m of world.matches.values()) {
      if (m.feed.gameStatus !== 'scheduled' || m.showType === null) continue;
      world.moveTo(m, world.scheduledShowType(m));
    }
  }

  /** A match's wire fields, numbered in creation order. */
  newFeedMatch(league: { league_id: string }, gameType: GameType, home: string, away: string, startTime: number): FeedMatch {
    const n = this.nextNumber++;
    return {
      gameId: String(3_000_000 + n),
      hgid: String(7_000_000 + n),
      gide: String(10_000 + (n % 90_000)),
      league_id: league.league_id,
      gameType,
      team_h: home,
      team_c: away,
      startTime,
      isLive: false,
      re_time: '0',
      t_count: 0,
      se_now: '',
      HalfTime: false,
      inningNum: 0,
      gameStatus: 'scheduled',
      sc_FT_H: 0,
      sc_FT_C: 0,
      sc_FT_A: '',
      sc_set_H: 0,
      sc_set_A: 0,
      sc_game_H: 0,
      sc_game_A: 0,
      sc_point_H: gameType === 'TN' ? '0' : '',
      sc_point_A: gameType === 'TN' ? '0' : '',
    };
  }

  /** The one wire league object of a league id (matches share it). */
  wireLeague(league: LeagueDef | { league_id: string; name: string; gameType: GameType; sort: number }): FeedLeague {
    let wire = this.leagueWire.get(league.league_id);
    if (!wire) {
      wire = { league_id: league.league_id, name: league.name, gameType: league.gameType, sort: league.sort };
      this.leagueWire.set(league.league_id, wire);
    }
    return wire;
  }

  /** The titled league of an outright league id (`9` + the league's id). */
  baseLeagueOf(outrightLeagueId: string): LeagueDef | undefined {
    const id = outrightLeagueId.slice(1);
    for (const s of this.world.sports.values()) for (const l of s.leagues) if (l.league_id === id) return l;
    return undefined;
  }

  private setUpSports(): void {
    const { world } = this;
    const totalShare = SPORTS.reduce((sum, s) => sum + s.share, 0);
    const liveTargets = apportion(world.config.live, SPORTS.map((s) => s.share / totalShare));
    const upcomingTargets = apportion(world.config.upcoming, SPORTS.map((s) => s.share / totalShare));
    SPORTS.forEach((def, i) => {
      const leagues = catalogue(def.gameType, world.config.seed);
      const liveTarget = liveTargets[i] ?? 0;
      const upcomingTarget = upcomingTargets[i] ?? 0;
      const perMs = liveTarget / (def.meanMinutes * 60_000);
      const farShare = def.gameType === 'VF' ? 0 : 0.4;
      const nearHorizonMs = perMs > 0 ? Math.min(MAX_NEAR_HORIZON_MS, (upcomingTarget * (1 - farShare)) / perMs) : 0;
      const farCount = Math.max(0, upcomingTarget - perMs * nearHorizonMs);
      const farPerMs = farShare > 0 && nearHorizonMs < FAR_HORIZON_MS ? farCount / (FAR_HORIZON_MS - nearHorizonMs) : 0;
      world.sports.set(def.gameType, {
        def,
        leagues,
        weights: leagues.map((l) => l.weight),
        overflow: [],
        liveTarget,
        upcomingTarget,
        live: 0,
        upcoming: 0,
        nearHorizonMs,
        nearFillPerSecond: Math.max(0, perMs - farPerMs) * 1000,
        farFillPerSecond: farPerMs * 1000,
        gridMs: def.gameType === 'VF' ? 60_000 : 5 * 60_000,
      });
    });
  }

  /** Schedules a match of sport `s` at `at` (rounded up to the grid), listed, priced, and its fate drawn. */
  private schedule(s: SportState, at: number): void {
    const { world } = this;
    const startTime = Math.ceil(at / s.gridMs) * s.gridMs;
    const m = this.createMatch(s, startTime);
    s.upcoming += 1;
    world.addToPool(world.upcomingMatches, m);
    world.moveTo(m, world.scheduledShowType(m));
    this.pricing.repriceAll(m);
    world.kickoffs.push(startTime, m);
    const fate = world.rng.next() / world.config.voidRate;
    if (fate < VOID_CHANCES.postponed + VOID_CHANCES.cancelled) {
      const reason: VoidReason = fate < VOID_CHANCES.postponed ? 'postponed' : 'cancelled';
      const at2 = world.rng.range(Math.max(world.now, startTime - 6 * 3600_000), startTime - 60_000);
      world.agenda.push(Math.max(world.now + QUANTUM_MS, at2), { kind: 'void', match: m, reason });
    } else if (fate < VOID_CHANCES.postponed + VOID_CHANCES.cancelled + VOID_CHANCES.abandoned) {
      m.abandonAt = Math.max(60, Math.floor(world.rng.range(0.1, 0.8) * s.def.meanMinutes * 60));
    }
  }

  /** A league and two of its teams free from `start` to `end`, booked on return. */
  private pickFixture(s: SportState, start: number, end: number): { league: LeagueDef; home: number; away: number } {
    const { rng, config } = this.world;
    for (let attempt = 0; attempt < 6; attempt++) {
      const league = s.leagues[rng.weighted(s.weights)];
      const pair = league && this.freePair(league, start, end);
      if (league && pair) return { league, ...pair };
    }
    // The newest overflow leagues are the likeliest to have free teams; older ones fill up.
    for (let i = s.overflow.length - 1; i >= Math.max(0, s.overflow.length - 3); i--) {
      const league = s.overflow[i];
      const pair = league && this.freePair(league, start, end);
      if (league && pair) return { league, ...pair };
    }
    const league = overflowLeague(s.def.gameType, s.overflow.length + 1, config.seed);
    s.overflow.push(league);
    const pair = this.freePair(league, start, end) ?? { home: 0, away: 1 };
    return { league, ...pair };
  }

  private freePair(league: LeagueDef, start: number, end: number): { home: number; away: number } | null {
    const { rng } = this.world;
    const keys = this.keysOf(league);
    const free = this.scratchFree;
    free.length = 0;
    for (let i = 0; i < keys.length; i++) if (this.isFree(keys[i] ?? '', start, end)) free.push(i);
    if (free.length < 2) return null;
    const a = rng.int(free.length);
    let b = rng.int(free.length - 1);
    if (b >= a) b += 1;
    const home = free[a] ?? 0;
    const away = free[b] ?? 1;
    this.book(keys[home] ?? '', start, end);
    this.book(keys[away] ?? '', start, end);
    return { home, away };
  }

  private keysOf(league: LeagueDef): readonly string[] {
    let keys = this.teamKeys.get(league.league_id);
    if (!keys) {
      keys = league.teams.map((name) => teamKey(league.gameType, name));
      this.teamKeys.set(league.league_id, keys);
    }
    return keys;
  }

  private isFree(key: string, start: number, end: number): boolean {
    const slots = this.bookings.get(key);
    if (!slots) return true;
    const now = this.world.now;
    let free = true;
    let expired = 0;
    for (let i = 0; i < slots.length; i += 2) {
      const e = slots[i + 1] ?? 0;
      if (e < now) {
        expired += 1;
        continue;
      }
      if ((slots[i] ?? 0) < end + REST_MS && start < e + REST_MS) free = false;
    }
    if (expired > 0) {
      let kept = 0;
      for (let i = 0; i < slots.length; i += 2) {
        if ((slots[i + 1] ?? 0) < now) continue;
        slots[kept++] = slots[i] ?? 0;
        slots[kept++] = slots[i + 1] ?? 0;
      }
      slots.length = kept;
    }
    return free;
  }

  private book(key: string, start: number, end: number): void {
    const slots = this.bookings.get(key);
    if (slots) slots.push(start, end);
    else this.bookings.set(key, [start, end]);
  }
}

function teamKey(gameType: GameType, name: string): string {
  return `${gameType}|${name}`;
}

/** Ratings from the catalogue order (strongest first) with a touch of per-name variety. */
function teamStrength(league: LeagueDef, index: number): number {
  const n = league.teams.length;
  const byRank = n > 1 ? 0.9 - (0.7 * index) / (n - 1) : 0.5;
  const jitter = ((hashText(league.teams[index] ?? '') % 1000) / 1000 - 0.5) * 0.1;
  return Math.min(1, Math.max(0, byRank + jitter));
}

/** Splits `total` by shares into integers that add up to it (largest remainder). */
function apportion(total: number, shares: readonly number[]): number[] {
  const raw = shares.map((s) => s * total);
  const out = raw.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => ({ i, frac: r - Math.floor(r) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    out[i] = (out[i] ?? 0) + 1;
    left -= 1;
  }
  return out;
}
