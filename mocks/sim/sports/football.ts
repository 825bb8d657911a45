import type { Random } from '../random';
import { poissonScore } from '../distribution';
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
    const { diff, total } = this.model();
    const mainR = balancedHandicap(diff, lineRange(-4, 4, 0.25));
    const mainOU = balancedTotal(total, lineRange(0.5, 7, 0.25));
    this.planned = {
      threeWay: true,
      handicaps: ladder(mainR, 0.25, 3),
      totals: ladder(mainOU, 0.25, 3, 0.5),
      oddEven: true,
      mainHandicap: mainR,
      mainTotal: mainOU,
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
      flags |= EV_SCORE | EV_SUSPEND;
    }
    if (rng.chance((this.rateC * dt) / FULL)) {
      this.c += 1;
      m.set('sc_FT_C', this.c);
      flags |= EV_SCORE | EV_SUSPEND;
    }
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
    return { ...poissonScore(this.h, this.c, this.rateH * share, this.rateC * share), tieShare: 0.5 };
  }

  final(): FinalScore {
    return { home: this.h, away: this.c, firstHalf: this.firstHalf };
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
