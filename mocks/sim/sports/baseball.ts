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
  type FinalScore,
  type LiveWriter,
  type MatchEngine,
  type SportDef,
  type Strength,
} from './engine';

const REGULATION = 9;
const MEAN_HALF_SECONDS = 510;
const RUN_WEIGHTS = [70, 18, 8, 4] as const;
const MEAN_RUNS_PER_EVENT = (70 + 2 * 18 + 3 * 8 + 4 * 4) / 100;

/**
 * Baseball: innings in halves, top (T, the away side bats) then bottom (B); inningNum is the inning. The home
 * side skips the bottom of the 9th when ahead, wins at once when it takes the lead in the bottom of the 9th or
 * later, and the game goes to extra innings while level after 9. Runs are a Poisson process per half-inning.
 */
export class BaseballEngine implements MatchEngine {
  private inning = 0;
  private bottom = false;
  private halfLeft = 0;
  private halfLength = MEAN_HALF_SECONDS;
  private breakLeft = 0;
  private elapsed = 0;
  private h = 0;
  private c = 0;
  private readonly runsH: number;
  private readonly runsC: number;
  private readonly planned: MarketPlan;

  constructor(
    private readonly m: LiveWriter,
    strength: Strength,
    rng: Random,
  ) {
    const edge = strength.home - strength.away;
    this.runsH = 0.52 * Math.exp(0.6 * edge + rng.range(-0.1, 0.1));
    this.runsC = 0.48 * Math.exp(-0.6 * edge + rng.range(-0.1, 0.1));
    const { diff, total } = this.model();
    const mainR = balancedHandicap(diff, lineRange(-4.5, 4.5, 1));
    const mainOU = balancedTotal(total, lineRange(4.5, 14, 0.5));
    this.planned = {
      threeWay: false,
      handicaps: ladder(mainR, 1, 2),
      totals: ladder(mainOU, 0.5, 3, 0.5),
      oddEven: true,
      mainHandicap: mainR,
      mainTotal: mainOU,
    };
  }

  plan(): MarketPlan {
    return this.planned;
  }

  kickOff(): void {
    this.inning = 1;
    this.bottom = false;
    this.halfLeft = this.halfLength = MEAN_HALF_SECONDS;
    this.m.set('se_now', 'T1');
    this.m.set('inningNum', 1);
    this.m.set('re_time', '0');
  }

  private beginHalf(rng: Random): void {
    this.halfLeft = this.halfLength = rng.intBetween(360, 660);
    this.m.set('se_now', `${this.bottom ? 'B' : 'T'}${this.inning}`);
    this.m.set('inningNum', this.inning);
  }

  step(rng: Random): number {
    if (this.inning <= 0) return 0;
    const m = this.m;
    this.elapsed += 1;
    m.quiet('re_time', String(this.elapsed));
    if (this.breakLeft > 0) {
      if (--this.breakLeft === 0) this.beginHalf(rng);
      return 0;
    }
    let flags = 0;
    const rate = (this.bottom ? this.runsH : this.runsC) / MEAN_RUNS_PER_EVENT / MEAN_HALF_SECONDS;
    if (rng.chance(rate)) {
      const runs = 1 + rng.weighted(RUN_WEIGHTS);
      if (this.bottom) {
        this.h += runs;
        m.set('sc_FT_H', this.h);
      } else {
        this.c += runs;
        m.set('sc_FT_C', this.c);
      }
      flags |= EV_SCORE | EV_SUSPEND;
      if (this.bottom && this.inning >= REGULATION && this.h > this.c) return this.finish(flags);
    }
    if (--this.halfLeft > 0) return flags;
    if (!this.bottom) {
      if (this.inning >= REGULATION && this.h > this.c) return this.finish(flags);
      this.bottom = true;
      this.breakLeft = 90;
    } else {
      if (this.inning >= REGULATION && this.h !== this.c) return this.finish(flags);
      this.inning += 1;
      this.bottom = false;
      this.breakLeft = 120;
    }
    return flags | EV_PERIOD;
  }

  private finish(flags: number): number {
    this.inning = -1;
    return (flags & ~EV_SUSPEND) | EV_END;
  }

  /** Half-innings left to bat for each side, counting the one in progress by its remaining share. */
  private halvesLeft(): { home: number; away: number } {
    if (this.inning <= 0)
      return this.inning === 0 ? { home: REGULATION, away: REGULATION } : { home: 0, away: 0 };
    const share = this.breakLeft > 0 ? 1 : this.halfLeft / this.halfLength;
    const i = this.inning;
    const after = Math.max(0, REGULATION - i);
    if (!this.bottom) return { away: share + after, home: 1 + after };
    return { away: after, home: (this.breakLeft > 0 ? 1 : share) + after };
  }

  model(): MarketModel {
    const left = this.halvesLeft();
    return {
      ...poissonScore(this.h, this.c, this.runsH * left.home, this.runsC * left.away),
      tieShare: 0.53,
    };
  }

  final(): FinalScore {
    return { home: this.h, away: this.c };
  }
}

export const baseball: SportDef = {
  gameType: 'BS',
  name: '棒球',
  share: 0.04,
  meanMinutes: 185,
  repriceEveryS: 60,
  suspendS: [15, 30],
  settleDelayS: 30,
  lingerS: 180,
  createEngine: (m: LiveWriter, _league: LeagueDef, strength: Strength, rng: Random) =>
    new BaseballEngine(m, strength, rng),
};
