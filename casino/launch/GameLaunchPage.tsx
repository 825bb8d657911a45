import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { balanceRefreshRequested, selectVenueBalance } from '@streams';
import { useServices } from '@src/app/ServicesContext';
import { NEW_TAB_VENUES } from '@src/contract/venue';
import { useAppDispatch, useAppSelector } from '@src/store/hooks';
import { toasts, useDialogs } from '@src/ui';
import { frameableGameUrl } from '../frameableGameUrl';
import { ActivityPrompt } from './ActivityPrompt';
import { decodeGameInfo, type LaunchableGame } from './gameRef';
import { GameFrame } from './GameFrame';
import { GameMissing, GamePageHolder } from './GameMissing';
import { readLaunchState } from './launchState';
import { openLoadingTab, pointTabAt } from './loadingTab';
import { requestLaunch } from './requestLaunch';
import { useAfterLaunch } from './useAfterLaunch';
import { useLaunchText } from './useLaunchText';
import { lobbyOf, useReturnToLobby } from './useReturnToLobby';

/** The venue transfer dialog (casino/transfer) loads only when a member chooses 转账并进入. */
const VenueTransferDialog = lazy(() =>
  import('../transfer/VenueTransferDialog').then((m) => ({ default: m.VenueTransferDialog })),
);

/** Where the page is: launching, asking (6413), transferring, showing the game, or offering it in a new tab. */
type Phase =
  | { kind: 'launching' }
  | { kind: 'prompt'; message: string }
  | { kind: 'transfer'; message: string }
  | { kind: 'playing'; url: string }
  | { kind: 'newTab'; url: string };

function initialPhase(state: unknown): Phase {
  const { url, activity } = readLaunchState(state);
  const frameable = frameableGameUrl(url);
  if (frameable) return { kind: 'playing', url: frameable };
  if (activity !== undefined) return { kind: 'prompt', message: activity };
  return { kind: 'launching' };
}

/**
 * spec 2.1 /game/:info (members only): a game inside the site. The lobby's launch hands over the game's address,
 * or a 6413 prompt's message; reached without either (a reload, an address typed in) the page launches again.
 * It asks the 6413 question (转账并进入: the venue transfer dialog, then a launch joining the activity; 直接进入:
 * a launch without it), shows the game in its frame, and returns to the lobby on 返回 or the game's close.
 */
export function GameLaunchPage() {
  const { info } = useParams();
  const game = decodeGameInfo(info);
  const t = useLaunchText();
  if (!game) {
    return <GameMissing lobby="/" lobbyName={t('frame.toLobby')} />;
  }
  // A new game (another :info) starts afresh.
  return <GameLaunch key={info} game={game} />;
}

function GameLaunch({ game }: { game: LaunchableGame }) {
  const { api } = useServices();
  const dialogs = useDialogs();
  const dispatch = useAppDispatch();
  const t = useLaunchText();
  const location = useLocation();
  const afterLaunch = useAfterLaunch();
  const leave = useReturnToLobby(lobbyOf(game.enName));
  const [phase, setPhase] = useState<Phase>(() => initialPhase(location.state));
  const newTabVenue = NEW_TAB_VENUES.includes(game.enName);
  // The tile's venue name, else the balances' (every navigation refreshes them), else its code.
  const venueName =
    useAppSelector((root) => game.venueName ?? selectVenueBalance(root, game.enName)?.name) ?? game.enName;
  const mounted = useRef(true);
  /** A launch has been made on this page (the one on arrival is made once, Strict Mode's second mount included). */
  const started = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** One launch; `tab`: the new tab opened in the member's click, for a new-tab venue. */
  const launch = useCallback(
    (isActivity: 0 | 1 | undefined, tab: Window | null) => {
      started.current = true;
      setPhase({ kind: 'launching' });
      const loading = tab ? null : dialogs.loading({ launch: true, autoCloseMs: null });
      void requestLaunch(api, game, isActivity).then((outcome) => {
        loading?.close();
        if (outcome.kind === 'opened') afterLaunch(outcome.transferred);
        if (outcome.kind !== 'opened' || !mounted.current) tab?.close();
        if (!mounted.current) return;
        switch (outcome.kind) {
          case 'opened': {
            if (tab) {
              pointTabAt(tab, outcome.url);
              leave();
              return;
            }
            const url = frameableGameUrl(outcome.url);
            if (!url) {
              toasts.error(t('frame.missing'));
              leave();
            } else setPhase(newTabVenue ? { kind: 'newTab', url } : { kind: 'playing', url });
            return;
          }
          case 'activity':
            setPhase({ kind: 'prompt', message: outcome.message });
            return;
          case 'maintenance':
            leave();
            void dialogs.tips({
              title: t('maintenance.title'),
              message: outcome.message,
              sureText: t('maintenance.sure'),
            });
            return;
          case 'failed':
            leave();
            toasts.error(outcome.message);
        }
      });
    },
    [afterLaunch, api, dialogs, game, leave, newTabVenue, t],
  );

  // Reached without the lobby's answer: launch now.
  useEffect(() => {
    if (started.current || phase.kind !== 'launching') return;
    launch(undefined, null);
  }, [launch, phase.kind]);

  const enterDirectly = (): void => {
    // A new-tab venue's tab opens inside this click, before anything asynchronous.
    const tab = newTabVenue ? openLoadingTab() : null;
    if (newTabVenue && !tab) {
      toasts.error(t('newTabBlocked'));
      return;
    }
    launch(0, tab);
  };

  const transferred = (): void => {
    dispatch(balanceRefreshRequested());
    // Still inside the activation of the transfer's click in most browsers; a blocked tab is offered as a link.
    const tab = newTabVenue ? openLoadingTab() : null;
    launch(1, tab);
  };

  if (phase.kind === 'playing') return <GameFrame name={game.name} url={phase.url} onClose={leave} />;
  return (
    <GamePageHolder aria-busy={phase.kind === 'launching'}>
      <h1>{game.name}</h1>
      {phase.kind === 'newTab' ? (
        <a href={phase.url} target="_blank" rel="noopener noreferrer" onClick={leave}>
          {t('frame.openNewTab', { name: game.name })}
        </a>
      ) : null}
      <ActivityPrompt
        open={phase.kind === 'prompt'}
        message={phase.kind === 'prompt' ? phase.message : ''}
        onTransfer={() => phase.kind === 'prompt' && setPhase({ kind: 'transfer', message: phase.message })}
        onEnter={enterDirectly}
        onDismiss={leave}
      />
      {phase.kind === 'transfer' ? (
        <Suspense fallback={null}>
          <VenueTransferDialog
            open
            enName={game.enName}
            venueName={venueName}
            message={phase.message}
            isActivity={1}
            onEnterDirectly={enterDirectly}
            onClose={() => setPhase({ kind: 'prompt', message: phase.message })}
            onTransferred={transferred}
          />
        </Suspense>
      ) : null}
    </GamePageHolder>
  );
}
