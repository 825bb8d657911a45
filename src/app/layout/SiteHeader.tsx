import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '@src/brand';
import { selectUnreadTotal } from '@src/mine/unread';
import { selectIsLoggedIn } from '@src/session';
import { useAppSelector } from '@src/store/hooks';
import { useMediaQuery } from '@src/ui';
import { MAIN_NAV, MEMBER_NAV, visibleNav } from '../navigation';
import { AccountArea, LogoutButton } from './AccountArea';
import { EditionSwitch } from './EditionSwitch';
import { LanguageSwitch } from './LanguageSwitch';
import { NavBar } from './NavBar';
import { useHeaderFold } from './useHeaderFold';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.onHeader};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  /*
   * A phone: a 52 px bar (brand, balance or login, the menu button) over one sideways-scrolling row of the
   * main navigation, which folds away once the page or its list is scrolled down. The menu opens the rest
   * (language, edition, the member's name and logout, the member centre's links).
   */
  @media ${({ theme }) => theme.layout.phoneMedia} {
    [data-phone-menu] {
      display: none;
    }
    &[data-menu-open='true'] [data-phone-menu] {
      display: flex;
    }
    &[data-folded='true']:not([data-menu-open='true']) [data-phone-fold] {
      display: none;
    }
  }
  @media not ${({ theme }) => theme.layout.phoneMedia} {
    [data-phone-only] {
      display: none;
    }
  }
`;

/** The menu's part of the tools: inline where the window is wide (no box of its own), a row on a phone. */
const MenuTools = styled.div`
  display: contents;
  @media ${({ theme }) => theme.layout.phoneMedia} {
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    order: 10;
    width: 100%;
    padding-bottom: ${({ theme }) => theme.space.xs};
    button {
      min-height: 44px;
    }
  }
`;

const MenuButton = styled.button`
  display: none;
  @media ${({ theme }) => theme.layout.phoneMedia} {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 4px;
    width: 44px;
    height: 44px;
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.onHeader};
    cursor: pointer;
    span {
      width: 20px;
      height: 2px;
      border-radius: 1px;
      background: currentColor;
    }
  }
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
  @media ${({ theme }) => theme.layout.phoneMedia} {
    min-height: 52px;
    gap: ${({ theme }) => `0 ${theme.space.xs}`};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xxs} ${theme.space.xs} ${theme.space.md}`};
  }
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.onHeader};
  text-decoration: none;
  @media ${({ theme }) => theme.layout.phoneMedia} {
    min-height: 44px;
  }
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
  @media ${({ theme }) => theme.layout.phoneMedia} {
    strong {
      font-size: ${({ theme }) => theme.fontSize.lg};
      letter-spacing: 0.04em;
    }
    small {
      display: none;
    }
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  @media ${({ theme }) => theme.layout.phoneMedia} {
    flex: 1;
    gap: ${({ theme }) => theme.space.xs};
  }
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
  @media ${({ theme }) => theme.layout.phoneMedia} {
    > div {
      padding: 0 ${({ theme }) => theme.space.xs};
    }
    ul {
      flex-wrap: nowrap;
      overflow-x: auto;
      scrollbar-width: none;
    }
    ul::-webkit-scrollbar {
      display: none;
    }
    a,
    button {
      min-width: 44px;
      min-height: 44px;
      justify-content: center;
    }
  }
`;

const MemberRow = styled(NavRow)`
  background: rgba(255, 255, 255, 0.04);
  font-size: ${({ theme }) => theme.fontSize.sm};
  @media ${({ theme }) => theme.layout.phoneMedia} {
    ul {
      flex-wrap: wrap;
    }
  }
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
  const phone = useMediaQuery(useTheme().layout.phoneMedia);
  const folded = useHeaderFold(phone);
  const [menuOpen, setMenuOpen] = useState(false);
  // A link followed from the menu lands on its page with the menu shut.
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <Header data-folded={folded ? 'true' : 'false'} data-menu-open={phone && menuOpen ? 'true' : 'false'}>
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
          <MenuTools data-phone-menu="" id="site-header-menu">
            <LanguageSwitch />
            <EditionSwitch />
            {loggedIn ? <LogoutButton data-phone-only="" /> : null}
          </MenuTools>
          <AccountArea />
          <MenuButton
            type="button"
            aria-label={t('header.menu')}
            aria-expanded={menuOpen}
            aria-controls="site-header-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span />
            <span />
            <span />
          </MenuButton>
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
