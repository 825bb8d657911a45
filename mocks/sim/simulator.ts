import {
  GAME_TYPES,
  SHOW_TYPES,
  listChannel,
  type FeedCounts,
  type FeedLeague,
  type FeedMatch,
  type GameType,
  type ListChannel,
  type OddsStatus,
  type PlayType,
  type ShowType,
} from '@src/contract';
import { chinaDay, nextChinaMidnight, seasonLabel } from './chinaDay';
import type { SimConfig } from './config';
import { SIM_DEFAULTS } from './config';
import { Agenda } from './agenda';
import { buildMarkets, fairProbabilities, statusOf, type SimMarket, type SimOdds } from './markets';
import { catalogue, hashText, overflowLeague, type LeagueDef } from './leagues';
import { outcomesOf, type MatchResult, type VoidReason } from './matchResult';
import { OutrightBook, buildOutrightMarket } from './outright';
import { MAX_OUTRIGHT_PRICE_CENTS, MAX_PRICE_CENTS, formatCents, isLopsided, priceCents } from './pricing';
import { Random } from './random';
import { SimMatch } from './simMatch';
import { EV_END, EV_PERIOD, EV_SCORE, EV_SUSPEND, SPORTS, type SportDef } from './sports';

/** The simulation advances in quanta of 100 ms of sim time; each live match plays one second every 10 quanta. */
export const QUANTUM_MS = 100;
const QUANTA_PER_SECOND = 10;
/** A noise move reprices one market: about two odds change. */
const ODDS_PER_MOVE = 2;
const FAR_HORIZON_MS = 72 * 3600_000;
const MAX_NEAR_HORIZON_MS = 8 * 3600_000;
/** A team or player rests this long after a booked match before the next. */
const REST_MS = 60 * 60_000;
const VOID_CHANCES = { postponed: 0.004, cancelled: 0.002, abandoned: 0.003 } as const;
const PREMATCH_MOVES_PER_MATCH_SECOND = 0.002;
const OUTRIGHT_MOVES_PER_BOOK_SECOND = 0.02;
const RESULTS_KEPT = 20_000;

/** What the simulator tells the feed, in order, as it happens; `flush` closes each `advance`. */
export interface SimListener {
  /** An odds' price and/or status changed. */
  odds(match: SimMatch, odds: SimOdds): void;
  /** Every odds of a play type of the match took this status. */
  market(match: SimMatch, playType: PlayType, status: OddsStatus): void;
  /** Live fields changed. */
  live(match: SimMatch, patch: Partial<FeedMatch>): void;
  /** The match entered the list of a show type (its game type's channel). */
  listed(match: SimMatch, showType: ShowType): void;
  unlisted(match: SimMatch, showType: ShowType): void;
  /** The match is gone (its own channel ends). */
  removed(match: SimMatch): void;
  flush(): void;
}

export type MatchEndedHandler = (gameId: string, result: MatchResult) => void;

interface SportState {
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

type Task =
  | { kind: 'settle' | 'remove' | 'outrightEnd'; match: SimMatch }
  | { kind: 'void'; match: SimMatch; reason: VoidReason }
  | { kind: 'outrightNew'; league: LeagueDef };

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
 */
export class Simulator {
  readonly config: SimConfig;
  private readonly rng: Random;
  private simNow: number;
  private pendingMs = 0;
  private quantum = 0;
  private nextNumber = 1;
  private day: number;
  private readonly matches = new Map<string, SimMatch>();
  private readonly lists = new Map<ListChannel, Set<SimMatch>>();
  private readonly liveMatches: SimMatch[] = [];
  private readonly upcomingMatches: SimMatch[] = [];
  private readonly outrightMatches: SimMatch[] = [];
  private readonly buckets: SimMatch[][] = [];
  private readonly kickoffs = new Agenda<SimMatch>();
  private readonly agenda = new Agenda<Task>();
  private readonly sports = new Map<GameType, SportState>();
  private readonly bookings = new Map<string, number[]>();
  private readonly leagueWire = new Map<string, FeedLeague>();
  private readonly listeners: SimListener[] = [];
  private readonly endedHandlers: MatchEndedHandler[] = [];
  private readonly results = new Map<string, MatchResult>();
  private readonly scratch: number[] = [];
  private readonly scratchCents: number[] = [];
  private readonly scratchFree: number[] = [];
  private readonly teamKeys = new Map<string, readonly string[]>();

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
    this.rng = new Random(this.config.seed);
    this.simNow = this.config.startTime;
    this.day = chinaDay(this.simNow);
    for (const channel of allListChannels()) this.lists.set(channel, new Set());
    for (let i = 0; i < QUANTA_PER_SECOND; i++) this.buckets.push([]);
    this.setUpSports();
    this.populate();
  }

