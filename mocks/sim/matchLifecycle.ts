import type { PlayType } from '@src/contract';
import type { MatchPricing } from './matchPricing';
import { outcomesOf, type MatchResult, type VoidReason } from './matchResult';
import { ABANDON_CHANCE, type MatchScheduler } from './matchScheduler';
import type { SimMatch } from './simMatch';
import { QUANTA_PER_SECOND, type SimWorld, type SportState } from './simWorld';
import { EV_CARD, EV_CORNER, EV_END, EV_PERIOD, EV_SCORE, EV_SUSPEND } from './sports';

const RESULTS_KEPT = 20_000;
/** Seconds a corner's or a card's lines are held. */
const HOLD_S = 8;

/**
 * A match from kick-off to leaving the lists: in play second by second (its engine's events suspend the markets
 * and reprice them), ended with every market closed, marked for settlement with its result, or voided
 * (postponed, cancelled, abandoned), and removed after it has lingered. Results go to the settlement hooks.
 */
export class MatchLifecycle {
  constructor(
    private readonly world: SimWorld,
    private readonly pricing: MatchPricing,
    private readonly scheduler: MatchScheduler,
  ) {}

  /** A match already `progressS` seconds into play (0: kicking off now), to fill the live population. */
  startInProgress(s: SportState, progressS: number): void {
    const { world } = this;
    const progress = Math.floor(progressS);
    const m = this.scheduler.createMatch(s, world.now - progress * 1000);
    const engine = m.engine;
    if (!engine) return;
    s.live += 1;
    engine.kickOff();
    m.quiet('isLive', true);
    m.quiet('gameStatus', 'live');
    let ended = false;
    for (let i = 0; i < progress && !ended; i++) ended = (engine.step(world.rng) & EV_END) !== 0;
    m.playSeconds = progress;
    m.dropPatch();
    if (world.rng.chance(ABANDON_CHANCE * world.config.voidRate)) {
      m.abandonAt = progress + Math.floor(world.rng.range(0.1, 0.6) * s.def.meanMinutes * 60);
    }
    world.moveTo(m, 'RB');
    this.addLive(m);
    this.pricing.repriceAll(m);
    if (ended) this.endMatch(m);
  }

  /** A scheduled match's kick-off time has come: it goes in play (RB). */
  kickOff(m: SimMatch): void {
    const { world } = this;
    const s = world.sports.get(m.feed.gameType);
    if (!s || !m.engine || m.feed.gameStatus !== 'scheduled') return;
    s.upcoming -= 1;
    s.live += 1;
    world.removeFromPool(world.upcomingMatches, m);
    m.engine.kickOff();
    m.set('isLive', true);
    m.set('gameStatus', 'live');
    world.emitPatch(m);
    world.moveTo(m, 'RB');
    this.addLive(m);
    this.pricing.repriceAll(m);
  }

  /** One second of play of a live match. */
  stepMatch(m: SimMatch): void {
    const { world } = this;
    const engine = m.engine;
    const def = m.sport;
    if (!engine || !def) return;
    const flags = engine.step(world.rng);
    m.playSeconds += 1;
    world.emitPatch(m);
    if ((flags & EV_END) !== 0) {
      this.endMatch(m);
      return;
    }
    if (m.abandonAt !== 0 && m.playSeconds >= m.abandonAt) {
      this.voidMatch(m, 'abandoned');
      return;
    }
    if ((flags & EV_SUSPEND) === 0) {
      if ((flags & EV_CORNER) !== 0) this.hold(m, 'CN');
      if ((flags & EV_CARD) !== 0) this.hold(m, 'CD');
    }
    if (m.heldUntil !== 0 && world.now >= m.heldUntil) this.releaseHeld(m);
    if ((flags & EV_SUSPEND) !== 0) {
      this.suspend(m, world.rng.intBetween(def.suspendS[0], def.suspendS[1]));
    } else if (m.suspendedUntil !== 0) {
      if (world.now >= m.suspendedUntil) {
        m.suspendedUntil = 0;
        this.pricing.repriceAll(m);
      }
    } else if ((flags & (EV_SCORE | EV_PERIOD)) !== 0 || (def.repriceEveryS > 0 && m.playSeconds % def.repriceEveryS === 0)) {
      this.pricing.repriceAll(m);
    }
  }

  /** The ended match's result is final: it is settling, and its result goes out. */
  settle(m: SimMatch): void {
    m.set('gameStatus', 'settling');
    this.world.emitPatch(m);
    this.publishResult(m, { status: 'ended', score: m.final });
  }

