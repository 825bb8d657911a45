import { useCallback } from 'react';
import type { GameItem } from '@src/contract/venue';
import { useServices } from '@src/app/ServicesContext';
import { usePagedList } from '@src/mine/usePagedList';
import { toasts } from '@src/ui';
import { GAME_PAGE_SIZE, gameKey, gameListRequest, type GameQuery } from './gameQuery';
import { useLobbyText } from './useLobbyText';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : '');

/**
 * The lobby's games for `query`, a page at a time (load more), asked again whenever the query changes (or the
 * member logs in or out: `member` is part of what is asked). Favourites change at once on screen and go back
 * with the server's message when the server refuses.
 */
export function useGameList(query: GameQuery, member: boolean) {
  const t = useLobbyText();
  const { api } = useServices();
  const key = JSON.stringify(query);
  const loadPage = useCallback(
    (pageNum: number, pageSize: number) => {
      const asked = JSON.parse(key) as GameQuery;
      return api.data('gameList', gameListRequest(asked, pageNum, pageSize));
    },
    // `member`: the answer's favourites and recent plays are the member's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, key, member],
  );
  const paged = usePagedList<GameItem>(loadPage, GAME_PAGE_SIZE, gameKey);
  const { update } = paged;

  const markFavourite = (game: GameItem, favourite: boolean): void =>
    update((shown) => ({
      ...shown,
      items: shown.items.map((item) => (gameKey(item) === gameKey(game) ? { ...item, favourite } : item)),
    }));

  const toggleFavourite = (game: GameItem): void => {
    const wanted = !game.favourite;
    markFavourite(game, wanted);
    const ref = { enName: game.enName, gameCode: game.gameCode };
    api.data(wanted ? 'addCollection' : 'removeCollection', ref).then(
      ({ favourite }) => markFavourite(game, favourite),
      (error: unknown) => {
        markFavourite(game, !wanted);
        toasts.error(
          t(wanted ? 'games.favouriteFailed' : 'games.unfavouriteFailed', { message: messageOf(error) }),
        );
      },
    );
  };

  return { ...paged, toggleFavourite };
}
