import './lobbyFeature';
import { useState } from 'react';
import type {
  GameEngine,
  GameItem,
  GameListTab,
  GameSort,
  GameTag,
  VenueCategory,
} from '@src/contract/venue';
import { authDialogOpened } from '@src/auth/authDialogSlice';
import { selectIsLoggedIn } from '@src/session';
import { useAppDispatch, useAppSelector } from '@src/store/hooks';
import { Button } from '@src/ui';
import { GameGrid } from './GameGrid';
import { JackpotBanner } from './JackpotBanner';
import { LobbyToolbar } from './LobbyToolbar';
import { useDebouncedValue } from './useDebouncedValue';
import { useGameList } from './useGameList';
import { LobbyNotice } from './LobbyNotice';
import { useLobbyText } from './useLobbyText';
import { VenueStrip } from './VenueStrip';

/** The search asks when the typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Opens a game; it runs inside the tile's click (a new tab must open synchronously). */
export type LaunchGame = (game: {
  enName: string;
  gameCode: string;
  name: string;
  engine?: GameEngine;
}) => void;

export interface CasinoLobbyProps {
  category: VenueCategory;
  /** The page's title, for the heading. */
  title: string;
  launch: LaunchGame;
}

/**
 * A casino lobby (ZR, DZ, BY, CP, QP, DJ): the category's jackpot pools, its venues (the provider filter), and its
 * games with tabs (全部 / 收藏 / 最近玩过), tags, sort and search. Visitors browse everything; favourites, the
 * member's tabs and launching ask them to log in.
 */
export function CasinoLobby({ category, title, launch }: CasinoLobbyProps) {
  const t = useLobbyText();
  const dispatch = useAppDispatch();
  const member = useAppSelector(selectIsLoggedIn);
  const [enName, setEnName] = useState<string | null>(null);
  const [tab, setTab] = useState<GameListTab>('all');
  const [sort, setSort] = useState<GameSort>('popular');
  const [tag, setTag] = useState<GameTag | null>(null);
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const needsLogin = !member && tab !== 'all';
  // A visitor on a member's tab asks for nothing: the tab says to log in.
  const games = useGameList({ category, enName, tab: needsLogin ? 'all' : tab, sort, tag, keyword }, member);
  const askLogin = () => dispatch(authDialogOpened('login'));

  const changeTab = (next: GameListTab) => {
    setTab(next);
    if (!member && next !== 'all') askLogin();
  };
  const toggleFavourite = (game: GameItem) => (member ? games.toggleFavourite(game) : askLogin());

  return (
    <section aria-label={title}>
      <JackpotBanner category={category} />
      <VenueStrip
        key={member ? 'member' : 'visitor'}
        category={category}
        selected={enName}
        onSelect={setEnName}
      />
      <LobbyToolbar
        tab={tab}
        sort={sort}
        tag={tag}
        search={search}
        onTab={changeTab}
        onSort={setSort}
        onTag={setTag}
        onSearch={setSearch}
      />
      {needsLogin ? (
        <LobbyNotice role="status">
          <p>{t(tab === 'favourites' ? 'games.loginFavourites' : 'games.loginRecent')}</p>
          <Button type="button" onClick={askLogin}>
            {t('games.login')}
          </Button>
        </LobbyNotice>
      ) : (
        <GameGrid
          list={games.list}
          tab={tab}
          keyword={keyword}
          onLoadMore={games.loadMore}
          onRetry={games.retry}
          onClearSearch={() => setSearch('')}
          onPlay={(game) =>
            launch({ enName: game.enName, gameCode: game.gameCode, name: game.name, engine: game.engine })
          }
          onToggleFavourite={toggleFavourite}
        />
      )}
    </section>
  );
}
