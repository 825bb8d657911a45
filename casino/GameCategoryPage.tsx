import styled from '@emotion/styled';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@src/app/layout/usePageMeta';
import { PageFrame } from '@src/app/pages/PageFrame';
import { ButtonLink } from '@src/ui';
import { GAME_CATEGORY_PAGES } from './gameCategories';

const Tabs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  a.active {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Code = styled.span`
  font-family: ${({ theme }) => theme.fonts.numeric};
  letter-spacing: 0.1em;
`;

/** Links between the game categories: the navigation of a category page. */
function CategoryTabs({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <Tabs>
        {GAME_CATEGORY_PAGES.map((entry) => (
          <li key={entry.category}>
            <NavLink to={entry.path} end>
              {t(`titles.${entry.titleKey}`)}
            </NavLink>
          </li>
        ))}
      </Tabs>
    </nav>
  );
}

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
