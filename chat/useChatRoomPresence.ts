import { useEffect } from 'react';
import { chatPanelVisibilityChanged, chatRoomEntered } from '@streams';
import { useAppStore, type AppStore } from '@src/store/hooks';

interface Presence {
  rid: string;
}

/** The chat panels on screen, per store, in mount order: the last one is the room the user is in. */
const panelsByStore = new WeakMap<AppStore, Presence[]>();

function isShown(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/**
 * A chat panel on screen enters its room and marks it read while the page is visible. The chat is in one
 * room at a time, so when a panel over another one goes (the lobby drawer closed on a match page) the one
 * beneath enters its room again; when the last goes, the room stays joined and new messages count as unread.
 */
export function useChatRoomPresence(rid: string): void {
  const store = useAppStore();
  useEffect(() => {
    const panels = panelsByStore.get(store) ?? [];
    panelsByStore.set(store, panels);
    const presence: Presence = { rid };
    panels.push(presence);
    store.dispatch(chatRoomEntered(rid));
    store.dispatch(chatPanelVisibilityChanged(isShown()));

    const onVisibility = (): void => {
      if (panels.at(-1) === presence) store.dispatch(chatPanelVisibilityChanged(isShown()));
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      const wasOnTop = panels.at(-1) === presence;
      panels.splice(panels.indexOf(presence), 1);
      const beneath = panels.at(-1);
      if (!wasOnTop) return;
      if (beneath) {
        store.dispatch(chatRoomEntered(beneath.rid));
        store.dispatch(chatPanelVisibilityChanged(isShown()));
      } else {
        store.dispatch(chatPanelVisibilityChanged(false));
      }
    };
  }, [store, rid]);
}
