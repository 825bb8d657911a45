import { describe, expect, it } from 'vitest';
import { scoreLine, type ScoreInput } from './scoreLine';

const live = (overrides: Partial<ScoreInput>): ScoreInput => ({
  gameType: 'FT',
  isLive: true,
  sc_FT_H: 2,
  sc_FT_C: 1,
  sc_set_H: 1,
  sc_set_A: 0,
  sc_game_H: 4,
  sc_game_A: 3,
  sc_point_H: '30',
  sc_point_A: 'AD',
  ...overrides,
});

describe('score line per sport', () => {
  it('football shows goals', () => {
    expect(scoreLine(live({}))).toEqual([{ key: 'goals', home: '2', away: '1' }]);
  });
  it('basketball shows points', () => {
    expect(scoreLine(live({ gameType: 'BK', sc_FT_H: 88, sc_FT_C: 90 }))).toEqual([{ key: 'points', home: '88', away: '90' }]);
  });
  it('baseball shows runs', () => {
    expect(scoreLine(live({ gameType: 'BS' }))[0]?.key).toBe('runs');
  });
  it('tennis shows sets, games and points', () => {
    expect(scoreLine(live({ gameType: 'TN' }))).toEqual([
      { key: 'sets', home: '1', away: '0' },
      { key: 'games', home: '4', away: '3' },
      { key: 'points', home: '30', away: 'AD' },
    ]);
  });
  it('tennis points before the first point read 0', () => {
    expect(scoreLine(live({ gameType: 'TN', sc_point_H: '', sc_point_A: '' }))[2]).toEqual({ key: 'points', home: '0', away: '0' });
  });
  it('volleyball and table tennis show sets and points in the set', () => {
    expect(scoreLine(live({ gameType: 'VB' })).map((c) => c.key)).toEqual(['sets', 'points']);
    expect(scoreLine(live({ gameType: 'TT' })).map((c) => c.key)).toEqual(['sets', 'points']);
  });
  it('snooker shows frames and points in the frame', () => {
    expect(scoreLine(live({ gameType: 'SK' }))).toEqual([
      { key: 'frames', home: '1', away: '0' },
      { key: 'points', home: '4', away: '3' },
    ]);
  });
  it('no score before the start', () => {
    expect(scoreLine(live({ isLive: false }))).toEqual([]);
  });
});
