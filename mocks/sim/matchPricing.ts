import type { OddsStatus, PlayType } from '@src/contract';
import { fairProbabilities, statusOf, type SimMarket, type SimOdds } from './markets';
import { MAX_OUTRIGHT_PRICE_CENTS, MAX_PRICE_CENTS, formatCents, isLopsided, priceCents } from './pricing';
import type { SimMatch } from './simMatch';
import { QUANTA_PER_SECOND, type SimWorld } from './simWorld';

/** A noise move reprices one market: about two odds change. */
const ODDS_PER_MOVE = 2;
const PREMATCH_MOVES_PER_MATCH_SECOND = 0.002;

/**
 * The trader of the simulator: prices every market of a match from its engine's model (or an outright from its
 * book) with the match's margin, suspends lopsided markets, and moves prices with trading noise in play and
 * before kick-off. Every price or status change is told to the listeners.
 */
export class MatchPricing {
  private readonly scratch: number[] = [];
  private readonly scratchCents: number[] = [];

  constructor(private readonly world: SimWorld) {}

  /** Reprices every market of a match from a fresh model (an outright from its book). */
  repriceAll(m: SimMatch): void {
    if (m.book) {
      this.priceOutright(m);
      return;
    }
    if (!m.engine) return;
    m.model = m.engine.model();
    for (const market of m.markets) this.priceMarket(m, market);
  }

  priceOutright(m: SimMatch): void {
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

  /** Trading noise of one quantum: moves spread over the live matches, `oddsRate` odds per match per second. */
  noiseMoves(): void {
    const { world } = this;
    const n = world.liveMatches.length;
    if (n === 0 || world.config.oddsRate <= 0) return;
    const moves = world.rng.poisson((n * world.config.oddsRate) / QUANTA_PER_SECOND / ODDS_PER_MOVE);
    for (let i = 0; i < moves; i++) {
      const m = world.liveMatches[world.rng.int(n)];
      if (m) this.moveMarket(m);
    }
  }

  /** Trading noise of one second before kick-off: a few moves among the upcoming matches. */
  prematchMoves(): void {
    const { world } = this;
    const moves = world.rng.poisson(world.upcomingMatches.length * PREMATCH_MOVES_PER_MATCH_SECOND);
    for (let i = 0; i < moves; i++) {
      const m = world.upcomingMatches[world.rng.int(world.upcomingMatches.length)];
      if (m) this.moveMarket(m);
    }
  }

  /** One trader move: a market's shading takes a random step and the market is repriced. */
  private moveMarket(m: SimMatch): void {
    if (m.suspendedUntil !== 0 || m.model === null || m.markets.length === 0) return;
    const { rng } = this.world;
    // Main lines trade most: half of the moves go to a market shown in the lists.
    let market = m.markets[rng.int(m.markets.length)];
    if (rng.chance(0.5)) {
      for (let tries = 0; tries < 4 && market && !market.odds[0]?.inList; tries++) market = m.markets[rng.int(m.markets.length)];
    }
    if (!market || market.odds[0]?.closed) return;
    market.shade = market.shade * 0.85 + rng.normal() * 0.05;
    this.priceMarket(m, market);
  }

  private priceMarket(m: SimMatch, market: SimMarket): void {
    const model = m.model;
    if (model === null) return;
    const q = this.scratch;
    const decided = fairProbabilities(market, model, q);
    const n = market.odds.length;
    let max = 0;
    for (let i = 0; i < n; i++) max = Math.max(max, q[i] ?? 0);
    // A correct score's long shots go up to the outrights' cap: at 201.00 the many capped scores would
    // stack the book's margin.
    const maxCents = market.kind === 'PD' ? MAX_OUTRIGHT_PRICE_CENTS : MAX_PRICE_CENTS;
    const suspended = m.suspendedUntil !== 0 || market.held || isLopsided(max, m.overround);
    for (let i = 0; i < n; i++) {
      const o = market.odds[i];
      if (!o) continue;
      // A correct score below the current one can no longer come: that side closes on its own.
      if (decided || (market.kind === 'PD' && (q[i] ?? 0) === 0)) o.closed = true;
      this.updateOdds(m, o, priceCents((q[i] ?? 0) * m.overround, maxCents), statusOf(o.closed, suspended));
    }
  }

  /** Reprices the markets of one play type (a corner's or a card's lines, held or released). */
  repriceType(m: SimMatch, playType: PlayType): void {
    if (!m.engine) return;
    m.model = m.engine.model();
    for (const market of m.markets) if (market.playType === playType) this.priceMarket(m, market);
  }

  /** Test-only (Simulator.setPrice): moves one odds to a price as its market would, its status kept. */
  quote(m: SimMatch, o: SimOdds, cents: number): void {
    this.updateOdds(m, o, cents, o.wire.status);
  }

  private updateOdds(m: SimMatch, o: SimOdds, cents: number, status: OddsStatus): void {
    if (status === 'closed' && o.wire.status === 'closed') return;
    if (o.cents === cents && o.wire.status === status) return;
    if (o.cents !== cents) {
      o.cents = cents;
      o.wire.price = formatCents(cents);
    }
    o.wire.status = status;
    m.notePrice(o, this.world.now);
    for (const listener of this.world.listeners) listener.odds(m, o);
  }
}
