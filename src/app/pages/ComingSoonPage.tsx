import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@src/ui';
import type { NavKey } from '../navigation';
import { PageFrame } from './PageFrame';

export interface PageHandle {
  titleKey: NavKey;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** The frame of a page a later issue builds: its name and "coming soon". */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isPageHandle);
  const name = handle ? t(`nav.${handle.titleKey}`) : '';
  return (
    <PageFrame eyebrow={t('page.comingSoonTitle')} title={name || t('page.comingSoonTitle')}>
      <p>{t('page.comingSoonBody', { name })}</p>
      <ButtonLink to="/" variant="secondary">
        {t('page.backHome')}
      </ButtonLink>
    </PageFrame>
  );
}
