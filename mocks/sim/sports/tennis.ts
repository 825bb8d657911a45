import type { Random } from '../random';
import { raceWinProbability } from '../seriesModel';
import { Dist, roundedNormal } from '../distribution';
import { tennisExtras } from '../families/familyPlans';
import type { LineModel, MarketModel, MarketPlan } from '../markets';
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

const POINT_NAMES = ['0', '15', '30', '40'] as const;
/** Games in a set on average (6-3 to 7-6), and their variance, for the games markets. */
const SET_GAMES = 9.8;
const SET_GAMES_VARIANCE = 5.3;

/**
 * Tennis: points, games and sets. A game goes to 4 points with a lead of 2 (deuce and advantage shown as
 * "40"/"AD"), a set to 6 games with a lead of 2, a tiebreak to 7 at 6-6 (points shown as numbers); best of 3
 * or 5 sets. The server alternates by game. Pricing: exact game, tiebreak and set probabilities from the
 * players' chances of winning a point on serve.
 */
export class TennisEngine implements MatchEngine {
  private started = false;
  private done = false;
  private setsH = 0;
  private setsC = 0;
  private gamesH = 0;
  private gamesC = 0;
  private pointsH = 0;
  private pointsC = 0;
  private homeServes: boolean;
  private wait = 0;
  private elapsed = 0;
  private readonly sets: string[] = [];
  /** Chance that the server wins a point: home serving, away serving. */
  private readonly serveH: number;
  private readonly serveC: number;
  private readonly planned: MarketPlan;

  constructor(
    private readonly m: LiveWriter,
    private readonly bestOf: number,
    strength: Strength,
    rng: Random,
  ) {
    const edge = strength.home - strength.away;
    this.serveH = 0.63 + 0.07 * edge + rng.range(-0.015, 0.015);
    this.serveC = 0.63 - 0.07 * edge + rng.range(-0.015, 0.015);
    this.homeServes = rng.chance(0.5);
    const model = this.model();
    this.planned = { ...seriesPlan(bestOf, model.diff.above(0) >= 0.5), extras: tennisExtras(model) };
  }

  plan(): MarketPlan {
    return this.planned;
  }

  private get tiebreak(): boolean {
    return this.gamesH === 6 && this.gamesC === 6;
  }

  kickOff(): void {
    this.started = true;
    this.wait = 30;
    this.m.set('se_now', 'S1');
    this.m.set('re_time', '0');
    this.writePoints();
  }

  private writePoints(): void {
    const { pointsH: a, pointsC: b } = this;
    let home: string;
    let away: string;
    if (this.tiebreak) {
      home = String(a);
      away = String(b);
    } else if (a >= 3 && b >= 3) {
      home = a > b ? 'AD' : '40';
      away = b > a ? 'AD' : '40';
    } else {
      home = POINT_NAMES[Math.min(a, 3)] ?? '40';
      away = POINT_NAMES[Math.min(b, 3)] ?? '40';
    }
    this.m.set('sc_point_H', home);
    this.m.set('sc_point_A', away);
  }

  /** Home's chance to win the next point. */
  private pointChance(): number {
    if (this.tiebreak) return (this.serveH + 1 - this.serveC) / 2;
    return this.homeServes ? this.serveH : 1 - this.serveC;
  }

  step(rng: Random): number {
    if (!this.started || this.done) return 0;
    this.elapsed += 1;
    this.m.quiet('re_time', String(this.elapsed));
    if (--this.wait > 0) return 0;
    this.wait = rng.intBetween(22, 45);
    if (rng.chance(this.pointChance())) this.pointsH += 1;
    else this.pointsC += 1;
    const target = this.tiebreak ? 7 : 4;
    const { pointsH: a, pointsC: b } = this;
    if (!((a >= target || b >= target) && Math.abs(a - b) >= 2)) {
      this.writePoints();
      return EV_SCORE;
    }
    // Game over.
    if (a > b) this.gamesH += 1;
    else this.gamesC += 1;
    this.pointsH = 0;
    this.pointsC = 0;
    this.homeServes = !this.homeServes;
    const gh = this.gamesH;
    const gc = this.gamesC;
    const setOver = (gh >= 6 && gh - gc >= 2) || (gc >= 6 && gc - gh >= 2) || gh === 7 || gc === 7;
    if (!setOver) {
      this.m.set('sc_game_H', gh);
      this.m.set('sc_game_A', gc);
      this.writePoints();
      if ((gh + gc) % 2 === 1) this.wait += rng.intBetween(60, 90);
      return EV_SCORE | EV_SUSPEND;
    }
    this.sets.push(`${gh}-${gc}`);
    if (gh > gc) this.setsH += 1;
    else this.setsC += 1;
    this.gamesH = 0;
    this.gamesC = 0;
    const matchWon = publishSetWon(this.m, this.setsH, this.setsC, this.bestOf);
    this.writePoints();
    if (matchWon) {
      this.done = true;
      return EV_SCORE | EV_END;
    }
    this.m.set('se_now', `S${this.setsH + this.setsC + 1}`);
    this.wait += 120;
    return EV_SCORE | EV_SUSPEND;
  }

