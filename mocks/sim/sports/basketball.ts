import type { Random } from '../random';
import { roundedNormal } from '../distribution';
import {
  balancedHandicap,
  balancedTotal,
  ladder,
  lineRange,
  type LineModel,
  type MarketModel,
  type MarketPlan,
} from '../markets';
import { basketballExtras } from '../families/familyPlans';
import type { LeagueDef } from '../leagues';
import {
  EV_END,
  EV_PERIOD,
  EV_SCORE,
  EV_SUSPEND,
  type FinalScore,
  type LiveWriter,
  type MatchEngine,
  type SportDef,
  type Strength,
} from './engine';

const OVERTIME = 5 * 60;
/** Chance per second of play that a basket is scored, and the points of a basket (1, 2 or 3). */
const SCORE_CHANCE = 0.036;
const POINT_WEIGHTS = [0.12, 0.63, 0.25] as const;
const MEAN_POINTS = 0.12 + 2 * 0.63 + 3 * 0.25;
const MEAN_SQUARE_POINTS = 0.12 + 4 * 0.63 + 9 * 0.25;

/**
 * Basketball: four quarters on a seconds clock counting down (re_time = seconds left), a clock that stops
 * for fouls, time-outs and the ball going out, breaks between quarters and at half-time (HalfTime true), and
 * five-minute overtimes OT1, OT2... while the score is level after the fourth quarter.
 * Pricing: a compound Poisson scoring process over the clock time left (normal approximation).
 */
export class BasketballEngine implements MatchEngine {
  private period = 0;
  private clockLeft = 0;
  private stopped = 0;
  private breakLeft = 0;
  private h = 0;
  private c = 0;
  private readonly homeShare: number;
  private readonly periods: string[] = [];
  private periodStartH = 0;
  private periodStartC = 0;
  private readonly planned: MarketPlan;

  constructor(
    private readonly m: LiveWriter,
    private readonly quarter: number,
    strength: Strength,
    rng: Random,
  ) {
    this.homeShare = 0.51 + 0.16 * (strength.home - strength.away) + rng.range(-0.01, 0.01);
    const model = this.model();
    const { diff, total } = model;
    const centreR = Math.round(-(diff.min + diff.max) / 2);
    const mainR = balancedHandicap(diff, lineRange(centreR - 12.5, centreR + 12.5, 1));
    const centreT = Math.round((total.min + total.max) / 2);
    const mainOU = balancedTotal(total, lineRange(centreT - 20.5, centreT + 20.5, 1));
    this.planned = {
      threeWay: false,
      handicaps: ladder(mainR, 1, 3),
      totals: ladder(mainOU, 1, 3),
      oddEven: true,
      mainHandicap: mainR,
      mainTotal: mainOU,
      extras: basketballExtras(model),
    };
  }

  plan(): MarketPlan {
    return this.planned;
  }

  kickOff(): void {
    this.startPeriod(1);
  }

  private startPeriod(period: number): void {
    this.period = period;
    this.clockLeft = period <= 4 ? this.quarter : OVERTIME;
    this.periodStartH = this.h;
    this.periodStartC = this.c;
    this.m.set('se_now', period <= 4 ? `Q${period}` : `OT${period - 4}`);
    this.m.set('HalfTime', false);
    this.m.set('re_time', String(this.clockLeft));
  }

  step(rng: Random): number {
    const m = this.m;
    if (this.period === 0) return 0;
    if (this.breakLeft > 0) {
      this.breakLeft -= 1;
      if (this.breakLeft === 0) {
        this.startPeriod(this.period + 1);
        return EV_PERIOD;
      }
      return 0;
    }
    if (this.clockLeft <= 0) return 0;
    if (this.stopped > 0) {
      this.stopped -= 1;
      return 0;
    }
    let flags = 0;
    this.clockLeft -= 1;
    m.set('re_time', String(this.clockLeft));
    if (rng.chance(SCORE_CHANCE)) {
      const points = 1 + rng.weighted(POINT_WEIGHTS);
      if (rng.chance(this.homeShare)) {
        this.h += points;
        m.set('sc_FT_H', this.h);
      } else {
        this.c += points;
        m.set('sc_FT_C', this.c);
      }
      flags |= EV_SCORE;
    } else if (rng.chance(0.045)) {
      this.stopped = rng.intBetween(4, 40);
    }
    if (this.clockLeft === 0) {
      this.periods.push(`${this.h - this.periodStartH}-${this.c - this.periodStartC}`);
      if (this.period >= 4 && this.h !== this.c) return flags | EV_END;
      this.breakLeft = this.period === 2 ? 15 * 60 : 2 * 60;
      m.set('HalfTime', true);
      flags |= EV_PERIOD | EV_SUSPEND;
    }
    return flags;
  }

  /** Seconds of play left in regulation, or in the current overtime. */
  private secondsLeft(): number {
    if (this.period === 0) return 4 * this.quarter;
    if (this.period > 4 || (this.period === 4 && this.breakLeft > 0))
      return this.breakLeft > 0 ? OVERTIME : this.clockLeft;
    return this.clockLeft + (4 - this.period) * this.quarter;
  }

  /** Points from h-c on with `seconds` of play left. */
  private lineModel(h: number, c: number, seconds: number): LineModel {
    const events = SCORE_CHANCE * seconds;
    const meanTotal = events * MEAN_POINTS;
    const meanDiff = events * MEAN_POINTS * (2 * this.homeShare - 1);
    const sd = Math.sqrt(events * MEAN_SQUARE_POINTS);
    return {
      diff: roundedNormal(h - c + meanDiff, sd),
      total: roundedNormal(h + c + meanTotal, sd),
      tieShare: this.homeShare,
    };
  }

  /** Seconds of play left in quarter `q` (1..4); null once it is over. */
  private quarterLeft(q: number): number | null {
    if (q > this.period) return this.quarter;
    if (q < this.period || this.clockLeft <= 0) return null;
    return this.clockLeft;
  }

  model(): MarketModel {
    const quarters: (LineModel | null)[] = [];
    for (let q = 1; q <= 4; q++) {
      const left = this.quarterLeft(q);
      const inPlay = q === this.period;
      quarters.push(left === null ? null : this.lineModel(inPlay ? this.h - this.periodStartH : 0, inPlay ? this.c - this.periodStartC : 0, left));
    }
    const firstLeft = this.quarterLeft(1);
    const secondLeft = this.quarterLeft(2);
    return {
      ...this.lineModel(this.h, this.c, this.secondsLeft()),
      half: secondLeft === null ? null : this.lineModel(this.h, this.c, (firstLeft ?? 0) + secondLeft),
      quarters,
    };
  }

  final(): FinalScore {
    const first = this.periods.slice(0, 2).map((period) => period.split('-').map(Number));
    const firstHalf =
      first.length === 2 ? `${(first[0]?.[0] ?? 0) + (first[1]?.[0] ?? 0)}-${(first[0]?.[1] ?? 0) + (first[1]?.[1] ?? 0)}` : undefined;
    return { home: this.h, away: this.c, periods: this.periods, ...(firstHalf !== undefined ? { firstHalf } : {}) };
  }
}

export const basketball: SportDef = {
  gameType: 'BK',
  name: '篮球',
  share: 0.14,
  meanMinutes: 102,
  repriceEveryS: 20,
  suspendS: [8, 15],
  settleDelayS: 30,
  lingerS: 180,
  createEngine: (m: LiveWriter, league: LeagueDef, strength: Strength, rng: Random) =>
    new BasketballEngine(m, (league.format?.periodMinutes ?? 12) * 60, strength, rng),
};
