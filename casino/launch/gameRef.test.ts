import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeGameInfo, encodeGameInfo, gamePath } from './gameRef';

describe('the game of /game/:info', () => {
  it('a launched game comes back from its address, Chinese name included', () => {
    const game = { enName: 'AGZR', gameCode: 'bjl-01', name: '百家乐 极速厅', venueName: 'AG真人' };
    expect(decodeGameInfo(encodeGameInfo(game))).toEqual(game);
    expect(gamePath(game)).toMatch(/^\/game\/[A-Za-z0-9_-]+$/);
  });

  it('any venue, game and name survive the round trip', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9]{2,12}$/),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
        fc.string({ maxLength: 60, unit: 'grapheme' }),
        (enName, gameCode, name) => {
          const decoded = decodeGameInfo(encodeGameInfo({ enName, gameCode, name }));
          expect(decoded?.enName).toBe(enName);
          expect(decoded?.gameCode).toBe(gameCode);
        },
      ),
    );
  });

  it('an address this site did not write opens nothing', () => {
    expect(decodeGameInfo(undefined)).toBeNull();
    expect(decodeGameInfo('sport')).toBeNull();
    expect(decodeGameInfo('%3Cscript%3E')).toBeNull();
    const bad = btoa(JSON.stringify({ e: 'agzr<', g: 'x', n: 'y' })).replace(/=+$/, '');
    expect(decodeGameInfo(bad)).toBeNull();
  });
});
