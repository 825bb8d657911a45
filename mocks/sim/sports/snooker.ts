import type { Random } from '../random';
import { normalCdf } from '../distribution';
import type { MarketModel, MarketPlan } from '../markets';
import type { LeagueDef } from '../leagues';
import {
  EV_END,
  EV_SCORE,
  EV_SUSPEND,
  type FinalScore,
  type LiveWriter,
  type MatchEngine,
  type SportDef,
  type Strength,
} from './engine';
import { publishSetWon, seriesModel, seriesPlan } from './setSeries';

const FULL_POOL = 147;

/**
 * Snooker: frames of a best-of match (sc_set_* frames won, sc_game_* points in the current frame). Players
 * alternate visits; a visit is a foul (4 to the opponent), a miss, or a break that takes points off the table.
 * A frame ends when the table is cleared (a tie re-spots the black) or when the trailing player needs more
 * than is left and concedes. HalfTime marks the break between frames.
 */
export class SnookerEngine implements MatchEngine {
  private started = false;
  private done = false;
  private framesH = 0;
  private framesC = 0;
  private pointsH = 0;
  private pointsC = 0;
  private pool = FULL_POOL;
  private homeAtTable = true;
  private wait = 0;
  private elapsed = 0;
  private readonly frames: string[] = [];
  private readonly skillH: number;
  private readonly skillC: number;
  private readonly planned: MarketPlan;

  constructor(
    private readonly m: LiveWriter,
    private readonly bestOf: number,
    strength: Strength,
    rng: Random,
  ) {
    this.skillH = 0.35 + 0.25 * strength.home + rng.range(-0.02, 0.02);
    this.skillC = 0.35 + 0.25 * strength.away + rng.range(-0.02, 0.02);
    this.homeAtTable = rng.chance(0.5);
    this.planned = seriesPlan(bestOf, this.skillH >= this.skillC);
  }

  plan(): MarketPlan {
    return this.planned;
  }

  kickOff(): void {
    this.started = true;
    this.wait = 30;
    this.m.set('se_now', 'F1');
    this.m.set('re_time', '0');
  }

  step(rng: Random): number {
    if (!this.started || this.done) return 0;
    const m = this.m;
    this.elapsed += 1;
    m.quiet('re_time', String(this.elapsed));
    if (--this.wait > 0) return 0;
    if (m.feed.HalfTime) m.set('HalfTime', false);
    const home = this.homeAtTable;
    const skill = home ? this.skillH : this.skillC;
    const roll = rng.next();
    let scored = false;
    this.wait = rng.intBetween(20, 60);
    if (roll < 0.06) {
      if (home) this.pointsC += 4;
      else this.pointsH += 4;
      scored = true;
    } else if (roll < 0.06 + skill) {
      const points = Math.min(this.pool, 1 + Math.floor(rng.exponential(8 + 40 * skill)));
      if (home) this.pointsH += points;
      else this.pointsC += points;
      this.pool -= points;
      this.wait += Math.floor(points * 1.5);
      scored = true;
    }
    this.homeAtTable = !home;
    const lead = this.pointsH - this.pointsC;
    let frameOver = false;
    if (this.pool <= 0) {
      if (lead === 0) {
        if (rng.chance(0.5 + this.skillH - this.skillC)) this.pointsH += 7;
        else this.pointsC += 7;
      }
      frameOver = true;
    } else if (Math.abs(lead) > this.pool && rng.chance(0.7)) {
      frameOver = true;
    }
    if (!frameOver) {
      if (!scored) return 0;
      m.set('sc_game_H', this.pointsH);
      m.set('sc_game_A', this.pointsC);
      return EV_SCORE;
    }
    this.frames.push(`${this.pointsH}-${this.pointsC}`);
    if (this.pointsH > this.pointsC) this.framesH += 1;
    else this.framesC += 1;
    this.pointsH = 0;
    this.pointsC = 0;
    this.pool = FULL_POOL;
    if (publishSetWon(m, this.framesH, this.framesC, this.bestOf)) {
      this.done = true;
      return EV_SCORE | EV_END;
    }
    m.set('se_now', `F${this.framesH + this.framesC + 1}`);
    m.set('HalfTime', true);
    this.wait = rng.intBetween(90, 150);
    return EV_SCORE | EV_SUSPEND;
  }

  private frameChance(lead: number, pool: number): number {
    return normalCdf((lead + 0.5 * (this.skillH - this.skillC) * pool) / (3 * Math.sqrt(pool + 4) + 2));
  }

  model(): MarketModel {
    const current = this.frameChance(this.pointsH - this.pointsC, this.pool);
    return seriesModel(this.framesH, this.framesC, this.bestOf, current, this.frameChance(0, FULL_POOL));
  }

  final(): FinalScore {
    return { home: this.framesH, away: this.framesC, periods: this.frames };
  }
}

export const snooker: SportDef = {
  gameType: 'SK',
  name: '斯诺克',
  share: 0.02,
  meanMinutes: 98,
  repriceEveryS: 0,
  suspendS: [10, 20],
  settleDelayS: 30,
  lingerS: 180,
  createEngine: (m: LiveWriter, league: LeagueDef, strength: Strength, rng: Random) =>
    new SnookerEngine(m, league.format?.bestOf ?? 9, strength, rng),
};
