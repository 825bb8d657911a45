import type { GameListTab, GameSort, GameTag, VenueCategory } from '@src/contract/venue';

/** What the lobby's game list shows: the filters a player chose (the page asks for the pages). */
export interface GameQuery {
  category: VenueCategory;
  /** One venue's games, or null for every venue of the category. */
  enName: string | null;
  tab: GameListTab;
  sort: GameSort;
  tag: GameTag | null;
  /** The search words, trimmed; '' when not searching. */
  keyword: string;
}

/** Games per page: four rows of six on a wide screen. */
export const GAME_PAGE_SIZE = 24;

/** The gameList request for one page of `query` (absent filters left out). */
export function gameListRequest(query: GameQuery, pageNum: number, pageSize: number) {
  return {
    category: query.category,
    tab: query.tab,
    sort: query.sort,
    pageNum,
    pageSize,
    ...(query.enName ? { enName: query.enName } : {}),
    ...(query.tag ? { tag: query.tag } : {}),
    ...(query.keyword ? { keyword: query.keyword } : {}),
  };
}

/** A game's key in lists: its venue and code. */
export const gameKey = (game: { enName: string; gameCode: string }): string =>
  `${game.enName}/${game.gameCode}`;
