import { useTranslation } from 'react-i18next';
import { PageFrame } from '@src/app/pages/PageFrame';
import { usePageMeta } from '@src/app/layout/usePageMeta';
import { ButtonLink } from '@src/ui';

/** A member page a later issue builds (wallet, records, VIP...): its title and an honest "coming soon". */
export function MineComingSoonPage() {
  const { t } = useTranslation();
  const { titleKey = 'mine' } = usePageMeta();
  const name = t(`titles.${titleKey}`);
  return (
    <PageFrame eyebrow={t('page.comingSoonTitle')} title={name}>
      <p>{t('page.comingSoonMember', { name })}</p>
      <ButtonLink to="/mine/userinfo" variant="secondary">
        {t('titles.userinfo')}
      </ButtonLink>
    </PageFrame>
  );
}
