import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { DEFAULT_HELP_TOPIC_KEY, visibleHelpTopics } from './topics';
import type { HelpTopicOptions } from './topics';

export const HELP_ROUTE_PATH = 'app/help';

/**
 * The /app/help route (spec 2.3) for a react-router-dom 7 data router, to place among the children of
 * the root route. Layout and pages load lazily. With `depositEnabled: false` the ck child is left out,
 * so /app/help/ck falls through to the router's not-found route (spec 2.4 item 5) and the menu hides it.
 */
export function helpRoutes(options: HelpTopicOptions): RouteObject {
  const topics = visibleHelpTopics(options);
  return {
    path: HELP_ROUTE_PATH,
    lazy: async () => {
      const { HelpLayout } = await import('./HelpLayout');
      return { element: <HelpLayout topics={topics} /> };
    },
    children: [
      { index: true, element: <Navigate to={DEFAULT_HELP_TOPIC_KEY} replace /> },
      ...topics.map(
        (topic): RouteObject => ({
          path: topic.key,
          lazy: async () => {
            const { HelpTopicPage } = await import('./HelpTopicPage');
            return { element: <HelpTopicPage topic={topic} topics={topics} /> };
          },
        }),
      ),
    ],
  };
}
