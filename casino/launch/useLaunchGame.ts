import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useServices } from '@src/app/ServicesContext';
import { authDialogOpened } from '@src/auth/authDialogSlice';
import { LOCAL_SPORT_VENUE, NEW_TAB_VENUES, type GameEngine } from '@src/contract/venue';
import { selectIsLoggedIn } from '@src/session';
import { useAppDispatch, useAppSelector } from '@src/store/hooks';
import { toasts, useDialogs } from '@src/ui';
import { gamePath, type LaunchableGame } from './gameRef';
import { inSiteGamePath } from './launchAddress';
import type { GameLaunchState } from './launchState';
import { openLoadingTab, pointTabAt } from './loadingTab';
import { requestLaunch, type LaunchOutcome } from './requestLaunch';
import { useAfterLaunch } from './useAfterLaunch';
import { useLaunchText } from './useLaunchText';

/** spec 4: the local sportsbook's page. */
export const LOCAL_SPORT_PATH = '/game/sport/crty';

/** A game tile's game; `engine` (the game list's) sends slot games to the slot frame. */
export type LaunchGame = LaunchableGame & { engine?: GameEngine };

/**
 * Opens a game by the rules of spec 4, from a tile's click (call it synchronously inside the click handler):
 * - a visitor is asked to log in ("请先登录后了解更多");
 * - CRTY opens the local sport page /game/sport/crty;
 * - XMTY, G1CP, SGCP and KXZR open in a new tab, opened at once on the loading page and pointed at the game
 *   when the launch answers (closed again if it fails);
 * - every other game shows the loading dialog ("启动中..."), launches, and opens inside the site (/game/:info,
 *   slot games in the slot frame).
 * A 6413 answer (venue activity) goes to the game's page, which asks: 转账并进入 or 直接进入; 6415 shows the
 * maintenance message in a dialog; any other failure its message in a toast.
 */
export function useLaunchGame(): (game: LaunchGame) => void {
  const { api } = useServices();
  const dialogs = useDialogs();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const afterLaunch = useAfterLaunch();
  const t = useLaunchText();
  const from = location.pathname + location.search;

  /** What the lobby does with a launch that did not open the game. */
  const reportFailure = useCallback(
    (game: LaunchGame, outcome: Exclude<LaunchOutcome, { kind: 'opened' }>) => {
      if (outcome.kind === 'activity') {
        const state: GameLaunchState = { from, activity: outcome.message };
        void navigate(gamePath(game), { state });
      } else if (outcome.kind === 'maintenance') {
        void dialogs.tips({
          title: t('maintenance.title'),
          message: outcome.message,
          sureText: t('maintenance.sure'),
        });
      } else {
        toasts.error(outcome.message);
      }
    },
    [dialogs, from, navigate, t],
  );

  return useCallback(
    (game: LaunchGame) => {
      if (!loggedIn) {
        void dialogs
          .tips({
            message: t('login.message'),
            sureText: t('login.action'),
            cancelText: t('login.cancel'),
            showCancel: true,
          })
          .then((login) => {
            if (login) dispatch(authDialogOpened('login'));
          });
        return;
      }
      if (game.enName === LOCAL_SPORT_VENUE) {
        void navigate(LOCAL_SPORT_PATH);
        return;
      }
      if (NEW_TAB_VENUES.includes(game.enName)) {
        // Before anything asynchronous: a tab opened later than the click is a pop-up the browser blocks.
        const tab = openLoadingTab();
        if (!tab) {
          toasts.error(t('newTabBlocked'));
          return;
        }
        void requestLaunch(api, game).then((outcome) => {
          if (outcome.kind === 'opened') {
            pointTabAt(tab, outcome.url);
            afterLaunch(outcome.transferred);
            return;
          }
          tab.close();
          reportFailure(game, outcome);
        });
        return;
      }
      const loading = dialogs.loading({ launch: true, autoCloseMs: null });
      void requestLaunch(api, game).then((outcome) => {
        loading.close();
        if (outcome.kind !== 'opened') {
          reportFailure(game, outcome);
          return;
        }
        afterLaunch(outcome.transferred);
        const state: GameLaunchState = { from, url: outcome.url };
        void navigate(inSiteGamePath(game, outcome.url), { state });
      });
    },
    [afterLaunch, api, dialogs, dispatch, from, loggedIn, navigate, reportFailure, t],
  );
}
