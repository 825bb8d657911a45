import { describe, expect, it } from 'vitest';
import { GAME_TYPES, SHOW_TYPES, type FeedMatch } from '@src/contract';
import { Simulator } from './simulator';
import { logSimulation } from '../testing/simulationLog';
import { chinaDay } from './chinaDay';
import type { MatchResult } from './matchResult';

/** 12:00 in China. */
const NOON = Date.UTC(2026, 10, 22, 4, 0, 0);
const small = { live: 40, upcoming: 120, startTime: NOON };

function run(sim: Simulator, totalMs: number, tickMs = 1000): void {
  for (let t = 0; t < totalMs; t += tickMs) sim.advance(tickMs);
}

function state(sim: Simulator): unknown {
  const lists: Record<string, unknown> = {};
  for (const showType of SHOW_TYPES) {
    for (const gameType of GAME_TYPES) {
      lists[`${showType}:${gameType}`] = [...sim.listMembers(showType, gameType)].map((m) => [m.wireMatch(), m.wireOdds(false)]);
    }
  }
  return lists;
}

describe('simulator determinism', { timeout: 60_000 }, () => {
  it('plays the same matches, scores and prices for the same seed and ticks', () => {
    const a = new Simulator({ ...small, seed: 7 });
    const b = new Simulator({ ...small, seed: 7 });
    const logA = logSimulation(a);
    const logB = logSimulation(b);
    run(a, 180_000);
    run(b, 180_000);
    expect(logA.length).toBeGreaterThan(500);
    expect(logB).toEqual(logA);
    expect(state(b)).toEqual(state(a));
  });

  it('does not depend on how sim time is cut into ticks', () => {
    const a = new Simulator({ ...small, seed: 11 });
    const b = new Simulator({ ...small, seed: 11 });
    const logA = logSimulation(a);
    const logB = logSimulation(b);
    run(a, 60_000, 1000);
    for (const ms of [250, 1750, 3000, 55, 4945, 50_000]) b.advance(ms);
    expect(logB.filter((l) => l !== 'flush')).toEqual(logA.filter((l) => l !== 'flush'));
    expect(state(b)).toEqual(state(a));
  });

  it('plays differently for another seed', () => {
    const a = new Simulator({ ...small, seed: 1 });
    const b = new Simulator({ ...small, seed: 2 });
    expect(state(b)).not.toEqual(state(a));
    const logA = logSimulation(a);
    const logB = logSimulation(b);
    run(a, 30_000);
    run(b, 30_000);
    expect(logB).not.toEqual(logA);
  });
});

