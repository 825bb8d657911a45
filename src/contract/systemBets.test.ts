import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinations, parseSystem, systemLegs, systemOptions, systemWireName } from './systemBets';

function run(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * The fold patterns the Chinese naming gives n selections: the n-fold (n串1), one fold size, a run of sizes up to
 * n, a run from doubles.
 */
function namedFoldPatterns(n: number): number[][] {
  const patterns = [[n]];
  for (let f = 2; f < n; f++) patterns.push([f]);
  for (let from = 2; from < n; from++) patterns.push(run(from, n));
  for (let to = 3; to < n; to++) patterns.push(run(2, to));
  return patterns;
}

/** A system bet built valid: n selections, a pattern the naming uses, and k its number of bets, counted out. */
const namedSystem = fc
  .integer({ min: 2, max: 8 })
  .chain((n) => fc.constantFrom(...namedFoldPatterns(n)).map((folds) => ({ n, folds })))
  .map(({ n, folds }) => ({ n, k: folds.reduce((sum, f) => sum + combinations(n, f).length, 0) }));

describe('the n-fold system table (n串k), one for the bet slip and the backend', () => {
  it('3串4 is three doubles and one treble', () => {
    const bet = parseSystem('3串4');
    expect(bet && systemLegs(bet)).toEqual([[0, 1], [0, 2], [1, 2], [0, 1, 2]]);
  });
  it.each([
    ['3串1', [3]],
    ['3串3', [2]],
    ['4串4', [3]],
    ['4串5', [3, 4]],
    ['4串6', [2]],
    ['4串11', [2, 3, 4]],
    ['5串10', [2]],
    ['5串16', [3, 4, 5]],
    ['5串20', [2, 3]],
    ['5串26', [2, 3, 4, 5]],
    ['6串20', [3]],
    ['6串50', [2, 3, 4]],
    ['3/4', [2, 3]],
  ])('%s combines folds %j', (name, folds) => {
    expect(parseSystem(name)?.folds).toEqual(folds);
  });
  it('an unknown system is refused', () => {
    expect(parseSystem('3串5')).toBeNull();
    expect(parseSystem('1串1')).toBeNull();
  });
  it('every n串k the naming gives is understood, and is k bets of distinct selections (property)', () => {
    fc.assert(
      fc.property(namedSystem, ({ n, k }) => {
        const bet = parseSystem(`${n}串${k}`);
        expect(bet).not.toBeNull();
        if (bet === null) return;
        const legs = systemLegs(bet);
        expect(legs).toHaveLength(k);
        expect(bet.folds.reduce((sum, f) => sum + combinations(n, f).length, 0)).toBe(k);
        expect(new Set(legs.map((one) => one.join(','))).size).toBe(k);
        for (const legsOfBet of legs) {
          expect(bet.folds).toContain(legsOfBet.length);
          expect(new Set(legsOfBet).size).toBe(legsOfBet.length);
          expect(legsOfBet.every((i) => Number.isInteger(i) && i >= 0 && i < n)).toBe(true);
        }
      }),
    );
  });
  it('three selections offer 3串3 and 3串4 besides the parlay, sent as 3/3 and 3/4', () => {
    expect(systemOptions(3).map((o) => `${o.n}串${o.k}`)).toEqual(['3串3', '3串4']);
    expect(systemOptions(3).map(systemWireName)).toEqual(['3/3', '3/4']);
  });
});
