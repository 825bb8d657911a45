import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showTitle } from '../shell/titleMarquee';
import { useSiteTitle } from '../useSiteTitle';
import type { TitleKey } from '../guards/routeMeta';

/** The tab shows the page and the site (spec 3 siteBaseConfig.title), scrolling when long (spec 2.6). */
export function useDocumentTitle(titleKey: TitleKey | undefined): void {
  const { t } = useTranslation();
  const site = useSiteTitle();
  const title = titleKey && titleKey !== 'home' ? t('page.titleWithSite', { page: t(`titles.${titleKey}`), site }) : site;
  useEffect(() => showTitle(document, title), [title]);
}
