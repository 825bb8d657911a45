import type { Random } from '../random';
import { roundedNormal } from '../distribution';
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
  writeMinuteClock,
  type FinalScore,
  type LiveWriter,
  type MatchEngine,
  type SportDef,
  type Strength,
} from './engine';

const HALF = 30 * 60;
const GOAL_CHANCE = 56 / 3600;

/**
 * "Other" sports (OP) are played as handball: two halves of 30 minutes on a clock counting up, a 10-minute
 * half-time (se_now HT), about 56 goals a game, draws possible (three-way match market).
 */
export class HandballEngine implements MatchEngine {
  private half = 0;
  private clock = 0;
  private breakLeft = 0;
  private h = 0;
  private c = 0;
  private firstHalf = '';
  private readonly homeShare: number;
  private readonly planned: MarketPlan;

  constructor(
    private readonly m: LiveWriter,
    strength: Strength,
    rng: Random,
  ) {
    this.homeShare = 0.515 + 0.12 * (strength.home - strength.away) + rng.range(-0.01, 0.01);
    const { diff, total } = this.model();
    const mainR = balancedHandicap(diff, lineRange(-12.5, 12.5, 1));
    const mainOU = balancedTotal(total, lineRange(40.5, 70.5, 1));
    this.planned = {
      threeWay: true,
      handicaps: ladder(mainR, 1, 2),
      totals: ladder(mainOU, 1, 2),
      oddEven: true,
      mainHandicap: mainR,
      mainTotal: mainOU,
    };
  }

  plan(): MarketPlan {
    return this.planned;
  }

  kickOff(): void {
    this.half = 1;
    this.m.set('se_now', '1H');
    this.m.set('re_time', '0');
  }

  step(rng: Random): number {
    const m = this.m;
    if (this.half === 0 || this.half === 3) return 0;
    if (this.breakLeft > 0) {
      if (--this.breakLeft === 0) {
        this.half = 2;
        m.set('se_now', '2H');
        m.set('HalfTime', false);
        return EV_PERIOD;
      }
      return 0;
    }
    let flags = 0;
    this.clock += 1;
    if (rng.chance(GOAL_CHANCE)) {
      if (rng.chance(this.homeShare)) m.set('sc_FT_H', ++this.h);
      else m.set('sc_FT_C', ++this.c);
      flags |= EV_SCORE;
    }
    writeMinuteClock(m, this.clock);
    if (this.half === 1 && this.clock >= HALF) {
      this.breakLeft = 600;
      this.firstHalf = `${this.h}-${this.c}`;
      m.set('se_now', 'HT');
      m.set('HalfTime', true);
      return flags | EV_PERIOD;
    }
    if (this.half === 2 && this.clock >= 2 * HALF) {
      this.half = 3;
      return flags | EV_END;
    }
    return flags;
  }

  model(): MarketModel {
    const left = this.half === 0 ? 2 * HALF : this.half === 3 ? 0 : 2 * HALF - this.clock;
    const goals = GOAL_CHANCE * left;
    const sd = Math.sqrt(goals);
    return {
      diff: roundedNormal(this.h - this.c + goals * (2 * this.homeShare - 1), sd),
      total: roundedNormal(this.h + this.c + goals, sd),
      tieShare: 0.5,
    };
  }

  final(): FinalScore {
    return { home: this.h, away: this.c, firstHalf: this.firstHalf };
  }
}

export const handball: SportDef = {
  gameType: 'OP',
  name: '手球',
  share: 0.04,
  meanMinutes: 70,
  repriceEveryS: 60,
  suspendS: [8, 15],
  settleDelayS: 30,
  lingerS: 180,
  createEngine: (m: LiveWriter, _league: LeagueDef, strength: Strength, rng: Random) =>
    new HandballEngine(m, strength, rng),
};
