import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@src/ui';
import { usePageMeta } from '../layout/usePageMeta';
import { PageFrame } from './PageFrame';

/** An activity page (spec 2.1 /activity/...): the promotions issue fills it; the frame links back to the list. */
export function ActivityPage() {
  const { t } = useTranslation();
  const { titleKey = 'discount' } = usePageMeta();
  const name = t(`titles.${titleKey}`);
  return (
    <PageFrame eyebrow={t('page.comingSoonTitle')} title={name}>
      <p>{t('page.comingSoonBody', { name })}</p>
      {titleKey === 'discount' ? null : (
        <ButtonLink to="/activity/discount" variant="secondary">
          {t('page.backToActivities')}
        </ButtonLink>
      )}
      <ButtonLink to="/" variant="ghost">
        {t('page.backHome')}
      </ButtonLink>
    </PageFrame>
  );
}
