import { useEffect, useRef } from 'react';
import styled from '@emotion/styled';
import { useLaunchText } from './useLaunchText';
import { useFullscreen } from './useFullscreen';
import { useGameCloseMessage } from './useGameCloseMessage';

/** Over the site (header included), under the dialogs (z-index 100 and up): the game has the whole window. */
const Screen = styled.section`
  position: fixed;
  inset: 0;
  z-index: 95;
  display: flex;
  flex-direction: column;
  background: #000000;
`;

const TitleBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.onHeader};
  h1 {
    flex: 1;
    min-width: 0;
    margin: 0;
    overflow: hidden;
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    text-align: center;
    text-overflow: ellipsis;
    white-space: nowrap;
    &:focus {
      outline: none;
    }
  }
  /* Both ends the same width, so the name stays centred. */
  .frame-end {
    display: flex;
    justify-content: flex-end;
    min-width: 88px;
  }
  .frame-start {
    justify-content: flex-start;
  }
`;

const BarButton = styled.button`
  min-height: 36px;
  min-width: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.onHeaderMuted};
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.onHeader};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Frame = styled.iframe`
  flex: 1;
  display: block;
  width: 100%;
  min-height: 0;
  border: 0;
  background: #000000;
`;

export interface GameFrameProps {
  /** The game's name, on the title bar. */
  name: string;
  /** The game's address (checked by frameableGameUrl). */
  url: string;
  /** 返回, or the game's own close message. */
  onClose: () => void;
}

/**
 * A launched game (spec 2.1 /game/:info, /dz/game, /pg/game): the whole window, with a title bar (返回, the game's
 * name, 全屏) over the provider's page in a frame, which closes when the game posts `{ type: 'venue:close' }`.
 */
export function GameFrame({ name, url, onClose }: GameFrameProps) {
  const t = useLaunchText();
  const screen = useRef<HTMLElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const fullscreen = useFullscreen(screen);
  useGameCloseMessage(frame, url, onClose);
  // Said and focused on arrival, so a keyboard or screen reader starts from the game's name and its 返回.
  useEffect(() => title.current?.focus(), []);
  return (
    <Screen ref={screen} aria-labelledby="game-frame-title">
      <TitleBar>
        <span className="frame-end frame-start">
          <BarButton type="button" onClick={onClose}>
            {t('frame.back')}
          </BarButton>
        </span>
        <h1 id="game-frame-title" ref={title} tabIndex={-1}>
          {name}
        </h1>
        <span className="frame-end">
          {fullscreen.available ? (
            <BarButton type="button" onClick={fullscreen.toggle}>
              {fullscreen.active ? t('frame.exitFullscreen') : t('frame.fullscreen')}
            </BarButton>
          ) : null}
        </span>
      </TitleBar>
      <Frame ref={frame} title={t('frame.label', { name })} src={url} allow="autoplay; fullscreen" />
    </Screen>
  );
}
