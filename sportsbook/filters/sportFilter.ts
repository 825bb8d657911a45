import { GAME_TYPES, isGameType, isShowType, listChannel, type GameType, type ListChannel, type ShowType } from '@src/contract';
import { DAY_MS, siteDay } from '@src/contract/siteClock';

/**
 * The sport page's filters (spec 4). `gameType` null: every sport (in-play starts there, all game-type tabs
 * inactive). `date`: a China-time day 'YYYY-MM-DD' (early markets only). `leagueIds` null: every league.
 */
export interface SportFilterState {
  showType: ShowType;
  gameType: GameType | null;
  date: string | null;
  leagueIds: readonly string[] | null;
  favouritesOnly: boolean;
}

export type SportFilterAction =
  | { type: 'showType'; showType: ShowType }
  | { type: 'gameType'; gameType: GameType }
  | { type: 'date'; date: string | null }
  | { type: 'leagues'; leagueIds: readonly string[] | null }
  | { type: 'favouritesOnly'; on: boolean };

export const INITIAL_SPORT_FILTER: SportFilterState = {
  showType: 'FT',
  gameType: 'FT',
  date: null,
  leagueIds: null,
  favouritesOnly: false,
};

/** The sport filter rules of spec 4, as a pure reducer. */
export function sportFilterReducer(state: SportFilterState, action: SportFilterAction): SportFilterState {
  switch (action.type) {
    case 'showType': {
      if (action.showType === state.showType) return state;
      // spec 4: changing the show type clears the league filter; except for early, it resets the game type to
      // football and the date to none; in-play makes every game-type tab inactive.
      if (action.showType === 'FU') return { ...state, showType: 'FU', gameType: state.gameType ?? 'FT', leagueIds: null };
      if (action.showType === 'RB') return { ...state, showType: 'RB', gameType: null, date: null, leagueIds: null };
      return { ...state, showType: action.showType, gameType: 'FT', date: null, leagueIds: null };
    }
    case 'gameType':
      if (action.gameType === state.gameType) return state;
      return { ...state, gameType: action.gameType, leagueIds: null };
    case 'date':
      if (action.date === state.date) return state;
      return { ...state, date: action.date, leagueIds: null };
    case 'leagues':
      return { ...state, leagueIds: action.leagueIds === null || action.leagueIds.length === 0 ? null : [...action.leagueIds] };
    case 'favouritesOnly':
      return state.favouritesOnly === action.on ? state : { ...state, favouritesOnly: action.on };
  }
}

/** Outrights: the champion show types list gameType FS only. */
export function isOutrightShowType(showType: ShowType): boolean {
  return showType === 'FSFT' || showType === 'FSFU';
}

/** Sports with match lists (FS is the outright list). */
export const MATCH_GAME_TYPES: readonly GameType[] = GAME_TYPES.filter((gameType) => gameType !== 'FS');

/** The list channels the filter shows, in display order. */
export function channelsOf(state: Pick<SportFilterState, 'showType' | 'gameType'>): readonly ListChannel[] {
  if (isOutrightShowType(state.showType)) return [listChannel(state.showType, 'FS')];
  if (state.gameType === null) return MATCH_GAME_TYPES.map((gameType) => listChannel(state.showType, gameType));
  return [listChannel(state.showType, state.gameType)];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const LEAGUE_ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The filter read from the page address (?show=&game=&date=&leagues=&fav=1); what does not parse is left at its
 * default. `defaultShowType`: the tab an address without one opens on (in play while matches are live).
 */
export function filterFromSearch(
  search: URLSearchParams,
  defaultShowType: ShowType = INITIAL_SPORT_FILTER.showType,
): SportFilterState {
  const show = search.get('show') ?? '';
  const showType = isShowType(show) ? show : defaultShowType;
  const game = search.get('game');
  const gameType: GameType | null =
    game !== null && isGameType(game) && game !== 'FS' ? game : showType === 'RB' ? null : 'FT';
  const date = search.get('date');
  const leagues = (search.get('leagues') ?? '').split(',').filter((id) => LEAGUE_ID.test(id));
  return {
    showType,
    gameType,
    date: showType === 'FU' && date !== null && DATE.test(date) ? date : null,
    leagueIds: leagues.length > 0 ? leagues : null,
    favouritesOnly: search.get('fav') === '1',
  };
}

/** Writes the filter into a copy of the page's query, keeping other parameters (the open match). */
export function filterToSearch(state: SportFilterState, base: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(base);
  search.set('show', state.showType);
  if (state.gameType === null) search.delete('game');
  else search.set('game', state.gameType);
  if (state.date === null) search.delete('date');
  else search.set('date', state.date);
  if (state.leagueIds === null) search.delete('leagues');
  else search.set('leagues', state.leagueIds.join(','));
  if (state.favouritesOnly) search.set('fav', '1');
  else search.delete('fav');
  return search;
}


/** The early-market date choices: the next 7 days after today, China time. */
export function earlyDates(now: number): readonly string[] {
  const dates: string[] = [];
  for (let i = 1; i <= 7; i++) dates.push(siteDay(now + i * DAY_MS));
  return dates;
}
