import styled from '@emotion/styled';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NavEntry } from '../navigation';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(NavLink)`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: rgba(127, 140, 160, 0.16);
  }
  &.active {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

/** A row of text links (spec 2.5), marked as the current page where it is. */
export function NavBar({ label, entries }: { label: string; entries: readonly NavEntry[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <List>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Item to={entry.path} end={entry.path === '/'}>
              {t(`nav.${entry.key}`)}
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}
