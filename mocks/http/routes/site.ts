import type { FastifyInstance } from 'fastify';
import { api } from '@src/contract';
import type { SiteContent } from '../../site/siteContent';
import { defineRoute } from '../defineRoute';

/** spec 7.1: site configuration and content. */
export function registerSiteRoutes(app: FastifyInstance, site: SiteContent): void {
  defineRoute(app, api.preInfo, (_body, { ip }) => {
    const config = site.config();
    return {
      ip,
      siteBaseConfig: {
        siteId: config.siteId,
        title: config.title,
        h5DomainUrl: config.h5DomainUrl,
        kaptchcate: config.kaptchcate,
        depositEnabled: config.depositEnabled,
        editionSwitch: config.editionSwitch,
        registerEnabled: config.registerEnabled,
      },
    };
  });

  defineRoute(app, api.onlineCustomService, () => ({ url: site.config().customerServiceUrl }));
  defineRoute(app, api.navigationList, () => site.navigation());
  defineRoute(app, api.sponsorContent, () => site.sponsors());
  defineRoute(app, api.queryCountryArea, (body) => site.countryAreas(body.area ?? ''));
}
