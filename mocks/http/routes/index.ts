import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { registerDevRoutes } from './dev';
import { registerSiteRoutes } from './site';
import { registerUserRoutes } from './user';
import { registerWalletRoutes } from './wallet';

/** Every HTTP call of the reference backend (the chat registers its own through attachChat). */
export function registerRoutes(app: FastifyInstance, services: Services, options: { devApi: boolean }): void {
  registerSiteRoutes(app, services.site);
  registerUserRoutes(app, services.auth, services.members);
  registerWalletRoutes(app, services.wallets);
  if (options.devApi) registerDevRoutes(app, services.ledger, services.members);
}
