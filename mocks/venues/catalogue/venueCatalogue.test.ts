import { describe, expect, it } from 'vitest';
import { gameCodeSchema } from '@src/contract/venue';
import { DEMO_VENUES } from '../../db/demoData';
import { ENGINE_OF_CATEGORY, VENUE_PROFILES } from './venueCatalogue';

describe('venue catalogues', () => {
  it('has the 14 venues of the site list, with the same names and categories, in the same order', () => {
    expect(VENUE_PROFILES.map(({ enName, name, category }) => ({ enName, name, category }))).toEqual(DEMO_VENUES);
  });

  it('gives slot and fishing venues 12-30 games, the others 6-12, and CRTY (the local sportsbook) none', () => {
    for (const venue of VENUE_PROFILES) {
      const count = venue.games.length;
      if (venue.enName === 'CRTY') expect(count).toBe(0);
      else if (venue.category === 'DZ' || venue.category === 'BY') expect([venue.enName, count >= 12 && count <= 30]).toEqual([venue.enName, true]);
      else expect([venue.enName, count >= 6 && count <= 12]).toEqual([venue.enName, true]);
    }
  });

  it('gives every game a valid code unique in its venue, its category engine, pinyin and a date', () => {
    for (const venue of VENUE_PROFILES) {
      const codes = new Set(venue.games.map((game) => game.gameCode));
      expect(codes.size).toBe(venue.games.length);
      for (const game of venue.games) {
        expect(gameCodeSchema.safeParse(game.gameCode).success).toBe(true);
        expect(game.engine).toBe(ENGINE_OF_CATEGORY[venue.category]);
        expect(game.initials).toMatch(/^[a-z0-9]+$/);
        expect(game.pinyin).toMatch(/^[a-z0-9]+$/);
        expect(Number.isInteger(game.addedAt)).toBe(true);
      }
    }
  });

  it('spells names in pinyin: 百家乐 is bjl / baijiale, 重庆时时彩 cqssc / chongqingshishicai', () => {
    const agzr = VENUE_PROFILES.find((venue) => venue.enName === 'AGZR');
    expect(agzr?.games.find((game) => game.name === '百家乐')).toMatchObject({ gameCode: 'agzr_bjl', initials: 'bjl', pinyin: 'baijiale' });
    const tcg = VENUE_PROFILES.find((venue) => venue.enName === 'TCGCP');
    expect(tcg?.games.find((game) => game.name === '重庆时时彩')).toMatchObject({ initials: 'cqssc', pinyin: 'chongqingshishicai' });
  });

  it('tags some games hot, new and jackpot, and dates the new ones after the others', () => {
    const games = VENUE_PROFILES.flatMap((venue) => venue.games);
    for (const tag of ['hot', 'new', 'jackpot'] as const) expect(games.some((game) => game.tags.includes(tag))).toBe(true);
    const newest = Math.min(...games.filter((game) => game.tags.includes('new')).map((game) => game.addedAt));
    const oldest = Math.max(...games.filter((game) => !game.tags.includes('new')).map((game) => game.addedAt));
    expect(newest).toBeGreaterThan(oldest);
  });

  it('runs an activity at AGZR and PGDZ only', () => {
    expect(VENUE_PROFILES.filter((venue) => venue.activity !== null).map((venue) => venue.enName)).toEqual(['AGZR', 'PGDZ']);
  });
});
