import type { Random } from '../random';
import { Dist, poissonPmf, poissonScore } from '../distribution';
import { footballExtras } from '../families/familyPlans';
import {
  balancedHandicap,
  balancedTotal,
  ladder,
  lineRange,
  type MarketModel,
  type MarketPlan,
} from '../markets';
import type { LeagueDef } from '../leagues';
import {
  EV_CARD,
  EV_CORNER,
  EV_END,
  EV_PERIOD,
  EV_SCORE,
  EV_SUSPEND,
  writeMinuteClock,
  type FinalScore,
  type LiveWriter,
  type MatchEngine,
  type SportDef,
  type Strength,
} from './engine';

const HALF = 45 * 60;
const FULL = 90 * 60;
const HALF_TIME_BREAK = 15 * 60;
const PRE = 0;
const FIRST = 1;
const BREAK = 2;
const SECOND = 3;
const DONE = 4;
/** Share of the cards that are red. */
const RED_SHARE = 0.05;

/**
 * Football: two halves of 45 minutes, stoppage time announced at 45' and 90' (t_count) and played, a 15-minute
 * half-time. Goals are a Poisson process; the pricing model is the same process over the time left.
 * `speed` > 1 plays virtual football: game seconds per sim second.
 */
export class FootballEngine implements MatchEngine {
  private phase = PRE;
  private clock = 0;
  private halfEnd = HALF;
  private breakLeft = 0;
  private h = 0;
  private c = 0;
  private firstHalf = '';
  private readonly rateH: number;
  private readonly rateC: number;
  /** Corners and cards a side wins (or is shown) per 90 minutes, and the counts so far. */
  private readonly cornerRateH: number;
  private readonly cornerRateC: number;
  private readonly cardRateH: number;
  private readonly cardRateC: number;
  private cornersH = 0;
  private cornersC = 0;
  private cardsH = 0;
  private cardsC = 0;
  private readonly planned: MarketPlan;

  constructor(
    private readonly m: LiveWriter,
    strength: Strength,
    rng: Random,
    private readonly speed: number,
  ) {
    const edge = strength.home - strength.away;
    this.rateH = 1.45 * Math.exp(0.9 * edge + rng.range(-0.15, 0.15));
    this.rateC = 1.15 * Math.exp(-0.9 * edge + rng.range(-0.15, 0.15));
    // The side on top wins more corners; the side under pressure is shown more cards.
    this.cornerRateH = 5.4 * Math.exp(0.45 * edge);
    this.cornerRateC = 4.5 * Math.exp(-0.45 * edge);
    this.cardRateH = 1.8 * Math.exp(-0.3 * edge);
    this.cardRateC = 2.0 * Math.exp(0.3 * edge);
    const model = this.model();
    const { diff, total } = model;
    const mainR = balancedHandicap(diff, lineRange(-4, 4, 0.25));
    const mainOU = balancedTotal(total, lineRange(0.5, 7, 0.25));
    this.planned = {
      threeWay: true,
      handicaps: ladder(mainR, 0.25, 3),
      totals: ladder(mainOU, 0.25, 3, 0.5),
      oddEven: true,
      mainHandicap: mainR,
      mainTotal: mainOU,
      extras: footballExtras(model),
    };
  }

  plan(): MarketPlan {
    return this.planned;
  }

  kickOff(): void {
    this.phase = FIRST;
    this.clock = 0;
    this.m.set('se_now', '1H');
    this.m.set('re_time', '0');
  }

  step(rng: Random): number {
    const m = this.m;
    let flags = 0;
    if (this.phase === BREAK) {
      this.breakLeft -= 1;
      if (this.breakLeft <= 0) {
        this.phase = SECOND;
        this.clock = HALF;
        this.halfEnd = FULL;
        m.set('se_now', '2H');
        m.set('HalfTime', false);
        m.set('re_time', String(HALF));
        flags |= EV_PERIOD;
      }
      return flags;
    }
    if (this.phase !== FIRST && this.phase !== SECOND) return flags;
    const dt = this.speed;
    this.clock += dt;
    const regular = this.phase === FIRST ? HALF : FULL;
    if (this.clock >= regular && m.feed.t_count === 0) {
      const minutes =
        this.phase === FIRST ? 1 + rng.weighted([4, 3, 2, 1]) : 2 + rng.weighted([2, 3, 3, 2, 1]);
      m.set('t_count', minutes);
      this.halfEnd = regular + minutes * 60 + rng.int(50);
    }
    if (rng.chance((this.rateH * dt) / FULL)) {
      this.h += 1;
      m.set('sc_FT_H', this.h);
      m.event('goal', 'H');
      flags |= EV_SCORE | EV_SUSPEND;
    }
    if (rng.chance((this.rateC * dt) / FULL)) {
      this.c += 1;
      m.set('sc_FT_C', this.c);
      m.event('goal', 'C');
      flags |= EV_SCORE | EV_SUSPEND;
    }
    flags |= this.cornersAndCards(rng, dt);
    if (this.clock >= this.halfEnd) {
      m.set('t_count', 0);
      if (this.phase === FIRST) {
        this.phase = BREAK;
        this.breakLeft = Math.ceil(HALF_TIME_BREAK / this.speed);
        this.firstHalf = `${this.h}-${this.c}`;
        m.set('sc_FT_A', this.firstHalf);
        m.set('se_now', 'HT');
        m.set('HalfTime', true);
        m.set('re_time', String(HALF));
        return flags | EV_PERIOD;
      }
      this.phase = DONE;
      m.set('re_time', String(Math.floor(this.clock)));
      return flags | EV_END;
    }
    writeMinuteClock(m, this.clock);
    return flags;
  }

