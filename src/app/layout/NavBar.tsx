import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NavEntry, NavKey } from '../navigation';
import { useCustomerService } from '../shell/useCustomerService';
import { UnreadBadge } from './UnreadBadge';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyles = ({ theme }: { theme: Theme }) => `
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: rgba(127, 140, 160, 0.16);
    color: ${theme.colors.onHeader};
  }
`;

const Item = styled(NavLink)`
  ${itemStyles}
  &.active {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

const ActionItem = styled.button`
  ${itemStyles}
`;

/** A row of navigation entries (spec 2.5), the current page marked; messages carry the unread badge. */
export function NavBar({
  label,
  entries,
  badges = {},
}: {
  label: string;
  entries: readonly NavEntry[];
  badges?: Partial<Record<NavKey, number>>;
}) {
  const { t } = useTranslation();
  const openCustomerService = useCustomerService();
  return (
    <nav aria-label={label}>
      <List>
        {entries.map((entry) => (
          <li key={entry.key}>
            {'path' in entry ? (
              <Item to={entry.path} end={entry.path === '/'}>
                {t(`nav.${entry.key}`)}
                <UnreadBadge count={badges[entry.key] ?? 0} />
              </Item>
            ) : (
              <ActionItem type="button" aria-haspopup="dialog" onClick={() => void openCustomerService()}>
                {t(`nav.${entry.key}`)}
              </ActionItem>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
