import { z } from 'zod';
import { endpoint } from './endpoint';

const SITE = '/site/api/v1';
const empty = z.object({}).passthrough();

export const siteBaseConfigSchema = z.object({
  siteId: z.string(),
  title: z.string(),
  h5DomainUrl: z.string(),
  /** 0 slider-style captcha, 1 picture captcha (spec 3). */
  kaptchcate: z.union([z.literal(0), z.literal(1)]),
  depositEnabled: z.boolean(),
  /** false forces the classic edition (spec 4). */
  editionSwitch: z.boolean(),
  registerEnabled: z.boolean(),
});
export type SiteBaseConfig = z.infer<typeof siteBaseConfigSchema>;

export const preInfoSchema = z.object({ ip: z.string(), siteBaseConfig: siteBaseConfigSchema });
export type PreInfo = z.infer<typeof preInfoSchema>;

export const navigationItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  icon: z.string(),
  sort: z.number().int(),
});
export type NavigationItem = z.infer<typeof navigationItemSchema>;

export const sponsorItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  content: z.string(),
  image: z.string(),
  link: z.string(),
});
export type SponsorItem = z.infer<typeof sponsorItemSchema>;

export const countryAreaSchema = z.object({ areaName: z.string(), areaCode: z.string(), regex: z.string() });
export type CountryArea = z.infer<typeof countryAreaSchema>;

export const siteApi = {
  preInfo: endpoint('POST', `${SITE}/configuration/preInfo`, empty, preInfoSchema),
  onlineCustomService: endpoint(
    'POST',
    `${SITE}/configuration/onlinecustomservice`,
    empty,
    z.object({ url: z.string() }),
  ),
  navigationList: endpoint('POST', `${SITE}/advertising/navigationList`, empty, z.array(navigationItemSchema)),
  sponsorContent: endpoint('POST', `${SITE}/advertising/sponsorContent`, empty, z.array(sponsorItemSchema)),
  queryCountryArea: endpoint(
    'POST',
    `${SITE}/site/countryArea/queryCountryArea`,
    z.object({ area: z.string().max(40).optional() }),
    z.array(countryAreaSchema),
  ),
};