  voidMatch(m: SimMatch, reason: VoidReason): void {
    const { world } = this;
    const status = m.feed.gameStatus;
    if (status !== 'scheduled' && status !== 'live') return;
    const s = world.sports.get(m.feed.gameType);
    if (status === 'live') {
      if (s) s.live -= 1;
      this.removeLive(m);
    } else {
      if (s) s.upcoming -= 1;
      world.removeFromPool(world.upcomingMatches, m);
    }
    m.set('gameStatus', reason);
    m.set('isLive', false);
    m.set('HalfTime', false);
    world.emitPatch(m);
    this.closeAll(m);
    this.publishResult(m, { status: reason, score: null });
    world.agenda.push(world.now + (m.sport?.lingerS ?? 120) * 1000, { kind: 'remove', match: m });
  }

  /** Every market of the match closes (the match ended or was voided). */
  closeAll(m: SimMatch): void {
    m.suspendedUntil = 0;
    m.heldUntil = 0;
    for (const playType of playTypesOf(m)) {
      for (const o of m.odds) {
        if (o.wire.playType !== playType) continue;
        o.closed = true;
        o.wire.status = 'closed';
      }
      for (const listener of this.world.listeners) listener.market(m, playType, 'closed');
    }
  }

  /** Keeps the result (the newest RESULTS_KEPT) and tells the settlement hooks. */
  publishResult(m: SimMatch, part: Pick<MatchResult, 'status' | 'score'> & { winner?: string }): void {
    const { world } = this;
    const result: MatchResult = {
      gameId: m.gameId,
      gameType: m.feed.gameType,
      league_id: m.feed.league_id,
      team_h: m.feed.team_h,
      team_c: m.feed.team_c,
      status: part.status,
      at: world.now,
      score: part.score,
      ...(part.winner !== undefined ? { winner: part.winner } : {}),
      outcomes: outcomesOf(m.odds, part.score, part.winner),
    };
    world.results.set(m.gameId, result);
    if (world.results.size > RESULTS_KEPT) {
      const oldest = world.results.keys().next().value;
      if (oldest !== undefined) world.results.delete(oldest);
    }
    for (const handler of world.endedHandlers) handler(m.gameId, result);
  }

  /**
   * A corner or a card: the lines of that count are held (suspended) for HOLD_S seconds of sim time, then
   * repriced on the new count; the other markets play on.
   */
  private hold(m: SimMatch, playType: PlayType): void {
    let any = false;
    for (const market of m.markets) {
      if (market.playType !== playType || market.odds[0]?.closed) continue;
      market.held = true;
      any = true;
    }
    if (!any) return;
    m.heldUntil = this.world.now + HOLD_S * 1000;
    this.pricing.repriceType(m, playType);
  }

  private releaseHeld(m: SimMatch): void {
    m.heldUntil = 0;
    const released: PlayType[] = [];
    for (const market of m.markets) {
      if (!market.held) continue;
      market.held = false;
      if (!released.includes(market.playType)) released.push(market.playType);
    }
    for (const playType of released) this.pricing.repriceType(m, playType);
  }

  private suspend(m: SimMatch, seconds: number): void {
    const until = this.world.now + seconds * 1000;
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
      for (const listener of this.world.listeners) listener.market(m, playType, 'suspended');
    }
  }

  private endMatch(m: SimMatch): void {
    const { world } = this;
    const s = world.sports.get(m.feed.gameType);
    if (s) s.live -= 1;
    this.removeLive(m);
    m.set('gameStatus', 'ended');
    m.set('isLive', false);
    m.set('HalfTime', false);
    world.emitPatch(m);
    this.closeAll(m);
    m.final = m.engine?.final() ?? null;
    const def = m.sport;
    world.agenda.push(world.now + (def?.settleDelayS ?? 30) * 1000, { kind: 'settle', match: m });
    world.agenda.push(world.now + (def?.lingerS ?? 120) * 1000, { kind: 'remove', match: m });
  }

  /** In the live pool and in the step bucket of this tenth of a second. */
  private addLive(m: SimMatch): void {
    const { world } = this;
    world.addToPool(world.liveMatches, m);
    m.bucket = world.quantum % QUANTA_PER_SECOND;
    const bucket = world.buckets[m.bucket] ?? [];
    m.bucketSlot = bucket.length;
    bucket.push(m);
  }

  private removeLive(m: SimMatch): void {
    const { world } = this;
    world.removeFromPool(world.liveMatches, m);
    const bucket = world.buckets[m.bucket] ?? [];
    const last = bucket.pop();
    if (last && last !== m) {
      bucket[m.bucketSlot] = last;
      last.bucketSlot = m.bucketSlot;
    }
    m.bucketSlot = -1;
  }
}

function playTypesOf(m: SimMatch): PlayType[] {
  const types: PlayType[] = [];
  for (const market of m.markets) if (!types.includes(market.playType)) types.push(market.playType);
  return types;
}
