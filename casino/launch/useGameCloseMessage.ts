import { useEffect, type RefObject } from 'react';

/** What a provider's game page posts to its parent from its 返回 button. */
export const VENUE_CLOSE_MESSAGE = 'venue:close';

function isCloseMessage(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === VENUE_CLOSE_MESSAGE
  );
}

/**
 * Calls `onClose` when the game in `frame` asks to be closed (`postMessage({ type: 'venue:close' })`): only from
 * that frame's window and from the origin of the address it was given, so no other page or frame can close it.
 */
export function useGameCloseMessage(
  frame: RefObject<HTMLIFrameElement | null>,
  gameUrl: string,
  onClose: () => void,
): void {
  useEffect(() => {
    const origin = new URL(gameUrl).origin;
    const onMessage = (event: MessageEvent<unknown>): void => {
      if (event.origin !== origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (isCloseMessage(event.data)) onClose();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, gameUrl, onClose]);
}
