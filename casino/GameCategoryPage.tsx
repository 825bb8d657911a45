import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@src/app/layout/usePageMeta';
import { PageFrame } from '@src/app/pages/PageFrame';
import { ButtonLink } from '@src/ui';
import { CategoryTabs } from './CategoryTabs';

const Code = styled.span`
  font-family: ${({ theme }) => theme.fonts.numeric};
  letter-spacing: 0.1em;
`;

/**
 * A game category page: its category type comes from the route meta (spec 2.1). The venues and their games
 * arrive with the casino issue; until then the page says so.
 */
export function GameCategoryPage() {
  const { t } = useTranslation();
  const { titleKey = 'sport', category } = usePageMeta();
  const name = t(`titles.${titleKey}`);
  return (
    <>
      <CategoryTabs label={t('page.categoryNav')} />
      <PageFrame eyebrow={t('page.comingSoonTitle')} title={name}>
        {category ? <Code aria-hidden="true">{category}</Code> : null}
        <p>{t('page.comingSoonGame', { name })}</p>
        <ButtonLink to="/" variant="secondary">
          {t('page.backHome')}
        </ButtonLink>
      </PageFrame>
    </>
  );
}

/** Slot games and fishing: one screen, two types (spec 2.1), told apart by the route meta's category. */
export function ElectronicGamesPage() {
  return <GameCategoryPage />;
}