describe('match population and lifecycle', { timeout: 60_000 }, () => {
  it('keeps at least the configured live and upcoming matches, every sport in play', () => {
    const sim = new Simulator({ live: 300, upcoming: 1000, startTime: NOON, seed: 3 });
    for (let minute = 0; minute <= 20; minute += 10) {
      const stats = sim.stats();
      expect(stats.live).toBeGreaterThanOrEqual(300);
      expect(stats.upcoming).toBeGreaterThanOrEqual(1000);
      run(sim, 600_000, 10_000);
    }
    const counts = sim.counts();
    for (const gameType of GAME_TYPES) if (gameType !== 'FS') expect(counts.RB?.[gameType]).toBeGreaterThan(0);
    expect(counts.FT?.FT).toBeGreaterThan(0);
    expect(counts.FU?.FT).toBeGreaterThan(0);
    expect((counts.FSFT?.FS ?? 0) + (counts.FSFU?.FS ?? 0)).toBeGreaterThanOrEqual(6);
  });

  it('takes a match from today (FT) to in-play (RB) at kick-off, then ended, settling, and off the list', () => {
    const sim = new Simulator({ ...small, seed: 5, voidRate: 0 });
    const ended = new Map<string, MatchResult>();
    sim.onMatchEnded((gameId, result) => ended.set(gameId, result));
    const first = [...sim.listMembers('FT', 'FT')]
      .filter((m) => m.feed.gameStatus === 'scheduled' && m.abandonAt === 0)
      .sort((x, y) => x.feed.startTime - y.feed.startTime)[0];
    if (!first) throw new Error('no football today');
    const id = first.gameId;
    const mine = logSimulation(sim, id);
    for (let i = 0; i < 6 * 360 && sim.match(id); i++) sim.advance(10_000);
    const index = (predicate: (line: string) => boolean): number => mine.findIndex(predicate);
    const kickOff = index((l) => l.includes('"gameStatus":"live"'));
    expect(kickOff).toBeGreaterThanOrEqual(0);
    expect(mine[kickOff + 1]).toBe(`r FT ${id}`);
    expect(mine[kickOff + 2]).toBe(`a RB ${id}`);
    const end = index((l) => l.includes('"gameStatus":"ended"'));
    expect(end).toBeGreaterThan(kickOff);
    expect(mine.slice(end + 1, end + 5).sort()).toEqual([`m ${id} EO closed`, `m ${id} M closed`, `m ${id} OU closed`, `m ${id} R closed`]);
    const settling = index((l) => l.includes('"gameStatus":"settling"'));
    expect(settling).toBeGreaterThan(end);
    expect(mine.slice(-2)).toEqual([`r RB ${id}`, `x ${id}`]);
    expect(sim.match(id)).toBeUndefined();

    const result = ended.get(id);
    if (!result?.score) throw new Error('no result');
    expect(result.status).toBe('ended');
    expect(Object.keys(result.outcomes)).toHaveLength(first.odds.length);
    const winner = result.score.home > result.score.away ? 'H' : result.score.home < result.score.away ? 'C' : 'N';
    for (const o of first.odds.filter((x) => x.wire.playType === 'M')) {
      expect(result.outcomes[o.wire.oddsId]).toBe(o.wire.side === winner ? 'W' : 'L');
    }
    expect(sim.result(id)).toEqual(result);
  });

  it('postpones, cancels and abandons a few matches, voiding every bet on them', () => {
    const sim = new Simulator({ ...small, seed: 9, voidRate: 15 });
    const voided: MatchResult[] = [];
    sim.onMatchEnded((_id, result) => {
      if (result.status !== 'ended') voided.push(result);
    });
    run(sim, 3 * 3600_000, 10_000);
    const reasons = new Set(voided.map((r) => r.status));
    expect(reasons).toEqual(new Set(['postponed', 'cancelled', 'abandoned']));
    for (const result of voided) {
      expect(result.score).toBeNull();
      expect(Object.values(result.outcomes).every((o) => o === 'D')).toBe(true);
    }
  });

  it('moves tomorrow\'s matches from early (FU) to today (FT) at midnight in China', () => {
    const beforeMidnight = Date.UTC(2026, 10, 22, 15, 50, 0);
    const sim = new Simulator({ ...small, startTime: beforeMidnight, seed: 4 });
    const log = logSimulation(sim);
    const early = [...sim.listMembers('FU', 'FT')].filter((m) => chinaDay(m.feed.startTime) === chinaDay(beforeMidnight) + 1);
    expect(early.length).toBeGreaterThan(0);
    run(sim, 11 * 60_000, 10_000);
    const moved = early.filter((m) => m.feed.gameStatus === 'scheduled');
    for (const m of moved) {
      expect(m.showType).toBe('FT');
      expect(log).toContain(`r FU ${m.gameId}`);
      expect(log).toContain(`a FT ${m.gameId}`);
    }
  });

  it('counts the matches of every list', () => {
    const sim = new Simulator({ ...small, seed: 6 });
    run(sim, 600_000, 10_000);
    const counts = sim.counts();
    for (const showType of SHOW_TYPES) {
      for (const gameType of GAME_TYPES) expect(counts[showType]?.[gameType]).toBe(sim.listMembers(showType, gameType).size);
    }
    const live = [...sim.listMembers('RB', 'FT')].filter((m) => m.feed.isLive);
    expect(live.every((m: { feed: FeedMatch }) => m.feed.gameStatus === 'live')).toBe(true);
  });
});

describe('holding the simulator still (DEV_API sim/hold, for browser tests that must not race the prices)', () => {
  it('while held, sim time stands still: no price moves, no suspensions, no kick-offs or ends, only flushes', () => {
    const sim = new Simulator({ ...small, seed: 12 });
    run(sim, 10_000);
    const before = state(sim);
    const heldAt = sim.now;
    const log = logSimulation(sim);
    sim.hold(true);
    expect(sim.held).toBe(true);
    run(sim, 600_000, 1000);
    expect(sim.now).toBe(heldAt);
    expect(log).toEqual(Array.from({ length: 600 }, () => 'flush'));
    expect(state(sim)).toEqual(before);
  });

  it('released, it plays on from where it stood exactly as if the held time had never passed', () => {
    const held = new Simulator({ ...small, seed: 13 });
    const never = new Simulator({ ...small, seed: 13 });
    run(held, 20_000);
    run(never, 20_000);
    held.hold(true);
    run(held, 300_000);
    held.hold(false);
    expect(held.held).toBe(false);
    const logHeld = logSimulation(held);
    const logNever = logSimulation(never);
    run(held, 30_000);
    run(never, 30_000);
    expect(logHeld.filter((l) => l.startsWith('o ')).length).toBeGreaterThan(0);
    expect(logHeld).toEqual(logNever);
    expect(held.now).toBe(never.now);
    expect(state(held)).toEqual(state(never));
  });
});
