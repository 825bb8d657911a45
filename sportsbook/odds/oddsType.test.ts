import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PlayType } from '@src/contract';
import { ODDS_TYPES, combinedOddsType, oddsTypeFor } from './oddsType';

const PLAY_TYPES: readonly PlayType[] = ['M', 'R', 'OU', 'EO', 'FS'];

describe('which markets take the chosen odds format', () => {
  it('handicap and over/under are shown in the format the player chose', () => {
    for (const chosen of ODDS_TYPES) {
      expect(oddsTypeFor(chosen, 'R')).toBe(chosen);
      expect(oddsTypeFor(chosen, 'OU')).toBe(chosen);
    }
  });

  it('1X2, odd/even and outrights stay decimal in Hong Kong, Indonesian and Malay (no 主 -0.02 in Malay)', () => {
    for (const playType of ['M', 'EO', 'FS'] as const) {
      expect(oddsTypeFor('H', playType)).toBe('E');
      expect(oddsTypeFor('I', playType)).toBe('E');
      expect(oddsTypeFor('M', playType)).toBe('E');
    }
  });

  it('decimal chosen is decimal everywhere', () => {
    fc.assert(fc.property(fc.constantFrom(...PLAY_TYPES), (playType) => oddsTypeFor('E', playType) === 'E'));
  });

  it("a parlay's combined odds are Hong Kong when chosen (spec 4), decimal otherwise", () => {
    expect(combinedOddsType('H')).toBe('H');
    expect(combinedOddsType('E')).toBe('E');
    expect(combinedOddsType('I')).toBe('E');
    expect(combinedOddsType('M')).toBe('E');
  });
});

describe('the market families take the chosen format when they have a line', () => {
  it('half, quarter, corner, card and game lines are Asian lines; half-time 1X2, correct score and set winners stay decimal', () => {
    for (const playType of ['HR', 'HOU', 'CN', 'CD', 'Q1R', 'Q4OU', 'GR', 'GOU'] as const) expect(oddsTypeFor('M', playType)).toBe('M');
    for (const playType of ['HM', 'PD', 'S1M', 'S2M'] as const) expect(oddsTypeFor('M', playType)).toBe('E');
  });
});
