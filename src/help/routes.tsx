import { Navigate, data } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { DEFAULT_HELP_TOPIC_KEY, DEPOSIT_TOPIC_KEY, HELP_TOPICS, visibleHelpTopics } from './topics';

export const HELP_ROUTE_PATH = 'app/help';

export interface HelpRouteOptions {
  /**
   * The site setting `siteBaseConfig.depositEnabled` (spec 2.4 item 5: help/ck gives not-found when it is off).
   * - A boolean, known when the router is built: with `false` the ck child is left out of the route table,
   *   so /app/help/ck falls through to the router's not-found handling (a `*` route or the 404 error element).
   * - A getter, for a setting that arrives after the router is built: the ck child stays, and its loader
   *   throws a 404 response (rendered by the nearest errorElement) while the getter returns false. The menu
   *   and the related links re-read the getter on every navigation.
   */
  readonly depositEnabled: boolean | (() => boolean);
}

/**
 * The /app/help route (spec 2.3) for a react-router-dom 7 data router, to place among the children of the
 * root route. No login needed. Layout and pages load lazily; the index redirects to kh.
 */
export function helpRoutes({ depositEnabled }: HelpRouteOptions): RouteObject {
  const isDepositEnabled = typeof depositEnabled === 'function' ? depositEnabled : () => depositEnabled;
  const routed = typeof depositEnabled === 'function' ? HELP_TOPICS : visibleHelpTopics({ depositEnabled });
  const depositGuard = () => {
    // react-router's not-found idiom: a thrown response reaches the nearest errorElement as a 404.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (!isDepositEnabled()) throw data(null, { status: 404, statusText: 'Not Found' });
    return null;
  };
  return {
    path: HELP_ROUTE_PATH,
    lazy: async () => {
      const { HelpLayout } = await import('./HelpLayout');
      return { element: <HelpLayout isDepositEnabled={isDepositEnabled} /> };
    },
    children: [
      { index: true, element: <Navigate to={DEFAULT_HELP_TOPIC_KEY} replace /> },
      ...routed.map(
        (topic): RouteObject => ({
          path: topic.key,
          ...(topic.key === DEPOSIT_TOPIC_KEY && typeof depositEnabled === 'function' ? { loader: depositGuard } : {}),
          lazy: async () => {
            const { HelpTopicPage } = await import('./HelpTopicPage');
            return { element: <HelpTopicPage topic={topic} isDepositEnabled={isDepositEnabled} /> };
          },
        }),
      ),
    ],
  };
}
