import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@src/store/hooks';
import { MINE_MENU } from './mineMenu';
import { selectUnreadTotal } from './unread';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(180px, 220px) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};
  @media (max-width: 720px) {
    /* minmax(0, …): the menu's row is wider than a phone and scrolls; it must not widen the page. */
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Menu = styled.nav`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    margin: ${({ theme }) => `${theme.space.md} ${theme.space.sm} ${theme.space.xs}`};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    letter-spacing: 0.08em;
  }
  section + section {
    margin-top: ${({ theme }) => theme.space.md};
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  section:first-of-type h2 {
    margin-top: 0;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  a.active {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  /* A phone: one row of the pages that scrolls sideways above the page, not a menu a screen tall before it. */
  @media (max-width: 720px) {
    /* Relative: the group names it hides for the eye stay inside the row, not out on the page's right. */
    position: relative;
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.xs};
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: none;
    section {
      display: flex;
      flex: none;
    }
    section + section {
      margin-top: 0;
      padding-top: 0;
      padding-left: ${({ theme }) => theme.space.xs};
      border-top: 0;
      border-left: 1px solid ${({ theme }) => theme.colors.border};
    }
    h2 {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    ul {
      display: flex;
      gap: 2px;
    }
    a {
      gap: 6px;
      min-height: 44px;
      white-space: nowrap;
    }
  }
`;

const Count = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: #d93025;
  color: #ffffff;
  font-size: 11px;
  line-height: 20px;
  text-align: center;
`;

/** The member area (spec 2.2): a side menu by group and the page. The guard has checked the login. */
export function MineLayout() {
  const { t } = useTranslation();
  const unread = useAppSelector(selectUnreadTotal);
  const feedbackReplies = useAppSelector((state) => state.unread.counts?.feedbackUnread ?? 0);
  const depositEnabled = useAppSelector((state) => state.site.config?.depositEnabled ?? true);
  const menu = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the menu is a row that scrolls sideways: the open page's entry is brought into view.
  useEffect(() => {
    const active = menu.current?.querySelector<HTMLElement>('a.active');
    if (active && typeof active.scrollIntoView === 'function')
      active.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  return (
    <Columns>
      <Menu ref={menu} aria-label={t('mine.menuLabel')}>
        {MINE_MENU.map(({ group, entries }) => (
          <section key={group} aria-labelledby={`mine-group-${group}`}>
            <h2 id={`mine-group-${group}`}>{t(`mine.groups.${group}`)}</h2>
            <ul>
              {entries
                .filter((entry) => depositEnabled || entry.path !== 'savemoney')
                .map((entry) => (
                  <li key={entry.path}>
                    <NavLink to={`/mine/${entry.path}`}>
                      <span>{t(`titles.${entry.titleKey}`)}</span>
                      {entry.path === 'message' && unread > 0 ? (
                        <Count aria-label={t('header.unread', { count: unread })}>
                          {unread > 99 ? '99+' : unread}
                        </Count>
                      ) : null}
                      {entry.path === 'feedback' && feedbackReplies > 0 ? (
                        <Count aria-label={t('mine.feedbackReplies', { count: feedbackReplies })}>
                          {feedbackReplies > 99 ? '99+' : feedbackReplies}
                        </Count>
                      ) : null}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </Menu>
      <div>
        <Outlet />
      </div>
    </Columns>
  );
}
