import { describe, expect, it } from 'vitest';
import type { FeedMatch, OddsStatus, PlayType } from '@src/contract';
import { Simulator, type SimListener } from './simulator';
import type { SimMarket } from './markets';
import type { SimMatch } from './simMatch';
import { bookPercentage } from './pricing';

const NOON = Date.UTC(2026, 10, 22, 4, 0, 0);

/** Checks every market that changed at each flush; collects problems instead of failing per odds. */
function watchMarkets(sim: Simulator): { problems: string[]; books: number } {
  const changed = new Set<SimMarket>();
  const owner = new Map<SimMarket, SimMatch>();
  const report = { problems: [] as string[], books: 0 };
  sim.addListener({
    odds: (m, o) => {
      if (!/^\d+\.\d{2}$/.test(o.wire.price) || Number(o.wire.price) < 1.01) report.problems.push(`price ${o.wire.oddsId} ${o.wire.price}`);
      changed.add(o.market);
      owner.set(o.market, m);
    },
    market: () => undefined,
    live: () => undefined,
    listed: () => undefined,
    unlisted: () => undefined,
    removed: () => undefined,
    flush: () => {
      for (const market of changed) {
        const m = owner.get(market);
        if (!m || !market.odds.every((o) => o.wire.status === 'open')) continue;
        const percentage = bookPercentage(market.odds.map((o) => o.wire.price));
        report.books += 1;
        if (market.kind === 'FS') continue;
        // A 26-way correct score rounds and caps its long shots: its book runs a few points over a two-way one's.
        const most = market.kind === 'PD' ? 1.2 : 1.12;
        if (percentage < 1.03 || percentage > most) report.problems.push(`${market.kind} ${market.line} of ${m.gameId}: ${percentage.toFixed(4)}`);
      }
      changed.clear();
    },
  });
  return report;
}

function outrightBooks(sim: Simulator): number[] {
  const sums: number[] = [];
  for (const showType of ['FSFT', 'FSFU'] as const) {
    for (const m of sim.listMembers(showType, 'FS')) {
      sums.push(bookPercentage(m.odds.filter((o) => o.wire.status === 'open').map((o) => o.wire.price)));
    }
  }
  return sums;
}

describe('market sanity', { timeout: 60_000 }, () => {
  it('never prices below 1.01 and keeps a 3-12% margin on every open book (up to 20% on a correct score), every family included', () => {
    for (const seed of [1, 2]) {
      const sim = new Simulator({ live: 80, upcoming: 150, startTime: NOON, seed, oddsRate: 2 });
      const report = watchMarkets(sim);
      for (let t = 0; t < 15 * 60; t++) sim.advance(1000);
      expect(report.problems).toEqual([]);
      expect(report.books).toBeGreaterThan(1000);
    }
  });

  it('prices outrights from 8 to 20 participants with implied chances adding up to between 100% and 130%', () => {
    for (const seed of [1, 2]) {
      const sim = new Simulator({ live: 10, upcoming: 20, startTime: NOON, seed });
      for (let hour = 0; hour < 4; hour++) {
        for (const sum of outrightBooks(sim)) {
          expect(sum).toBeGreaterThanOrEqual(1);
          expect(sum).toBeLessThanOrEqual(1.3);
        }
        for (let t = 0; t < 60; t++) sim.advance(60_000);
      }
      for (const showType of ['FSFT', 'FSFU'] as const) {
        for (const m of sim.listMembers(showType, 'FS')) {
          expect(m.odds.length).toBeGreaterThanOrEqual(8);
          expect(m.odds.length).toBeLessThanOrEqual(20);
        }
      }
    }
  });

  it('offers quarter handicap and total lines on football, the main lines on the list', () => {
    const sim = new Simulator({ live: 40, upcoming: 80, startTime: NOON, seed: 4 });
    const football = [...sim.listMembers('RB', 'FT'), ...sim.listMembers('FT', 'FT')];
    expect(football.length).toBeGreaterThan(20);
    for (const m of football) {
      const lines = (playType: PlayType): number[] => [...new Set(m.odds.filter((o) => o.wire.playType === playType).map((o) => Number(o.wire.line)))];
      expect(lines('R').some((line) => Math.abs(line * 4) % 2 === 1)).toBe(true);
      expect(lines('OU').some((line) => Math.abs(line * 4) % 2 === 1)).toBe(true);
      expect(lines('R').length).toBe(7);
      const main = m.wireOdds(true);
      expect(main.map((o) => o.playType).sort()).toEqual(['EO', 'EO', 'M', 'M', 'M', 'OU', 'OU', 'R', 'R']);
    }
  });

  it('suspends every market of a football match on a goal and reopens them after it', () => {
    const sim = new Simulator({ live: 60, upcoming: 60, startTime: NOON, seed: 8 });
    const goals = new Map<string, number>();
    const suspendedAtGoal: string[] = [];
    const reopened = new Set<string>();
    let now = 0;
    const listener: SimListener = {
      odds: (m, o) => {
        if (o.wire.status === 'open' && goals.has(m.gameId)) reopened.add(m.gameId);
      },
      market: (m, playType: PlayType, status: OddsStatus) => {
        if (status === 'suspended' && playType === 'M' && goals.get(m.gameId) === now) suspendedAtGoal.push(m.gameId);
      },
      live: (m, patch: Partial<FeedMatch>) => {
        if (m.feed.gameType === 'FT' && (patch.sc_FT_H !== undefined || patch.sc_FT_C !== undefined)) {
          goals.set(m.gameId, now);
          reopened.delete(m.gameId);
        }
      },
      listed: () => undefined,
      unlisted: () => undefined,
      removed: () => undefined,
      flush: () => undefined,
    };
    sim.addListener(listener);
    for (now = 1; now <= 20 * 60; now++) sim.advance(1000);
    const scored = [...goals.keys()];
    expect(scored.length).toBeGreaterThan(3);
    expect(new Set(suspendedAtGoal)).toEqual(new Set(scored));
    // Every match that scored more than 91 s before the end has reopened its markets since.
    const settled = scored.filter((id) => (goals.get(id) ?? 0) < now - 92 && sim.match(id)?.feed.gameStatus === 'live');
    expect(settled.length).toBeGreaterThan(0);
    for (const id of settled) expect(reopened.has(id)).toBe(true);
  });
});
