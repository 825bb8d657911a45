import { useId } from 'react';
import styled from '@emotion/styled';
import type { GameItem } from '@src/contract/venue';
import { useLobbyText } from './useLobbyText';

const Tile = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
  transition: box-shadow 0.15s ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  .play {
    display: flex;
    flex-direction: column;
    padding: 0;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    text-align: left;
    cursor: pointer;
  }
  .play:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  .text {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
    min-width: 0;
  }
  .name {
    overflow: hidden;
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .venue {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
  }
  .badges {
    display: flex;
    gap: ${({ theme }) => theme.space.xxs};
  }
  .badge {
    padding: 0 ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: ${({ theme }) => theme.fontSize.xs};
    line-height: 1.6;
  }
  .badge-hot {
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
  }
  .badge-new {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  .badge-jackpot {
    background: #f5c542;
    color: #3a2a00;
  }
  .heart {
    position: absolute;
    top: 0;
    right: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    padding: 0;
    border: 0;
    background: transparent;
    color: #fff;
    font-size: 22px;
    line-height: 1;
    text-shadow: 0 1px 3px rgba(0, 0, 0, 0.6);
    cursor: pointer;
  }
  .heart[data-favourite='true'] {
    color: #ff4d6d;
  }
  .heart:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -4px;
  }
`;

export interface GameTileProps {
  game: GameItem;
  onPlay: (game: GameItem) => void;
  onToggleFavourite: (game: GameItem) => void;
}

/** A game of the lobby: thumbnail, name, venue and tags; the tile opens the game, the heart (un)favourites it. */
export function GameTile({ game, onPlay, onToggleFavourite }: GameTileProps) {
  const t = useLobbyText();
  // The tags (热门, 新, 奖池) describe the tile to a screen reader; its name stays "进入 <venue> <game>".
  const badgesId = useId();
  return (
    <Tile>
      {/* The click opens the game synchronously (a new-tab venue's window must open inside the click). */}
      <button
        type="button"
        className="play"
        aria-label={t('games.play', { name: game.name, venue: game.venueName })}
        aria-describedby={game.tags.length > 0 ? badgesId : undefined}
        onClick={() => onPlay(game)}
      >
        <img src={game.thumbnail} alt="" loading="lazy" width={240} height={180} />
        <span className="text">
          <span className="name">{game.name}</span>
          <span className="meta">
            <span className="venue">{game.venueName}</span>
            {game.tags.length > 0 ? (
              <span className="badges" id={badgesId}>
                {game.tags.map((tag) => (
                  <span key={tag} className={`badge badge-${tag}`}>
                    {t(`badges.${tag}`)}
                  </span>
                ))}
              </span>
            ) : null}
          </span>
        </span>
      </button>
      <button
        type="button"
        className="heart"
        data-favourite={game.favourite}
        aria-label={t(game.favourite ? 'games.unfavourite' : 'games.favourite', { name: game.name })}
        onClick={() => onToggleFavourite(game)}
      >
        <span aria-hidden="true">{game.favourite ? '♥' : '♡'}</span>
      </button>
    </Tile>
  );
}
