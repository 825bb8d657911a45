import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { VENUE_CATEGORIES } from '@src/contract/venue';
import { GAME_CATEGORY_PAGES } from '../gameCategories';
import { readLaunchState } from './launchState';

/**
 * The lobby a game page was launched from, or, reached without one (a reload, an address typed in), the lobby of
 * the venue's category: the site's venue codes end with their category (AGZR: ZR, live dealer).
 */
export function lobbyOf(enName: string): string {
  const category = VENUE_CATEGORIES.find((code) => enName.endsWith(code));
  return GAME_CATEGORY_PAGES.find((page) => page.category === category)?.path ?? '/';
}

/**
 * Leaves a game page for the lobby it came from (`fallback` when the page does not know it), replacing the page in
 * the history, so Back does not reopen the game.
 */
export function useReturnToLobby(fallback: string): () => void {
  const navigate = useNavigate();
  const from = readLaunchState(useLocation().state as unknown).from ?? fallback;
  return useCallback(() => void navigate(from, { replace: true }), [from, navigate]);
}
