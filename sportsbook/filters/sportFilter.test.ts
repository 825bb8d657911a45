import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SHOW_TYPES, GAME_TYPES } from '@src/contract';
import { siteDay } from '@src/contract/siteClock';
import {
  INITIAL_SPORT_FILTER,
  channelsOf,
  earlyDates,
  filterFromSearch,
  filterToSearch,
  sportFilterReducer,
  type SportFilterAction,
  type SportFilterState,
} from './sportFilter';

const basketballEarlyWithLeague: SportFilterState = {
  showType: 'FU',
  gameType: 'BK',
  date: '2026-11-24',
  leagueIds: ['2001'],
  favouritesOnly: false,
};

describe('sport filter rules (spec 4)', () => {
  it.each<[string, SportFilterState, SportFilterAction, Partial<SportFilterState>]>([
    ['changing to today resets game type to football and date to none', basketballEarlyWithLeague, { type: 'showType', showType: 'FT' }, { showType: 'FT', gameType: 'FT', date: null, leagueIds: null }],
    ['changing to champion today resets game type to football and date to none', basketballEarlyWithLeague, { type: 'showType', showType: 'FSFT' }, { showType: 'FSFT', gameType: 'FT', date: null, leagueIds: null }],
    ['changing to champion early resets game type to football and date to none', basketballEarlyWithLeague, { type: 'showType', showType: 'FSFU' }, { showType: 'FSFU', gameType: 'FT', date: null, leagueIds: null }],
    ['in-play makes every game-type tab inactive and clears the date', basketballEarlyWithLeague, { type: 'showType', showType: 'RB' }, { showType: 'RB', gameType: null, date: null, leagueIds: null }],
    ['changing to early keeps the game type and clears the league filter', { ...basketballEarlyWithLeague, showType: 'FT', date: null }, { type: 'showType', showType: 'FU' }, { showType: 'FU', gameType: 'BK', date: null, leagueIds: null }],
    ['changing the game type clears the league filter and keeps the date', basketballEarlyWithLeague, { type: 'gameType', gameType: 'TN' }, { gameType: 'TN', date: '2026-11-24', leagueIds: null }],
    ['changing the date clears the league filter', basketballEarlyWithLeague, { type: 'date', date: '2026-11-25' }, { date: '2026-11-25', leagueIds: null, gameType: 'BK' }],
    ['choosing a sport during in-play keeps in-play', { ...INITIAL_SPORT_FILTER, showType: 'RB', gameType: null }, { type: 'gameType', gameType: 'BK' }, { showType: 'RB', gameType: 'BK' }],
    ['choosing leagues sets the league filter', INITIAL_SPORT_FILTER, { type: 'leagues', leagueIds: ['1001', '1002'] }, { leagueIds: ['1001', '1002'] }],
    ['choosing no league shows all leagues', basketballEarlyWithLeague, { type: 'leagues', leagueIds: [] }, { leagueIds: null }],
    ['the favourites filter keeps the rest', basketballEarlyWithLeague, { type: 'favouritesOnly', on: true }, { favouritesOnly: true, leagueIds: ['2001'] }],
  ])('%s', (_story, state, action, expected) => {
    expect(sportFilterReducer(state, action)).toEqual({ ...state, ...expected });
  });

  it('choosing the show type already shown changes nothing, the league filter stays', () => {
    expect(sportFilterReducer(basketballEarlyWithLeague, { type: 'showType', showType: 'FU' })).toBe(basketballEarlyWithLeague);
  });

  it('any change of show type, game type or date leaves no league filter (property)', () => {
    const state = fc.record({
      showType: fc.constantFrom(...SHOW_TYPES),
      gameType: fc.option(fc.constantFrom(...GAME_TYPES.filter((g) => g !== 'FS')), { nil: null }),
      date: fc.option(fc.constant('2026-11-24'), { nil: null }),
      leagueIds: fc.constant(['1001']),
      favouritesOnly: fc.boolean(),
    });
    const action = fc.oneof(
      fc.constantFrom(...SHOW_TYPES).map((showType): SportFilterAction => ({ type: 'showType', showType })),
      fc.constantFrom(...GAME_TYPES.filter((g) => g !== 'FS')).map((gameType): SportFilterAction => ({ type: 'gameType', gameType })),
      fc.constantFrom('2026-11-25', null).map((date): SportFilterAction => ({ type: 'date', date })),
    );
    fc.assert(
      fc.property(state, action, (before, act) => {
        const after = sportFilterReducer(before, act);
        if (after !== before) expect(after.leagueIds).toBeNull();
        if (after.showType === 'RB' && before.showType !== 'RB') expect(after.gameType).toBeNull();
      }),
    );
  });
});

describe('channels of a filter', () => {
  it('in-play with no sport chosen shows every sport of in-play', () => {
    expect(channelsOf({ showType: 'RB', gameType: null })).toEqual(['RB:FT', 'RB:VF', 'RB:BK', 'RB:TN', 'RB:OP', 'RB:SK', 'RB:VB', 'RB:BS', 'RB:TT']);
  });
  it('a chosen sport shows its channel', () => {
    expect(channelsOf({ showType: 'FU', gameType: 'BK' })).toEqual(['FU:BK']);
  });
  it('champion lists show the outrights', () => {
    expect(channelsOf({ showType: 'FSFU', gameType: 'FT' })).toEqual(['FSFU:FS']);
  });
});

describe('the filter in the page address', () => {
  it('round-trips', () => {
    const search = filterToSearch({ ...basketballEarlyWithLeague, favouritesOnly: true }, new URLSearchParams('match=3000001'));
    expect(search.get('match')).toBe('3000001');
    expect(filterFromSearch(search)).toEqual({ ...basketballEarlyWithLeague, favouritesOnly: true });
  });
  it('an empty address is today football', () => {
    expect(filterFromSearch(new URLSearchParams())).toEqual(INITIAL_SPORT_FILTER);
  });
  it('junk is ignored', () => {
    expect(filterFromSearch(new URLSearchParams('show=XX&game=FS&date=tomorrow&leagues=<x>'))).toEqual(INITIAL_SPORT_FILTER);
  });
  it('in-play without a sport keeps every tab inactive', () => {
    expect(filterFromSearch(new URLSearchParams('show=RB')).gameType).toBeNull();
  });
});

describe('early dates', () => {
  it('are the next 7 China-time days', () => {
    // 2026-11-22 20:00 UTC is already 2026-11-23 in China.
    const now = Date.UTC(2026, 10, 22, 20, 0);
    expect(siteDay(now)).toBe('2026-11-23');
    expect(earlyDates(now)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30']);
  });
});
