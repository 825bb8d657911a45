import { data, matchRoutes, redirect, type MiddlewareFunction, type RouteObject } from 'react-router-dom';
import { balanceRefreshRequested } from '@streams';
import { logoutRequested, memberInfoRequested, selectIsLoggedIn, type SessionRootState } from '@src/session';
import type { AppStore } from '@src/store';
import { sportPageChanged } from '../shell/shellSlice';
import { decideNavigation, HOME_PATH, type MemberCheck } from './navigationDecision';
import { mergeRouteMeta } from './routeMeta';

export interface NavigationGuardDependencies {
  store: AppStore;
  /** The route table the guard reads each page's meta from. */
  routes: () => RouteObject[];
  /** siteBaseConfig.depositEnabled once known; true when the site configuration cannot be read. */
  depositEnabled: () => Promise<boolean>;
  /** spec 2.4 item 1: the bottom toast "请先登录以了解更多". */
  onLoginRequired: () => void;
}

/**
 * The spec 2.4 guard as react-router middleware: it runs before any loader and before the page renders, on
 * the first load and on every navigation, so protected content never flashes. The decision itself is
 * `decideNavigation` (pure, table-tested); this is the glue that gathers its input and carries it out.
 */
export function createNavigationGuard(dependencies: NavigationGuardDependencies): MiddlewareFunction {
  const { store } = dependencies;
  return async ({ request }) => {
    const url = new URL(request.url);
    const matches = matchRoutes(dependencies.routes(), url.pathname) ?? [];
    const meta = mergeRouteMeta(matches.map((match): unknown => match.route.handle));
    const params = matches.at(-1)?.params ?? {};

    const [depositEnabled, member] = await Promise.all([
      meta.depositGated ? dependencies.depositEnabled() : Promise.resolve(true),
      checkMember(store, request.signal),
    ]);
    const decision = decideNavigation({ meta, params, member, depositEnabled });

    switch (decision.kind) {
      case 'notFound':
        // react-router's not-found idiom: a thrown 404 response, shown by the page area's error boundary.
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        throw data(null, { status: 404, statusText: 'Not Found' });
      case 'loginRequired':
        dependencies.onLoginRequired();
        return redirect(decision.to);
      case 'logout':
        store.dispatch(logoutRequested());
        // Already going home: let home show (as a visitor once the logout lands), rather than redirecting
        // home again and again while the logout is on its way.
        if (url.pathname === HOME_PATH) return;
        return redirect(decision.to);
      case 'expired':
        if (url.pathname === HOME_PATH) return;
        return redirect(decision.to);
      case 'bindRequired':
        // The binding page offers the way back once both bindings are done.
        return redirect(`${decision.to}?next=${encodeURIComponent(url.pathname + url.search)}`);
      case 'proceed':
        if (decision.refreshBalance) store.dispatch(balanceRefreshRequested());
        if (store.getState().shell.sportPage !== decision.sportPage) {
          store.dispatch(sportPageChanged({ sportPage: decision.sportPage, enName: params.enName ?? null }));
        }
        return;
    }
  };
}

/**
 * spec 2.4 item 2: a member's info is asked for on every navigation. Through the session's own request
 * (memberInfoRequested), so a newer navigation supersedes an older one and the store keeps the answer.
 */
async function checkMember(store: AppStore, signal: AbortSignal): Promise<MemberCheck> {
  if (!selectIsLoggedIn(store.getState())) return { kind: 'visitor' };
  store.dispatch(memberInfoRequested());
  await settled(store, (state) => state.session.memberStatus !== 'loading', signal);
  const { session } = store.getState();
  if (session.token === null) return { kind: 'expired' };
  if (session.memberStatus === 'succeeded' && session.member) {
    return { kind: 'loaded', bindPhone: session.member.bindPhone, bindRealName: session.member.bindRealName };
  }
  return { kind: 'failed' };
}

function settled(
  store: AppStore,
  done: (state: SessionRootState) => boolean,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (done(store.getState())) {
      resolve();
      return;
    }
    const onAbort = (): void => {
      unsubscribe();
      reject(signal.reason instanceof Error ? signal.reason : new Error('navigation aborted'));
    };
    const unsubscribe = store.subscribe(() => {
      if (!done(store.getState())) return;
      unsubscribe();
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
