import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectIsLoggedIn } from '@src/session';
import { useAppSelector } from '@src/store';
import { MAIN_NAV, MEMBER_NAV } from '../navigation';
import { useSiteTitle } from '../useSiteTitle';
import { AccountArea } from './AccountArea';
import { NavBar } from './NavBar';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.onHeader};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.onHeader};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.08em;
  text-decoration: none;
`;

const BrandMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.accent},
    ${({ theme }) => theme.colors.primary}
  );
  font-size: ${({ theme }) => theme.fontSize.lg};
  letter-spacing: 0;
`;

const NavRow = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.08);
  color: ${({ theme }) => theme.colors.onHeaderMuted};
  font-size: ${({ theme }) => theme.fontSize.md};
  > div {
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  }
`;

const MemberRow = styled(NavRow)`
  background: rgba(255, 255, 255, 0.04);
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export function SiteHeader() {
  const { t } = useTranslation();
  const title = useSiteTitle();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <Header>
      <Row>
        <Brand to="/">
          <BrandMark aria-hidden="true">{title.slice(0, 1)}</BrandMark>
          {title}
        </Brand>
        <AccountArea />
      </Row>
      <NavRow>
        <div>
          <NavBar label={t('nav.mainLabel')} entries={MAIN_NAV} />
        </div>
      </NavRow>
      {loggedIn ? (
        <MemberRow>
          <div>
            <NavBar label={t('nav.memberLabel')} entries={MEMBER_NAV} />
          </div>
        </MemberRow>
      ) : null}
    </Header>
  );
}
