import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { helpRoutes } from '@src/help';
import type { AppStore } from '@src/store';
import { selectIsLoggedIn } from '@src/session';
import { MAIN_NAV, MEMBER_NAV, type NavKey } from './navigation';
import { AppLayout } from './layout/AppLayout';
import { PageLoading } from './pages/PageLoading';
import { RouteErrorPage } from './pages/RouteErrorPage';
import type { PageHandle } from './pages/ComingSoonPage';

export interface RouteDependencies {
  store: AppStore;
  /** spec 2.4: a visitor sent home from a members-only route is told to log in first. */
  onLoginRequired: () => void;
  /** The site setting siteBaseConfig.depositEnabled, as known now (spec 2.4 rule 5). */
  depositEnabled: () => boolean;
}

const comingSoon = () => import('./pages/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage }));

/** spec 2.4, rule 1: a visitor on a requiresAuth route goes home with a toast. */
function requireAuth({ store, onLoginRequired }: RouteDependencies): LoaderFunction {
  return () => {
    if (selectIsLoggedIn(store.getState())) return null;
    onLoginRequired();
    return redirect('/');
  };
}

function placeholder(path: string, titleKey: NavKey, loader?: LoaderFunction): RouteObject {
  const handle: PageHandle = { titleKey };
  return { path, handle, lazy: comingSoon, ...(loader ? { loader } : {}) };
}

/**
 * The route table (spec 2.1-2.3), every page lazily loaded. Pages later issues build show a "coming soon"
 * frame until then; the accounts issue replaces the guards with the full set of spec 2.4.
 */
export function createAppRoutes(dependencies: RouteDependencies): RouteObject[] {
  const membersOnly = requireAuth(dependencies);
  return [
    {
      path: '/',
      Component: AppLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: PageLoading,
      children: [
        { index: true, lazy: () => import('@src/home').then((m) => ({ Component: m.HomePage })) },
        ...MAIN_NAV.filter((entry) => entry.path !== '/' && !entry.path.startsWith('/app/help')).map(
          (entry) => placeholder(entry.path, entry.key),
        ),
        helpRoutes({ depositEnabled: dependencies.depositEnabled }),
        ...MEMBER_NAV.map((entry) => placeholder(entry.path, entry.key, membersOnly)),
        {
          path: '/mine/*',
          loader: membersOnly,
          lazy: comingSoon,
          handle: { titleKey: 'profile' } satisfies PageHandle,
        },
        {
          path: '*',
          lazy: () => import('./pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
        },
      ],
    },
  ];
}
