import styled from '@emotion/styled';
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '@src/brand';
import { selectUnreadTotal } from '@src/mine/unread';
import { selectIsLoggedIn } from '@src/session';
import { useAppSelector } from '@src/store/hooks';
import { useAfterFirstPaint } from '@src/ui';
import { MAIN_NAV, MEMBER_NAV, visibleNav } from '../navigation';
import { AccountArea, LogoutButton } from './AccountArea';
import { EditionSwitch } from './EditionSwitch';
import { LanguageSwitch } from './LanguageSwitch';
import { NavBar } from './NavBar';
import './phoneShell.css';

/** A phone's menu and folding (not in the first-load script: it comes once the page has painted). */
const PhoneHeaderBehaviour = lazy(() => import('./PhoneHeaderBehaviour'));

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
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.onHeader};
  text-decoration: none;
`;

const BrandMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.accent}, ${({ theme }) => theme.colors.primary});
  color: #ffffff;
  font-family: ${({ theme }) => theme.fonts.numeric};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const BrandText = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.15;
  strong {
    font-size: ${({ theme }) => theme.fontSize.xl};
    letter-spacing: 0.08em;
  }
  small {
    color: ${({ theme }) => theme.colors.onHeaderMuted};
    font-size: 10px;
    letter-spacing: 0.32em;
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

const NavRow = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.08);
  color: ${({ theme }) => theme.colors.onHeaderMuted};
  font-size: ${({ theme }) => theme.fontSize.md};
  > div {
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  }
`;

const MemberRow = styled(NavRow)`
  background: rgba(255, 255, 255, 0.04);
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * The site header: brand, language and edition switches, the account area, and the main navigation of
 * spec 2.5 in its order (the member part for members, with the unread-message badge).
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const unread = useAppSelector(selectUnreadTotal);
  const depositEnabled = useAppSelector((state) => state.site.config?.depositEnabled ?? true);
  const header = useRef<HTMLElement>(null);
  const painted = useAfterFirstPaint();
  return (
    <Header ref={header} className="site-header">
      {painted ? (
        <Suspense fallback={null}>
          <PhoneHeaderBehaviour header={header} />
        </Suspense>
      ) : null}
      <Row>
        <Brand to="/">
          <BrandMark aria-hidden="true">{currentBrand.logoMark}</BrandMark>
          <BrandText>
            {/* The logo is the built brand's (its name in the page's language); the site title names the tab. */}
            <strong>{t(`brands.${currentBrand.id}.name`)}</strong>
            <small aria-hidden="true">{currentBrand.logoText}</small>
          </BrandText>
        </Brand>
        <Tools>
          <div className="site-menu-tools" data-phone-menu="">
            <LanguageSwitch />
            <EditionSwitch />
            {loggedIn ? <LogoutButton /> : null}
          </div>
          <AccountArea />
          <button
            type="button"
            className="site-menu-button"
            aria-label={t('header.menu')}
            aria-expanded={false}
          >
            <span />
            <span />
            <span />
          </button>
        </Tools>
      </Row>
      <NavRow data-phone-fold="">
        <div>
          <NavBar label={t('nav.mainLabel')} entries={MAIN_NAV} />
        </div>
      </NavRow>
      {loggedIn ? (
        <MemberRow data-phone-menu="">
          <div>
            <NavBar
              label={t('nav.memberLabel')}
              entries={visibleNav(MEMBER_NAV, depositEnabled)}
              badges={{ message: unread }}
            />
          </div>
        </MemberRow>
      ) : null}
    </Header>
  );
}
