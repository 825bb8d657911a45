import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { registerAccountRoutes } from './account';
import { registerCaptchaRoutes } from './captcha';
import { registerDevRoutes } from './dev';
import { registerFeedbackRoutes } from './feedback';
import { registerLetterRoutes } from './letter';
import { registerSiteRoutes } from './site';
import { registerUserRoutes } from './user';
import { registerWalletRoutes } from './wallet';

/** Every HTTP call of the reference backend (the chat registers its own through attachChat). */
export function registerRoutes(app: FastifyInstance, services: Services, options: { devApi: boolean }): void {
  registerSiteRoutes(app, services.site);
  registerUserRoutes(app, services.auth, services.members);
  registerWalletRoutes(app, services.wallets);
  registerCaptchaRoutes(app, services.captcha);
  registerAccountRoutes(app, services);
  registerLetterRoutes(app, services.letters, services.feedback);
  registerFeedbackRoutes(app, services.feedback);
  if (options.devApi) registerDevRoutes(app, services);
}
