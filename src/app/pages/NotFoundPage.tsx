import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@src/ui';
import { PageFrame } from './PageFrame';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame eyebrow="404" title={t('page.notFoundTitle')}>
      <p>{t('page.notFoundBody')}</p>
      <ButtonLink to="/" variant="secondary">
        {t('page.backHome')}
      </ButtonLink>
    </PageFrame>
  );
}
