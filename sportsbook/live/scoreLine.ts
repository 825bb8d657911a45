import type { GameType } from '@src/contract';

/** The score fields a row reads (spec 3 match live data). */
export interface ScoreInput {
  gameType: GameType;
  isLive: boolean;
  sc_FT_H: number;
  sc_FT_C: number;
  sc_set_H: number;
  sc_set_A: number;
  sc_game_H: number;
  sc_game_A: number;
  sc_point_H: string;
  sc_point_A: string;
}

/** A score column: a catalogue key under `sport.score.*` and the home and away values. */
export interface ScoreColumn {
  key: 'goals' | 'points' | 'runs' | 'sets' | 'games' | 'frames';
  home: string;
  away: string;
}

/**
 * The score columns of a live match, main score first: football, basketball, baseball and others one
 * score; tennis sets, games and points; volleyball and table tennis sets and points in the set; snooker
 * frames and points in the frame. Empty before the start.
 */
export function scoreLine(input: ScoreInput): readonly ScoreColumn[] {
  if (!input.isLive) return [];
  const main = (key: ScoreColumn['key']): ScoreColumn => ({ key, home: String(input.sc_FT_H), away: String(input.sc_FT_C) });
  const sets = (key: 'sets' | 'frames'): ScoreColumn => ({ key, home: String(input.sc_set_H), away: String(input.sc_set_A) });
  const games = (key: 'games' | 'points'): ScoreColumn => ({ key, home: String(input.sc_game_H), away: String(input.sc_game_A) });
  switch (input.gameType) {
    case 'FT':
    case 'VF':
    case 'OP':
      return [main('goals')];
    case 'BK':
      return [main('points')];
    case 'BS':
      return [main('runs')];
    case 'TN':
      return [
        sets('sets'),
        games('games'),
        { key: 'points', home: input.sc_point_H === '' ? '0' : input.sc_point_H, away: input.sc_point_A === '' ? '0' : input.sc_point_A },
      ];
    case 'VB':
    case 'TT':
      return [sets('sets'), games('points')];
    case 'SK':
      return [sets('frames'), games('points')];
    case 'FS':
      return [];
  }
}
