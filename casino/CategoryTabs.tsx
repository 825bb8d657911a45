import styled from '@emotion/styled';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
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
  /* A phone (the shell's breakpoint, src/app/layout/phoneShell.css): one row of 44 px chips, scrolled sideways, so
     the category's content starts high on the screen. */
  @media (max-width: 767px) {
    flex-wrap: nowrap;
    overflow-x: auto;
    margin-bottom: ${({ theme }) => theme.space.sm};
    scrollbar-width: none;
    a {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
      white-space: nowrap;
      box-sizing: border-box;
    }
  }
`;

/** Links between the game categories: the navigation of a category page. */
export function CategoryTabs({ label }: { label: string }) {
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