  /** Home's chance to win the set from games gh-gc, with `homeServes` serving the next game. */
  private setChance(gh: number, gc: number, homeServes: boolean, currentGame: number | null): number {
    const holdH = raceWinProbability(0, 0, 4, this.serveH);
    const holdC = raceWinProbability(0, 0, 4, this.serveC);
    const tiebreak = (a: number, b: number): number =>
      raceWinProbability(a, b, 7, (this.serveH + 1 - this.serveC) / 2);
    const memo = new Map<number, number>();
    const value = (x: number, y: number, serving: boolean, first: boolean): number => {
      if ((x >= 6 && x - y >= 2) || x === 7) return 1;
      if ((y >= 6 && y - x >= 2) || y === 7) return 0;
      if (x === 6 && y === 6) return first ? tiebreak(this.pointsH, this.pointsC) : tiebreak(0, 0);
      const key = (x * 8 + y) * 2 + (serving ? 1 : 0);
      if (!first) {
        const known = memo.get(key);
        if (known !== undefined) return known;
      }
      const game = first && currentGame !== null ? currentGame : serving ? holdH : 1 - holdC;
      const result = game * value(x + 1, y, !serving, false) + (1 - game) * value(x, y + 1, !serving, false);
      if (!first) memo.set(key, result);
      return result;
    };
    return value(gh, gc, homeServes, true);
  }

  model(): MarketModel {
    const fresh = (this.setChance(0, 0, true, null) + this.setChance(0, 0, false, null)) / 2;
    if (!this.started) return this.withSetMarkets(seriesModel(0, 0, this.bestOf, fresh, fresh), fresh, fresh);
    const gameNow = this.homeServes
      ? raceWinProbability(this.pointsH, this.pointsC, 4, this.serveH)
      : 1 - raceWinProbability(this.pointsC, this.pointsH, 4, this.serveC);
    const current = this.setChance(this.gamesH, this.gamesC, this.homeServes, this.tiebreak ? null : gameNow);
    return this.withSetMarkets(seriesModel(this.setsH, this.setsC, this.bestOf, current, fresh), current, fresh);
  }

  /** The set winners (the first two sets) and the games of the match, beside the match model. */
  private withSetMarkets(series: MarketModel, current: number, fresh: number): MarketModel {
    const played = this.setsH + this.setsC;
    const setChance = (index: number): number | null => (index < played ? null : index === played ? current : fresh);
    return { ...series, sets: [setChance(0), setChance(1)], games: this.done ? null : this.gamesModel(series.total) };
  }

  /**
   * Games of the match: those played, the rest of the set in play (about SET_GAMES in a set) and SET_GAMES per set
   * still to come, mixed over how many sets the series model expects; the home side wins each game to come with
   * its average chance over serves.
   */
  private gamesModel(sets: Dist): LineModel {
    let doneH = this.gamesH;
    let doneC = this.gamesC;
    for (const set of this.sets) {
      const [h, c] = set.split('-').map(Number);
      doneH += h ?? 0;
      doneC += c ?? 0;
    }
    const inSet = this.started ? Math.max(1, SET_GAMES - this.gamesH - this.gamesC) : 0;
    const played = this.setsH + this.setsC;
    const holdH = raceWinProbability(0, 0, 4, this.serveH);
    const holdC = raceWinProbability(0, 0, 4, this.serveC);
    const gameShare = (holdH + 1 - holdC) / 2;
    const min = doneH + doneC;
    const cells = new Float64Array(SET_GAMES * 8 + 40);
    let meanLeft = 0;
    for (let k = sets.min; k <= sets.max; k++) {
      const weight = sets.equal(k);
      const fresh = k - played - (this.started ? 1 : 0);
      if (weight <= 0 || fresh < 0) continue;
      const mean = inSet + fresh * SET_GAMES;
      meanLeft += weight * mean;
      const part = roundedNormal(mean, Math.sqrt(fresh * SET_GAMES_VARIANCE + (this.started ? 2 : 0)));
      for (let x = Math.max(0, part.min); x <= part.max && x < cells.length; x++) cells[x] = (cells[x] ?? 0) + weight * part.equal(x);
    }
    if (meanLeft === 0 && cells.every((cell) => cell === 0)) cells[0] = 1;
    const diffSd = Math.sqrt(meanLeft * 4 * gameShare * (1 - gameShare) + 1);
    return {
      diff: roundedNormal(doneH - doneC + meanLeft * (2 * gameShare - 1), diffSd),
      total: new Dist(min, cells),
      tieShare: 0.5,
    };
  }

  final(): FinalScore {
    return { home: this.setsH, away: this.setsC, periods: this.sets };
  }
}

export const tennis: SportDef = {
  gameType: 'TN',
  name: '网球',
  share: 0.1,
  meanMinutes: 111,
  repriceEveryS: 0,
  suspendS: [10, 20],
  settleDelayS: 30,
  lingerS: 180,
  createEngine: (m: LiveWriter, league: LeagueDef, strength: Strength, rng: Random) =>
    new TennisEngine(m, league.format?.bestOf ?? 3, strength, rng),
};
