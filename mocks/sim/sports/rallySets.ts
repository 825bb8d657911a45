import type { Random } from '../random';
import { raceWinProbability } from '../seriesModel';
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

interface RallyRules {
  /** Points to win a set (with a lead of 2), and in the deciding set. */
  target: number;
  decidingTarget: number;
  /** Seconds between rallies, and the break between sets. */
  rally: readonly [number, number];
  setBreak: number;
}

/**
 * Rally-point set sports: volleyball (sets to 25, the fifth to 15) and table tennis (games to 11), best of 5
 * or 7, each set won by 2. sc_game_* are the points of the current set; HalfTime marks the break between sets.
 */
export class RallySetsEngine implements MatchEngine {
  private started = false;
  private done = false;
  private setsH = 0;
  private setsC = 0;
  private pointsH = 0;
  private pointsC = 0;
  private wait = 0;
  private elapsed = 0;
  private readonly sets: string[] = [];
  private readonly rallyChance: number;
  private readonly planned: MarketPlan;

  constructor(
    private readonly m: LiveWriter,
    private readonly rules: RallyRules,
    private readonly bestOf: number,
    strength: Strength,
    rng: Random,
  ) {
    this.rallyChance = 0.5 + 0.07 * (strength.home - strength.away) + rng.range(-0.01, 0.01);
    this.planned = seriesPlan(bestOf, this.rallyChance >= 0.5);
  }

  plan(): MarketPlan {
    return this.planned;
  }

  private targetOf(setNumber: number): number {
    return setNumber === this.bestOf ? this.rules.decidingTarget : this.rules.target;
  }

  kickOff(): void {
    this.started = true;
    this.wait = this.rules.rally[0];
    this.m.set('se_now', 'S1');
    this.m.set('re_time', '0');
  }

  step(rng: Random): number {
    if (!this.started || this.done) return 0;
    const m = this.m;
    this.elapsed += 1;
    m.quiet('re_time', String(this.elapsed));
    if (--this.wait > 0) return 0;
    if (m.feed.HalfTime) m.set('HalfTime', false);
    this.wait = rng.intBetween(this.rules.rally[0], this.rules.rally[1]);
    if (rng.chance(this.rallyChance)) this.pointsH += 1;
    else this.pointsC += 1;
    const { pointsH: a, pointsC: b } = this;
    const target = this.targetOf(this.setsH + this.setsC + 1);
    if (!((a >= target || b >= target) && Math.abs(a - b) >= 2)) {
      m.set('sc_game_H', a);
      m.set('sc_game_A', b);
      return EV_SCORE;
    }
    this.sets.push(`${a}-${b}`);
    if (a > b) this.setsH += 1;
    else this.setsC += 1;
    this.pointsH = 0;
    this.pointsC = 0;
    if (publishSetWon(m, this.setsH, this.setsC, this.bestOf)) {
      this.done = true;
      return EV_SCORE | EV_END;
    }
    m.set('se_now', `S${this.setsH + this.setsC + 1}`);
    m.set('HalfTime', true);
    this.wait = this.rules.setBreak;
    return EV_SCORE | EV_SUSPEND;
  }

  model(): MarketModel {
    const q = this.rallyChance;
    const setNumber = this.setsH + this.setsC + 1;
    const current = raceWinProbability(this.pointsH, this.pointsC, this.targetOf(setNumber), q);
    const next = raceWinProbability(0, 0, this.rules.target, q);
    return seriesModel(this.setsH, this.setsC, this.bestOf, current, next);
  }

  final(): FinalScore {
    return { home: this.setsH, away: this.setsC, periods: this.sets };
  }
}

const VOLLEYBALL: RallyRules = { target: 25, decidingTarget: 15, rally: [16, 30], setBreak: 180 };
const TABLE_TENNIS: RallyRules = { target: 11, decidingTarget: 11, rally: [8, 16], setBreak: 60 };

export const volleyball: SportDef = {
  gameType: 'VB',
  name: '排球',
  share: 0.05,
  meanMinutes: 73,
  repriceEveryS: 0,
  suspendS: [10, 20],
  settleDelayS: 30,
  lingerS: 180,
  createEngine: (m: LiveWriter, league: LeagueDef, strength: Strength, rng: Random) =>
    new RallySetsEngine(m, VOLLEYBALL, league.format?.bestOf ?? 5, strength, rng),
};

export const tableTennis: SportDef = {
  gameType: 'TT',
  name: '乒乓球',
  share: 0.07,
  meanMinutes: 19,
  repriceEveryS: 0,
  suspendS: [5, 12],
  settleDelayS: 20,
  lingerS: 120,
  createEngine: (m: LiveWriter, league: LeagueDef, strength: Strength, rng: Random) =>
    new RallySetsEngine(m, TABLE_TENNIS, league.format?.bestOf ?? 5, strength, rng),
};
