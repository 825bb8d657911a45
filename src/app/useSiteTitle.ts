import { useTranslation } from 'react-i18next';
import { currentBrand } from '@src/brand';
import { SITE_CONTENT_TTL_MS, useCachedData } from './useCachedData';

/** The site's title from preInfo (spec 3), or the built brand's name until it arrives. */
export function useSiteTitle(): string {
  const { t } = useTranslation();
  const preInfo = useCachedData('preInfo', {}, SITE_CONTENT_TTL_MS);
  return preInfo.status === 'ready' && preInfo.data.siteBaseConfig.title
    ? preInfo.data.siteBaseConfig.title
    : t(`brands.${currentBrand.id}.name`);
}
