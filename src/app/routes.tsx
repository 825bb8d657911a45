import { Navigate, redirect, type RouteObject } from 'react-router-dom';
import { casinoMemberPages, casinoRoutes, withSportSession } from '@casino/routes';
import { sportsbookRoutes } from '@sportsbook/routes';
// The help's light modules, not its barrel: the entry chunk must not carry the help centre's texts.
import { helpRoutes } from '@src/help/routes';
import { DEPOSIT_TOPIC_KEY } from '@src/help/topics';
import type { AppStore } from '@src/store';
import { createNavigationGuard } from './guards/navigationGuard';
import type { RouteMeta, TitleKey } from './guards/routeMeta';
import { AppLayout } from './layout/AppLayout';
import { StandaloneOutlet } from './layout/FirstPageShown';
import { StaticShellHold } from './layout/StaticShellHold';
import { PageLoading } from './pages/PageLoading';
import { RouteErrorPage } from './pages/RouteErrorPage';

export interface RouteDependencies {
  store: AppStore;
  /** spec 2.4 item 1: a visitor sent home from a members-only route is told to log in first. */
  onLoginRequired: () => void;
  /** siteBaseConfig.depositEnabled, waiting for the site configuration when it is not known yet (item 5). */
  depositEnabled: () => Promise<boolean>;
  /** The same, as known now (the help menu reads it on every render). */
  depositEnabledNow: () => boolean;
}

type Lazy = NonNullable<RouteObject['lazy']>;

