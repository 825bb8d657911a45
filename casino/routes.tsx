import type { RouteObject } from 'react-router-dom';
import type { GameCategory, RouteMeta } from '@src/app/guards/routeMeta';
import { GAME_CATEGORY_PAGES } from './gameCategories';

/**
 * The casino's routes (spec 2.1), registered by the shell's route table from this light module: each page
 * loads with its route, so nothing of the casino is in the entry chunk.
 */
export interface CasinoRoutes {
  /** Full-screen pages, outside the site layout. */
  standalone: RouteObject[];
  /** Pages inside the site layout. */
  inLayout: RouteObject[];
}

type Lazy = NonNullable<RouteObject['lazy']>;

const categoryPage: Lazy = () =>
  import('./GameCategoryPage').then((m) => ({ Component: m.GameCategoryPage }));
const sportCategory: Lazy = () =>
  import('./SportCategoryPage').then((m) => ({ Component: m.SportCategoryPage }));
const electronicGames: Lazy = () =>
  import('./GameCategoryPage').then((m) => ({ Component: m.ElectronicGamesPage }));
const gameFrame: Lazy = () => import('./GameFramePage').then((m) => ({ Component: m.GameFramePage }));
const launchLoading: Lazy = () =>
  import('./LaunchLoadingPage').then((m) => ({ Component: m.LaunchLoadingPage }));
const gameLaunch: Lazy = () =>
  import('./launch/GameLaunchPage').then((m) => ({ Component: m.GameLaunchPage }));
const sportSession: Lazy = () =>
  import('./launch/SportSessionOutlet').then((m) => ({ Component: m.SportSessionOutlet }));

const page = (path: string, handle: RouteMeta, lazy: Lazy): RouteObject => ({ path, handle, lazy });

/** spec 2.1: slot games and fishing share one screen, with different types. */
const ELECTRONIC: ReadonlySet<GameCategory> = new Set(['DZ', 'BY']);

/** The sport category (TY) leads with the local sportsbook's live board; the others list their venues. */
function pageOf(category: GameCategory): Lazy {
  if (category === 'TY') return sportCategory;
  return ELECTRONIC.has(category) ? electronicGames : categoryPage;
}

export function casinoRoutes(): CasinoRoutes {
  return {
    standalone: [
      page('/loading', { titleKey: 'loading' }, launchLoading),
      page('/pg/game', { titleKey: 'slotFrame', category: 'DZ' }, gameFrame),
    ],
    inLayout: [
      page('/dz/game', { titleKey: 'slotFrame', category: 'DZ' }, gameFrame),
      ...GAME_CATEGORY_PAGES.map(({ path, titleKey, category }) =>
        page(path, { titleKey, category }, pageOf(category)),
      ),
      page('/game/:info', { titleKey: 'gameLaunch', requiresAuth: true }, gameLaunch),
    ],
  };
}

/**
 * The local sport page's routes (the sportsbook's /game/sport/:enName) inside the sport session check of spec 2.4
 * item 6 and 8.2 (casino/launch/SportSessionOutlet): entering CRTY opens the sport provider's session, a 6302
 * answer asks to re-enter. A pathless parent: the pages' paths and meta stay the sportsbook's.
 */
export function withSportSession(routes: RouteObject[]): RouteObject[] {
  return [{ id: 'sportSession', lazy: sportSession, children: routes }];
}

/**
 * The casino's pages inside the member area (issue 15): the shell mounts them at /mine/wallet and
 * /mine/transfermoney, in the member layout; each loads with its route.
 */
export const casinoMemberPages = {
  wallet: (() => import('./wallet').then((m) => ({ Component: m.WalletPage }))) satisfies Lazy,
  transferMoney: (() =>
    import('./transfer').then((m) => ({ Component: m.TransferMoneyPage }))) satisfies Lazy,
};