  /** Sim time, ms since epoch. */
  get now(): number {
    return this.simNow;
  }

  addListener(listener: SimListener): () => void {
    this.listeners.push(listener);
    return () => {
      const i = this.listeners.indexOf(listener);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  /** Settlement hook: called when a match is marked for settlement, voided, or an outright is decided. */
  onMatchEnded(handler: MatchEndedHandler): () => void {
    this.endedHandlers.push(handler);
    return () => {
      const i = this.endedHandlers.indexOf(handler);
      if (i >= 0) this.endedHandlers.splice(i, 1);
    };
  }

  match(gameId: string): SimMatch | undefined {
    return this.matches.get(gameId);
  }

  /** The matches in the list of a show type and game type (insertion order). */
  listMembers(showType: ShowType, gameType: GameType): ReadonlySet<SimMatch> {
    return this.lists.get(listChannel(showType, gameType)) ?? new Set();
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
    return this.results.get(gameId);
  }

  stats(): SimStats {
    let odds = 0;
    for (const m of this.matches.values()) odds += m.odds.length;
    return {
      now: this.simNow,
      live: this.liveMatches.length,
      upcoming: this.upcomingMatches.length,
      outrights: this.outrightMatches.length,
      matches: this.matches.size,
      odds,
    };
  }

  /** Advances sim time; listeners hear every change, then `flush`. */
  advance(ms: number): void {
    this.pendingMs += ms;
    while (this.pendingMs >= QUANTUM_MS) {
      this.pendingMs -= QUANTUM_MS;
      this.runQuantum();
    }
    for (const listener of this.listeners) listener.flush();
  }

  // ---- set-up -------------------------------------------------------------------------------------------

  private setUpSports(): void {
    const totalShare = SPORTS.reduce((sum, s) => sum + s.share, 0);
    const liveTargets = apportion(this.config.live, SPORTS.map((s) => s.share / totalShare));
    const upcomingTargets = apportion(this.config.upcoming, SPORTS.map((s) => s.share / totalShare));
    SPORTS.forEach((def, i) => {
      const leagues = catalogue(def.gameType, this.config.seed);
      const liveTarget = liveTargets[i] ?? 0;
      const upcomingTarget = upcomingTargets[i] ?? 0;
      const perMs = liveTarget / (def.meanMinutes * 60_000);
      const farShare = def.gameType === 'VF' ? 0 : 0.4;
      const nearHorizonMs = perMs > 0 ? Math.min(MAX_NEAR_HORIZON_MS, (upcomingTarget * (1 - farShare)) / perMs) : 0;
      const farCount = Math.max(0, upcomingTarget - perMs * nearHorizonMs);
      const farPerMs = farShare > 0 && nearHorizonMs < FAR_HORIZON_MS ? farCount / (FAR_HORIZON_MS - nearHorizonMs) : 0;
      this.sports.set(def.gameType, {
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

  private populate(): void {
    for (const s of this.sports.values()) {
      for (let i = 0; i < s.liveTarget; i++) this.startInProgress(s, this.rng.next() * 0.85 * s.def.meanMinutes * 60);
      const perMs = s.liveTarget / (s.def.meanMinutes * 60_000);
      const near = Math.round(perMs * s.nearHorizonMs);
      for (let i = 0; i < near; i++) this.schedule(s, this.simNow + this.rng.next() * s.nearHorizonMs);
      while (s.upcoming < s.upcomingTarget) this.schedule(s, this.simNow + this.rng.range(s.nearHorizonMs, FAR_HORIZON_MS));
    }
    // Matches that finished while being fast-forwarded are replaced at once: the live target holds from the start.
    for (const s of this.sports.values()) while (s.live < s.liveTarget) this.startInProgress(s, 0);
    for (const s of this.sports.values()) for (const league of s.leagues) if (league.outright) this.createOutright(league);
  }

  // ---- the clock ----------------------------------------------------------------------------------------

  private runQuantum(): void {
    this.simNow += QUANTUM_MS;
    this.quantum += 1;
    const day = chinaDay(this.simNow);
    if (day !== this.day) {
      this.day = day;
      this.rollDay();
    }
    while (this.agenda.peekAt() <= this.simNow) {
      const task = this.agenda.pop();
      if (task) this.runTask(task);
    }
    while (this.kickoffs.peekAt() <= this.simNow) {
      const m = this.kickoffs.pop();
      if (m) this.kickOff(m);
    }
    const bucket = this.buckets[this.quantum % QUANTA_PER_SECOND] ?? [];
    for (let i = bucket.length - 1; i >= 0; i--) {
      const m = bucket[i];
      if (m) this.stepMatch(m);
    }
    this.noiseMoves();
    if (this.quantum % QUANTA_PER_SECOND === 0) this.everySecond();
  }

  private everySecond(): void {
    for (const s of this.sports.values()) {
      const near = this.rng.poisson(s.nearFillPerSecond);
      for (let i = 0; i < near; i++) this.schedule(s, this.simNow + s.nearHorizonMs + this.rng.next() * 1000);
      const far = this.rng.poisson(s.farFillPerSecond);
      for (let i = 0; i < far; i++) this.schedule(s, this.simNow + FAR_HORIZON_MS + this.rng.next() * 1000);
      while (s.live < s.liveTarget) this.startInProgress(s, 0);
      while (s.upcoming < s.upcomingTarget) {
        this.schedule(s, this.simNow + this.rng.range(Math.max(s.nearHorizonMs, 30 * 60_000), FAR_HORIZON_MS));
      }
    }
    const moves = this.rng.poisson(this.upcomingMatches.length * PREMATCH_MOVES_PER_MATCH_SECOND);
    for (let i = 0; i < moves; i++) {
      const m = this.upcomingMatches[this.rng.int(this.upcomingMatches.length)];
      if (m) this.moveMarket(m);
    }
    this.outrightSecond();
  }

  private noiseMoves(): void {
    const n = this.liveMatches.length;
    if (n === 0 || this.config.oddsRate <= 0) return;
    const moves = this.rng.poisson((n * this.config.oddsRate) / QUANTA_PER_SECOND / ODDS_PER_MOVE);
    for (let i = 0; i < moves; i++) {
      const m = this.liveMatches[this.rng.int(n)];
      if (m) this.moveMarket(m);
    }
  }

  /** One trader move: a market's shading takes a random step and the market is repriced. */
  private moveMarket(m: SimMatch): void {
    if (m.suspendedUntil !== 0 || m.model === null || m.markets.length === 0) return;
    // Main lines trade most: half of the moves go to a market shown in the lists.
    let market = m.markets[this.rng.int(m.markets.length)];
    if (this.rng.chance(0.5)) {
      for (let tries = 0; tries < 4 && market && !market.odds[0]?.inList; tries++) market = m.markets[this.rng.int(m.markets.length)];
    }
    if (!market || market.odds[0]?.closed) return;
    market.shade = market.shade * 0.85 + this.rng.normal() * 0.05;
    this.priceMarket(m, market);
  }

  private rollDay(): void {
    for (const m of this.matches.values()) {
      if (m.feed.gameStatus !== 'scheduled' || m.showType === null) continue;
      this.moveTo(m, this.scheduledShowType(m));
    }
  }

  private scheduledShowType(m: SimMatch): ShowType {
    const today = chinaDay(m.feed.startTime) === chinaDay(this.simNow);
    if (m.feed.gameType === 'FS') return today ? 'FSFT' : 'FSFU';
    return today ? 'FT' : 'FU';
  }

  // ---- matches ------------------------------------------------------------------------------------------

  private newFeedMatch(league: LeagueDef | FeedLeague, gameType: GameType, home: string, away: string, startTime: number): FeedMatch {
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

  private wireLeague(league: LeagueDef | { league_id: string; name: string; gameType: GameType; sort: number }): FeedLeague {
    let wire = this.leagueWire.get(league.league_id);
    if (!wire) {
      wire = { league_id: league.league_id, name: league.name, gameType: league.gameType, sort: league.sort };
      this.leagueWire.set(league.league_id, wire);
    }
    return wire;
  }

  /** Creates a match of sport `s` starting at `startTime` (rounded up to the kick-off grid). */
  private createMatch(s: SportState, startTime: number): SimMatch {
    const durationMs = s.def.meanMinutes * 60_000 * 1.6;
    const { league, home, away } = this.pickFixture(s, startTime, startTime + durationMs);
    const feed = this.newFeedMatch(league, s.def.gameType, league.teams[home] ?? '', league.teams[away] ?? '', startTime);
    const leagueKeys = this.keysOf(league);
    const keys = [leagueKeys[home] ?? '', leagueKeys[away] ?? ''];
    const m = new SimMatch(feed, this.wireLeague(league), s.def, keys, this.rng.range(1.04, 1.08));
    const strength = { home: teamStrength(league, home), away: teamStrength(league, away) };
    const engine = s.def.createEngine(m, league, strength, this.rng);
    m.engine = engine;
    const { markets, odds } = buildMarkets(feed.gameId, engine.plan());
    m.markets = markets;
    m.odds = odds;
    m.model = engine.model();
    this.matches.set(feed.gameId, m);
    return m;
  }

  private schedule(s: SportState, at: number): void {
    const startTime = Math.ceil(at / s.gridMs) * s.gridMs;
    const m = this.createMatch(s, startTime);
    s.upcoming += 1;
    this.addToPool(this.upcomingMatches, m);
    this.moveTo(m, this.scheduledShowType(m));
    this.repriceAll(m);
    this.kickoffs.push(startTime, m);
    const fate = this.rng.next() / this.config.voidRate;
    if (fate < VOID_CHANCES.postponed + VOID_CHANCES.cancelled) {
      const reason: VoidReason = fate < VOID_CHANCES.postponed ? 'postponed' : 'cancelled';
      const at2 = this.rng.range(Math.max(this.simNow, startTime - 6 * 3600_000), startTime - 60_000);
      this.agenda.push(Math.max(this.simNow + QUANTUM_MS, at2), { kind: 'void', match: m, reason });
    } else if (fate < VOID_CHANCES.postponed + VOID_CHANCES.cancelled + VOID_CHANCES.abandoned) {
      m.abandonAt = Math.max(60, Math.floor(this.rng.range(0.1, 0.8) * s.def.meanMinutes * 60));
    }
  }

  /** A match already `progressS` seconds into play (0: kicking off now), to fill the live population. */
  private startInProgress(s: SportState, progressS: number): void {
    const progress = Math.floor(progressS);
    const m = this.createMatch(s, this.simNow - progress * 1000);
    const engine = m.engine;
    if (!engine) return;
    s.live += 1;
    engine.kickOff();
    m.quiet('isLive', true);
    m.quiet('gameStatus', 'live');
    let ended = false;
    for (let i = 0; i < progress && !ended; i++) ended = (engine.step(this.rng) & EV_END) !== 0;
    m.playSeconds = progress;
    m.dropPatch();
    if (this.rng.chance(VOID_CHANCES.abandoned * this.config.voidRate)) m.abandonAt = progress + Math.floor(this.rng.range(0.1, 0.6) * s.def.meanMinutes * 60);
    this.moveTo(m, 'RB');
    this.addLive(m);
    this.repriceAll(m);
    if (ended) this.endMatch(m);
  }

  private kickOff(m: SimMatch): void {
    const s = this.sports.get(m.feed.gameType);
    if (!s || !m.engine || m.feed.gameStatus !== 'scheduled') return;
    s.upcoming -= 1;
    s.live += 1;
    this.removeFromPool(this.upcomingMatches, m);
    m.engine.kickOff();
    m.set('isLive', true);
    m.set('gameStatus', 'live');
    this.emitPatch(m);
    this.moveTo(m, 'RB');
    this.addLive(m);
    this.repriceAll(m);
  }

  private addLive(m: SimMatch): void {
    this.addToPool(this.liveMatches, m);
    m.bucket = this.quantum % QUANTA_PER_SECOND;
    const bucket = this.buckets[m.bucket] ?? [];
    m.bucketSlot = bucket.length;
    bucket.push(m);
  }

  private removeLive(m: SimMatch): void {
    this.removeFromPool(this.liveMatches, m);
    const bucket = this.buckets[m.bucket] ?? [];
    const last = bucket.pop();
    if (last && last !== m) {
      bucket[m.bucketSlot] = last;
      last.bucketSlot = m.bucketSlot;
    }
    m.bucketSlot = -1;
  }

  private addToPool(pool: SimMatch[], m: SimMatch): void {
    m.liveSlot = pool.length;
    pool.push(m);
  }

  private removeFromPool(pool: SimMatch[], m: SimMatch): void {
    if (m.liveSlot < 0 || pool[m.liveSlot] !== m) return;
    const last = pool.pop();
    if (last && last !== m) {
      pool[m.liveSlot] = last;
      last.liveSlot = m.liveSlot;
    }
    m.liveSlot = -1;
  }

  private stepMatch(m: SimMatch): void {
    const engine = m.engine;
    const def = m.sport;
    if (!engine || !def) return;
    const flags = engine.step(this.rng);
    m.playSeconds += 1;
    this.emitPatch(m);
    if ((flags & EV_END) !== 0) {
      this.endMatch(m);
      return;
    }
    if (m.abandonAt !== 0 && m.playSeconds >= m.abandonAt) {
      this.voidMatch(m, 'abandoned');
      return;
    }
    if ((flags & EV_SUSPEND) !== 0) {
      this.suspend(m, this.rng.intBetween(def.suspendS[0], def.suspendS[1]));
    } else if (m.suspendedUntil !== 0) {
      if (this.simNow >= m.suspendedUntil) {
        m.suspendedUntil = 0;
        this.repriceAll(m);
      }
    } else if ((flags & (EV_SCORE | EV_PERIOD)) !== 0 || (def.repriceEveryS > 0 && m.playSeconds % def.repriceEveryS === 0)) {
      this.repriceAll(m);
    }
  }

  private suspend(m: SimMatch, seconds: number): void {
    const until = this.simNow + seconds * 1000;
    if (m.suspendedUntil !== 0) {
      m.suspendedUntil = Math.max(m.suspendedUntil, until);
      return;
    }
    m.suspendedUntil = until;
    for (const playType of playTypesOf(m)) {
      let anyOpen = false;
      for (const o of m.odds) if (o.wire.playType === playType && !o.closed) anyOpen = true;
      if (!anyOpen) continue;
      for (const o of m.odds) if (o.wire.playType === playType) o.wire.status = 'suspended';
      for (const listener of this.listeners) listener.market(m, playType, 'suspended');
    }
  }

  private closeAll(m: SimMatch): void {
    m.suspendedUntil = 0;
    for (const playType of playTypesOf(m)) {
      for (const o of m.odds) {
        if (o.wire.playType !== playType) continue;
        o.closed = true;
        o.wire.status = 'closed';
      }
      for (const listener of this.listeners) listener.market(m, playType, 'closed');
    }
  }

  private endMatch(m: SimMatch): void {
    const s = this.sports.get(m.feed.gameType);
    if (s) s.live -= 1;
    this.removeLive(m);
    m.set('gameStatus', 'ended');
    m.set('isLive', false);
    m.set('HalfTime', false);
    this.emitPatch(m);
    this.closeAll(m);
    m.final = m.engine?.final() ?? null;
    const def = m.sport;
    this.agenda.push(this.simNow + (def?.settleDelayS ?? 30) * 1000, { kind: 'settle', match: m });
    this.agenda.push(this.simNow + (def?.lingerS ?? 120) * 1000, { kind: 'remove', match: m });
  }

  private voidMatch(m: SimMatch, reason: VoidReason): void {
    const status = m.feed.gameStatus;
    if (status !== 'scheduled' && status !== 'live') return;
    const s = this.sports.get(m.feed.gameType);
    if (status === 'live') {
      if (s) s.live -= 1;
      this.removeLive(m);
    } else {
      if (s) s.upcoming -= 1;
      this.removeFromPool(this.upcomingMatches, m);
    }
    m.set('gameStatus', reason);
    m.set('isLive', false);
    m.set('HalfTime', false);
    this.emitPatch(m);
    this.closeAll(m);
    this.publishResult(m, { status: reason, score: null });
    this.agenda.push(this.simNow + (m.sport?.lingerS ?? 120) * 1000, { kind: 'remove', match: m });
  }

  private runTask(task: Task): void {
    switch (task.kind) {
      case 'settle': {
        const m = task.match;
        m.set('gameStatus', 'settling');
        this.emitPatch(m);
        this.publishResult(m, { status: 'ended', score: m.final });
        break;
      }
      case 'remove':
        this.remove(task.match);
        break;
      case 'void':
        this.voidMatch(task.match, task.reason);
        break;
      case 'outrightEnd':
        this.endOutright(task.match);
        break;
      case 'outrightNew':
        this.createOutright(task.league);
        break;
    }
  }

  private publishResult(m: SimMatch, part: Pick<MatchResult, 'status' | 'score'> & { winner?: string }): void {
    const result: MatchResult = {
      gameId: m.gameId,
      gameType: m.feed.gameType,
      league_id: m.feed.league_id,
      team_h: m.feed.team_h,
      team_c: m.feed.team_c,
      status: part.status,
      at: this.simNow,
      score: part.score,
      ...(part.winner !== undefined ? { winner: part.winner } : {}),
      outcomes: outcomesOf(m.odds, part.score, part.winner),
    };
    this.results.set(m.gameId, result);
    if (this.results.size > RESULTS_KEPT) {
      const oldest = this.results.keys().next().value;
      if (oldest !== undefined) this.results.delete(oldest);
    }
    for (const handler of this.endedHandlers) handler(m.gameId, result);
  }

  private remove(m: SimMatch): void {
    if (m.showType !== null) this.unlist(m);
    this.matches.delete(m.gameId);
    for (const listener of this.listeners) listener.removed(m);
  }

  // ---- lists --------------------------------------------------------------------------------------------

  private moveTo(m: SimMatch, showType: ShowType): void {
    if (m.showType === showType) return;
    if (m.showType !== null) this.unlist(m);
    m.showType = showType;
    this.lists.get(listChannel(showType, m.feed.gameType))?.add(m);
    for (const listener of this.listeners) listener.listed(m, showType);
  }

  private unlist(m: SimMatch): void {
    const showType = m.showType;
    if (showType === null) return;
    this.lists.get(listChannel(showType, m.feed.gameType))?.delete(m);
    m.showType = null;
    for (const listener of this.listeners) listener.unlisted(m, showType);
  }

  private emitPatch(m: SimMatch): void {
    const patch = m.takePatch();
    if (patch === null) return;
    for (const listener of this.listeners) listener.live(m, patch);
  }

  // ---- pricing ------------------------------------------------------------------------------------------

  private repriceAll(m: SimMatch): void {
    if (m.book) {
      this.priceOutright(m);
      return;
    }
    if (!m.engine) return;
    m.model = m.engine.model();
    for (const market of m.markets) this.priceMarket(m, market);
  }

  private priceMarket(m: SimMatch, market: SimMarket): void {
    const model = m.model;
    if (model === null) return;
    const q = this.scratch;
    const decided = fairProbabilities(market, model, q);
    const n = market.odds.length;
    let max = 0;
    for (let i = 0; i < n; i++) max = Math.max(max, q[i] ?? 0);
    const suspended = m.suspendedUntil !== 0 || isLopsided(max, m.overround);
    for (let i = 0; i < n; i++) {
      const o = market.odds[i];
      if (!o) continue;
      if (decided) o.closed = true;
      this.updateOdds(m, o, priceCents((q[i] ?? 0) * m.overround, MAX_PRICE_CENTS), statusOf(o.closed, suspended));
    }
  }

  private updateOdds(m: SimMatch, o: SimOdds, cents: number, status: OddsStatus): void {
    if (status === 'closed' && o.wire.status === 'closed') return;
    if (o.cents === cents && o.wire.status === status) return;
    if (o.cents !== cents) {
      o.cents = cents;
      o.wire.price = formatCents(cents);
    }
    o.wire.status = status;
    for (const listener of this.listeners) listener.odds(m, o);
  }

  // ---- outrights ----------------------------------------------------------------------------------------

  private createOutright(base: LeagueDef): void {
    const names = base.teams.slice(0, this.rng.intBetween(Math.min(8, base.teams.length), Math.min(20, base.teams.length)));
    const midnight = nextChinaMidnight(this.simNow);
    const today = midnight - this.simNow > 2 * 3600_000 && this.rng.chance(0.3);
    const at = today ? this.rng.range(this.simNow + 3600_000, midnight - 20 * 60_000) : this.rng.range(this.simNow + 86_400_000, this.simNow + 6 * 86_400_000);
    const settleAt = Math.ceil(at / 300_000) * 300_000;
    const sportOrder = SPORTS.findIndex((sport) => sport.gameType === base.gameType);
    const league = this.wireLeague({ league_id: `9${base.league_id}`, name: base.name, gameType: 'FS', sort: sportOrder * 100 + base.sort });
    const season = base.gameType === 'FT' || base.gameType === 'BK' ? seasonLabel(this.simNow) : String(new Date(settleAt).getUTCFullYear());
    const feed = this.newFeedMatch(league, 'FS', `${season} ${base.outright ?? base.name}`, '', settleAt);
    const m = new SimMatch(feed, league, null, [], this.rng.range(1.1, 1.22));
    m.book = new OutrightBook(names, this.rng);
    const { market, odds } = buildOutrightMarket(feed.gameId, names);
    m.markets = [market];
    m.odds = odds;
    this.matches.set(feed.gameId, m);
    this.outrightMatches.push(m);
    this.moveTo(m, this.scheduledShowType(m));
    this.priceOutright(m);
    this.agenda.push(settleAt, { kind: 'outrightEnd', match: m });
  }

  private priceOutright(m: SimMatch): void {
    const book = m.book;
    if (!book) return;
    const q = this.scratch;
    book.chances(q);
    const cents = this.scratchCents;
    for (let i = 0; i < m.odds.length; i++) {
      const o = m.odds[i];
      if (!o) continue;
      if (!book.isAlive(i)) o.closed = true;
      cents[i] = priceCents((q[i] ?? 0) * m.overround, MAX_OUTRIGHT_PRICE_CENTS);
      this.updateOdds(m, o, cents[i] ?? 0, o.closed ? 'closed' : 'open');
    }
  }

  private outrightSecond(): void {
    const books = this.outrightMatches;
    const moves = this.rng.poisson(books.length * OUTRIGHT_MOVES_PER_BOOK_SECOND);
    for (let i = 0; i < moves; i++) {
      const m = books[this.rng.int(books.length)];
      if (!m?.book || m.feed.gameStatus !== 'scheduled') continue;
      m.book.drift(this.rng);
      this.priceOutright(m);
    }
    for (const m of books) {
      const book = m.book;
      if (!book || m.feed.gameStatus !== 'scheduled' || book.aliveCount <= 2) continue;
      const secondsLeft = Math.max(60, (m.feed.startTime - this.simNow) / 1000);
      if (this.rng.chance((0.5 * (book.aliveCount - 2)) / secondsLeft)) {
        book.eliminate(this.rng);
        this.priceOutright(m);
      }
    }
  }

  private endOutright(m: SimMatch): void {
    const book = m.book;
    if (!book) return;
    const i = this.outrightMatches.indexOf(m);
    if (i >= 0) this.outrightMatches.splice(i, 1);
    const winner = book.names[book.winner(this.rng)] ?? '';
    m.set('gameStatus', 'ended');
    this.emitPatch(m);
    this.closeAll(m);
    this.publishResult(m, { status: 'ended', score: null, winner });
    m.set('gameStatus', 'settling');
    this.emitPatch(m);
    this.agenda.push(this.simNow + 180_000, { kind: 'remove', match: m });
    const base = this.baseLeagueOf(m.feed.league_id);
    if (base) this.agenda.push(this.simNow + 180_000, { kind: 'outrightNew', league: base });
  }

  private baseLeagueOf(outrightLeagueId: string): LeagueDef | undefined {
    const id = outrightLeagueId.slice(1);
    for (const s of this.sports.values()) for (const l of s.leagues) if (l.league_id === id) return l;
    return undefined;
  }

  // ---- fixtures -----------------------------------------------------------------------------------------

  /** A league and two of its teams free from `start` to `end`, booked on return. */
  private pickFixture(s: SportState, start: number, end: number): { league: LeagueDef; home: number; away: number } {
    for (let attempt = 0; attempt < 6; attempt++) {
      const league = s.leagues[this.rng.weighted(s.weights)];
      const pair = league && this.freePair(league, start, end);
      if (league && pair) return { league, ...pair };
    }
    // The newest overflow leagues are the likeliest to have free teams; older ones fill up.
    for (let i = s.overflow.length - 1; i >= Math.max(0, s.overflow.length - 3); i--) {
      const league = s.overflow[i];
      const pair = league && this.freePair(league, start, end);
      if (league && pair) return { league, ...pair };
    }
    const league = overflowLeague(s.def.gameType, s.overflow.length + 1, this.config.seed);
    s.overflow.push(league);
    const pair = this.freePair(league, start, end) ?? { home: 0, away: 1 };
    return { league, ...pair };
  }

  private freePair(league: LeagueDef, start: number, end: number): { home: number; away: number } | null {
    const keys = this.keysOf(league);
    const free = this.scratchFree;
    free.length = 0;
    for (let i = 0; i < keys.length; i++) if (this.isFree(keys[i] ?? '', start, end)) free.push(i);
    if (free.length < 2) return null;
    const a = this.rng.int(free.length);
    let b = this.rng.int(free.length - 1);
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
    let free = true;
    let expired = 0;
    for (let i = 0; i < slots.length; i += 2) {
      const e = slots[i + 1] ?? 0;
      if (e < this.simNow) {
        expired += 1;
        continue;
      }
      if ((slots[i] ?? 0) < end + REST_MS && start < e + REST_MS) free = false;
    }
    if (expired > 0) {
      let kept = 0;
      for (let i = 0; i < slots.length; i += 2) {
        if ((slots[i + 1] ?? 0) < this.simNow) continue;
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

function playTypesOf(m: SimMatch): PlayType[] {
  const types: PlayType[] = [];
  for (const market of m.markets) if (!types.includes(market.playType)) types.push(market.playType);
  return types;
}

function allListChannels(): ListChannel[] {
  const channels: ListChannel[] = [];
  for (const showType of SHOW_TYPES) for (const gameType of GAME_TYPES) channels.push(listChannel(showType, gameType));
  return channels;
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