const comingSoon: Lazy = () =>
  import('./pages/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage }));
const activity: Lazy = () => import('./pages/ActivityPage').then((m) => ({ Component: m.ActivityPage }));
const mineComingSoon: Lazy = () => import('@src/mine').then((m) => ({ Component: m.MineComingSoonPage }));

function page(path: string, handle: RouteMeta, lazy: Lazy): RouteObject {
  return { path, handle, lazy };
}

const activityPage = (path: string, titleKey: TitleKey) => page(path, { titleKey }, activity);

/** The member area (spec 2.2): login for all; some need a bound phone and real name; deposit may be off. */
function mineRoutes(): RouteObject {
  const member = (path: string, titleKey: TitleKey, extra: RouteMeta = {}, lazy: Lazy = mineComingSoon) =>
    page(path, { titleKey, ...extra }, lazy);
  const bindPhone = { bindPhone: true };
  // The five deposit wait screens are one component family (src/mine/deposit).
  const depositWait: Lazy = () => import('@src/mine/deposit').then((m) => ({ Component: m.DepositWaitPage }));
  return {
    path: '/mine',
    handle: { requiresAuth: true, titleKey: 'mine' } satisfies RouteMeta,
    lazy: () => import('@src/mine').then((m) => ({ Component: m.MineLayout })),
    children: [
      { index: true, element: <Navigate to="userinfo" replace /> },
      member('userinfo', 'userinfo', {}, () =>
        import('@src/mine').then((m) => ({ Component: m.UserInfoPage })),
      ),
      member('auth', 'auth', {}, () =>
        import('@src/mine').then((m) => ({ Component: m.AccountSecurityPage })),
      ),
      member('introTutorial', 'introTutorial'),
      member('exchange', 'exchange'),
      member('vip', 'vip'),
      member('vip/detail', 'vipDetail'),
      member('welfare', 'welfare'),
      member('wallet', 'wallet', {}, casinoMemberPages.wallet),
      member('transRecord', 'transRecord', {}, () =>
        import('@src/mine/transRecord').then((m) => ({ Component: m.TransRecordPage })),
      ),
      member('betRecord', 'betRecord', {}, () =>
        import('@src/mine').then((m) => ({ Component: m.BetRecordPage })),
      ),
      member('giftRecord', 'giftRecord'),
      member('message', 'message', {}, () => import('@src/mine').then((m) => ({ Component: m.MessagePage }))),
      member('virtualCoinCard', 'virtualCoinCard', bindPhone, () =>
        import('@src/mine/cards').then((m) => ({ Component: m.VirtualCoinCardPage })),
      ),
      member('alipayManage', 'alipayManage', bindPhone, () =>
        import('@src/mine/cards').then((m) => ({ Component: m.AlipayManagePage })),
      ),
      member('accountManage/:id', 'accountManage', bindPhone, () =>
        import('@src/mine/cards').then((m) => ({ Component: m.AccountManagePage })),
      ),
      member('addBankCard', 'addBankCard', bindPhone, () =>
        import('@src/mine/cards').then((m) => ({ Component: m.AddBankCardPage })),
      ),
      member('feedback', 'feedback', {}, () =>
        import('@src/mine').then((m) => ({ Component: m.FeedbackPage })),
      ),
      member('feedback/list', 'feedbackList', {}, () =>
        import('@src/mine').then((m) => ({ Component: m.FeedbackListPage })),
      ),
      member('savemoney', 'savemoney', { depositGated: true }, () =>
        import('@src/mine/deposit').then((m) => ({ Component: m.SaveMoneyPage })),
      ),
      member('transfermoney', 'transfermoney', {}, casinoMemberPages.transferMoney),
      member('takemoney', 'takemoney', {}, () =>
        import('@src/mine/withdraw').then((m) => ({ Component: m.WithdrawPage })),
      ),
      member('rechargeWait', 'rechargeWait', { depositGated: true }, depositWait),
      member('transferWait', 'transferWait', { depositGated: true }, depositWait),
      member('huiwangWait', 'huiwangWait', { depositGated: true }, depositWait),
      member('xnbskWait', 'xnbskWait', { depositGated: true }, depositWait),
      member('virtualWait', 'virtualWait', { depositGated: true }, depositWait),
    ],
  };
}

/** The help area (spec 2.3, built in src/help), with its title and the deposit topic marked (item 5). */
function helpArea(depositEnabledNow: () => boolean): RouteObject {
  const help = helpRoutes({ depositEnabled: depositEnabledNow });
  if (help.index) return help;
  return {
    ...help,
    handle: { titleKey: 'help' } satisfies RouteMeta,
    children: help.children?.map((child) =>
      child.path === DEPOSIT_TOPIC_KEY
        ? { ...child, handle: { depositGated: true } satisfies RouteMeta }
        : child,
    ),
  };
}

/**
 * The route table of spec 2.1-2.3, every page lazily loaded, each with its meta (`handle`: title,
 * requiresAuth, bindPhone, category, layout flags). The shell's own pages are listed here; a feature brings
 * its routes from its light `routes.tsx` (casino, sportsbook, help), which loads nothing of the feature
 * until a route is entered. The navigation guard (spec 2.4) runs as middleware in front of every page, in
 * and out of the site layout. Pages later issues build show a real frame with their title and a "coming
 * soon" state.
 */
export function createAppRoutes(dependencies: RouteDependencies): RouteObject[] {
  const routes: RouteObject[] = [];
  const casino = casinoRoutes();
  const guard = createNavigationGuard({
    store: dependencies.store,
    routes: () => routes,
    depositEnabled: dependencies.depositEnabled,
    onLoginRequired: dependencies.onLoginRequired,
  });

  routes.push(
    {
      // Full-screen pages, outside the site layout.
      id: 'standalone',
      Component: StandaloneOutlet,
      middleware: [guard],
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: PageLoading,
      children: casino.standalone,
    },
    {
      path: '/',
      Component: AppLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: StaticShellHold,
      children: [
        {
          // Pathless, so a page error or a not-found (the guard's item 5) shows inside the layout.
          id: 'pages',
          middleware: [guard],
          ErrorBoundary: RouteErrorPage,
          children: [
            {
              index: true,
              handle: { titleKey: 'home' } satisfies RouteMeta,
              lazy: () => import('@src/home').then((m) => ({ Component: m.HomePage })),
            },
            { path: '/home', loader: () => redirect('/') },
            ...casino.inLayout,
            ...withSportSession(sportsbookRoutes()),
            page('/sponsor', { titleKey: 'sponsor', hideFooter: true }, comingSoon),
            page('/agent', { titleKey: 'agent' }, comingSoon),
            page('/download', { titleKey: 'download' }, comingSoon),
            activityPage('/activity/discount', 'discount'),
            activityPage('/activity/racePage/:id', 'racePage'),
            activityPage('/activity/activityLandPage/:id', 'activityLandPage'),
            activityPage('/activity/firstDeposit/:id', 'firstDeposit'),
            activityPage('/activity/againDeposit/:id', 'againDeposit'),
            activityPage('/activity/newTask/:id', 'newTask'),
            activityPage('/activity/drawGift/:id', 'drawGift'),
            activityPage('/activity/signGift/:id', 'signGift'),
            activityPage('/activity/friendInvitation', 'friendInvitation'),
            activityPage('/activity/bettingGift/:id', 'bettingGift'),
            ...['/redirect', '/redirect/*'].map((path) =>
              page(path, { titleKey: 'redirect', requiresAuth: true, hideInMenu: true }, () =>
                import('./pages/RedirectPage').then((m) => ({ Component: m.RedirectPage })),
              ),
            ),
            helpArea(dependencies.depositEnabledNow),
            mineRoutes(),
            page('*', { titleKey: 'notFound' }, () =>
              import('./pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
            ),
          ],
        },
      ],
    },
  );
  return routes;
}
