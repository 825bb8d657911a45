import { chinaDay } from './chinaDay';
import type { MatchLifecycle } from './matchLifecycle';
import type { MatchPricing } from './matchPricing';
import type { MatchScheduler } from './matchScheduler';
import type { OutrightDesk } from './outrightDesk';
import { QUANTA_PER_SECOND, QUANTUM_MS, type SimTask, type SimWorld } from './simWorld';

/**
 * The simulator's clock: fills the world at start, then advances it quantum by quantum (100 ms of sim time).
 * Each quantum runs what the agenda holds for it, kicks off what is due, steps a tenth of the live matches (each
 * plays one second every ten quanta) and trades; each second fills the calendar, keeps the live and upcoming
 * targets, trades before kick-off and moves the outright books. The order of these calls is the order of the
 * random draws: it is what makes a seed play the same matches.
 */
export class SimLoop {
  private pendingMs = 0;
  private held = false;

  constructor(
    private readonly world: SimWorld,
    private readonly pricing: MatchPricing,
    private readonly scheduler: MatchScheduler,
    private readonly lifecycle: MatchLifecycle,
    private readonly outrights: OutrightDesk,
  ) {}

  /** The live matches already in progress, the calendar, and a book per titled league. */
  populate(): void {
    const { world } = this;
    for (const s of world.sports.values()) {
      for (let i = 0; i < s.liveTarget; i++) this.lifecycle.startInProgress(s, world.rng.next() * 0.85 * s.def.meanMinutes * 60);
      this.scheduler.populateUpcoming(s);
    }
    // Matches that finished while being fast-forwarded are replaced at once: the live target holds from the start.
    for (const s of world.sports.values()) while (s.live < s.liveTarget) this.lifecycle.startInProgress(s, 0);
    for (const s of world.sports.values()) for (const league of s.leagues) if (league.outright) this.outrights.open(league);
  }

  /** Advances sim time (not while held); listeners hear every change, then `flush`. */
  advance(ms: number): void {
    if (!this.held) {
      this.pendingMs += ms;
      while (this.pendingMs >= QUANTUM_MS) {
        this.pendingMs -= QUANTUM_MS;
        this.runQuantum();
      }
    }
    for (const listener of this.world.listeners) listener.flush();
  }

  /**
   * Test-only (the dev API): while held, sim time stands still, so no price moves, no suspension, no kick-off and
   * no match end; the time asked for meanwhile is dropped, not caught up on release.
   */
  hold(held: boolean): void {
    this.held = held;
  }

  get isHeld(): boolean {
    return this.held;
  }

  private runQuantum(): void {
    const { world } = this;
    world.now += QUANTUM_MS;
    world.quantum += 1;
    const day = chinaDay(world.now);
    if (day !== world.day) {
      world.day = day;
      this.scheduler.rollDay();
    }
    while (world.agenda.peekAt() <= world.now) {
      const task = world.agenda.pop();
      if (task) this.runTask(task);
    }
    while (world.kickoffs.peekAt() <= world.now) {
      const m = world.kickoffs.pop();
      if (m) this.lifecycle.kickOff(m);
    }
    const bucket = world.buckets[world.quantum % QUANTA_PER_SECOND] ?? [];
    for (let i = bucket.length - 1; i >= 0; i--) {
      const m = bucket[i];
      if (m) this.lifecycle.stepMatch(m);
    }
    this.pricing.noiseMoves();
    if (world.quantum % QUANTA_PER_SECOND === 0) this.everySecond();
  }

  private everySecond(): void {
    for (const s of this.world.sports.values()) {
      this.scheduler.fillHorizons(s);
      while (s.live < s.liveTarget) this.lifecycle.startInProgress(s, 0);
      this.scheduler.topUpUpcoming(s);
    }
    this.pricing.prematchMoves();
    this.outrights.second();
  }

  private runTask(task: SimTask): void {
    switch (task.kind) {
      case 'settle':
        this.lifecycle.settle(task.match);
        break;
      case 'remove':
        this.world.remove(task.match);
        break;
      case 'void':
        this.lifecycle.voidMatch(task.match, task.reason);
        break;
      case 'outrightEnd':
        this.outrights.decide(task.match);
        break;
      case 'outrightNew':
        this.outrights.open(task.league);
        break;
    }
  }
}
