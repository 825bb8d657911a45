import styled from '@emotion/styled';
import type { GameItem, GameListTab } from '@src/contract/venue';
import { LoadMore } from '@src/mine/LoadMore';
import type { PagedList } from '@src/mine/usePagedList';
import { Button, VisuallyHidden } from '@src/ui';
import { gameKey } from './gameQuery';
import { GameTile } from './GameTile';
import { LobbyNotice } from './LobbyNotice';
import { useLobbyText } from './useLobbyText';
import { useNearEnd } from './useNearEnd';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(168px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  @media (max-width: 767px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const SkeletonTile = styled.li`
  aspect-ratio: 4 / 4.2;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  animation: lobby-pulse 1.2s ease-in-out infinite alternate;
  @keyframes lobby-pulse {
    to {
      opacity: 0.55;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const SKELETON_TILES = 12;

export interface GameGridProps {
  list: PagedList<GameItem>;
  tab: GameListTab;
  keyword: string;
  onLoadMore: () => void;
  onRetry: () => void;
  onClearSearch: () => void;
  onPlay: (game: GameItem) => void;
  onToggleFavourite: (game: GameItem) => void;
}

/** The lobby's games: skeletons while loading, a retry on failure, what an empty list means, and more on scroll. */
export function GameGrid({
  list,
  tab,
  keyword,
  onLoadMore,
  onRetry,
  onClearSearch,
  onPlay,
  onToggleFavourite,
}: GameGridProps) {
  const t = useLobbyText();
  const canLoadMore = list.status === 'ok' && list.next === 'idle';
  const endRef = useNearEnd<HTMLDivElement>(onLoadMore, canLoadMore);

  if (list.status === 'loading') {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t('games.loading')}</VisuallyHidden>
        <Grid aria-hidden="true">
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <SkeletonTile key={index} />
          ))}
        </Grid>
      </div>
    );
  }
  if (list.status === 'failed') {
    return (
      <LobbyNotice role="alert">
        <p>{t('games.loadFailed')}</p>
        <Button type="button" variant="secondary" onClick={onRetry}>
          {t('games.retry')}
        </Button>
      </LobbyNotice>
    );
  }
  if (list.items.length === 0) {
    if (keyword) {
      return (
        <LobbyNotice role="status">
          <p>{t('games.noResult', { keyword })}</p>
          <Button type="button" variant="secondary" onClick={onClearSearch}>
            {t('games.clearSearch')}
          </Button>
        </LobbyNotice>
      );
    }
    const empty =
      tab === 'favourites' ? 'games.noFavourites' : tab === 'recent' ? 'games.noRecent' : 'games.empty';
    return (
      <LobbyNotice role="status">
        <p>{t(empty)}</p>
      </LobbyNotice>
    );
  }
  return (
    <>
      <VisuallyHidden role="status">{t('games.found', { total: list.total })}</VisuallyHidden>
      <Grid aria-label={t('games.label')}>
        {list.items.map((game) => (
          <GameTile key={gameKey(game)} game={game} onPlay={onPlay} onToggleFavourite={onToggleFavourite} />
        ))}
      </Grid>
      <div ref={endRef}>
        {list.next !== 'none' ? (
          <LoadMore
            shownText={t('games.shown', { shown: list.items.length, total: list.total })}
            next={list.next}
            onLoad={onLoadMore}
            texts={{
              loadMore: t('games.loadMore'),
              loading: t('games.loading'),
              failed: t('games.moreFailed'),
              retry: t('games.retry'),
            }}
          />
        ) : null}
      </div>
    </>
  );
}
