import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@src/ui';
import { usePageMeta } from '../layout/usePageMeta';
import { PageFrame } from './PageFrame';

/** The frame of a page a later issue builds: its title and an honest "coming soon". */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const { titleKey } = usePageMeta();
  const name = titleKey ? t(`titles.${titleKey}`) : t('page.comingSoonTitle');
  return (
    <PageFrame eyebrow={t('page.comingSoonTitle')} title={name}>
      <p>{t('page.comingSoonBody', { name })}</p>
      <ButtonLink to="/" variant="secondary">
        {t('page.backHome')}
      </ButtonLink>
    </PageFrame>
  );
}