  /** Corners and cards of one step: events for the tracker, and their own lines repriced. */
  private cornersAndCards(rng: Random, dt: number): number {
    const m = this.m;
    let flags = 0;
    if (rng.chance((this.cornerRateH * dt) / FULL)) {
      this.cornersH += 1;
      m.event('corner', 'H');
      flags |= EV_CORNER;
    }
    if (rng.chance((this.cornerRateC * dt) / FULL)) {
      this.cornersC += 1;
      m.event('corner', 'C');
      flags |= EV_CORNER;
    }
    if (rng.chance(((this.cardRateH + this.cardRateC) * dt) / FULL)) {
      const home = rng.chance(this.cardRateH / (this.cardRateH + this.cardRateC));
      if (home) this.cardsH += 1;
      else this.cardsC += 1;
      m.event(rng.chance(RED_SHARE) ? 'red' : 'yellow', home ? 'H' : 'C');
      flags |= EV_CARD;
    }
    return flags;
  }

  /** Minutes of the first half left (stoppage time expected when not announced); 0 from half-time on. */
  private firstHalfMinutesLeft(): number {
    if (this.phase === PRE) return 45 + 2;
    if (this.phase !== FIRST) return 0;
    const announced = this.m.feed.t_count > 0;
    return Math.max(0, announced ? this.halfEnd - this.clock : HALF + 150 - this.clock) / 60;
  }

  /** Minutes of play left, with the expected stoppage time when it is not announced yet. */
  private minutesLeft(): number {
    const announced = this.m.feed.t_count > 0;
    switch (this.phase) {
      case PRE:
        return 90 + 5;
      case FIRST:
        return (announced ? this.halfEnd - this.clock : HALF + 150 - this.clock) / 60 + 45 + 4;
      case BREAK:
        return 45 + 4;
      case SECOND:
        return Math.max(0, announced ? this.halfEnd - this.clock : FULL + 240 - this.clock) / 60;
      default:
        return 0;
    }
  }

  model(): MarketModel {
    const share = this.minutesLeft() / 90;
    const halfShare = this.firstHalfMinutesLeft() / 90;
    const inFirstHalf = this.phase === PRE || this.phase === FIRST;
    return {
      ...poissonScore(this.h, this.c, this.rateH * share, this.rateC * share),
      tieShare: 0.5,
      half: inFirstHalf ? { ...poissonScore(this.h, this.c, this.rateH * halfShare, this.rateC * halfShare), tieShare: 0.5 } : null,
      score: { home: this.h, away: this.c, moreHome: poissonPmf(this.rateH * share), moreAway: poissonPmf(this.rateC * share) },
      corners: new Dist(this.cornersH + this.cornersC, poissonPmf((this.cornerRateH + this.cornerRateC) * share)),
      cards: new Dist(this.cardsH + this.cardsC, poissonPmf((this.cardRateH + this.cardRateC) * share)),
    };
  }

  final(): FinalScore {
    return {
      home: this.h,
      away: this.c,
      firstHalf: this.firstHalf,
      corners: { home: this.cornersH, away: this.cornersC },
      cards: { home: this.cardsH, away: this.cardsC },
    };
  }
}

export const football: SportDef = {
  gameType: 'FT',
  name: '足球',
  share: 0.5,
  meanMinutes: 112,
  repriceEveryS: 60,
  suspendS: [30, 90],
  settleDelayS: 30,
  lingerS: 180,
  createEngine: (m: LiveWriter, _league: LeagueDef, strength: Strength, rng: Random) =>
    new FootballEngine(m, strength, rng, 1),
};

/** Virtual football: the same game played 20 times faster, kick-offs every few minutes. */
export const virtualFootball: SportDef = {
  gameType: 'VF',
  name: '虚拟足球',
  share: 0.04,
  meanMinutes: 5.6,
  repriceEveryS: 3,
  suspendS: [3, 6],
  settleDelayS: 5,
  lingerS: 60,
  createEngine: (m: LiveWriter, _league: LeagueDef, strength: Strength, rng: Random) =>
    new FootballEngine(m, strength, rng, 20),
};
