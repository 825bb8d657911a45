import type { RouteObject } from 'react-router-dom';
import type { RouteMeta } from '@src/app/guards/routeMeta';

/**
 * The sportsbook's routes, registered by the shell's route table from this light module. /game/sport/:enName
 * is the local sport page (spec 4: CRTY opens it); the sportsbook, slip included, loads with it.
 */
export function sportsbookRoutes(): RouteObject[] {
  return [
    {
      path: '/game/sport/:enName',
      handle: {
        titleKey: 'localSport',
        category: 'TY',
        requiresAuth: true,
        fullWidth: true,
        hideFooter: true,
      } satisfies RouteMeta,
      lazy: () => import('./index').then((m) => ({ Component: m.SportPage })),
    },
  ];
}
