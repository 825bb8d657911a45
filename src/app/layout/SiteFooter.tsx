import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type zhCN from '@src/i18n/locales/zh-CN.json';
import { useAppSelector } from '@src/store/hooks';
import { VisuallyHidden } from '@src/ui';
import { useSiteTitle } from '../useSiteTitle';

const Footer = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxxl};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  text-align: center;
  p + p {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

type HelpLinkKey = keyof typeof zhCN.footer.links;

/** Help topics the footer links to (spec 2.3); ck is left out while the site disables deposit (item 5). */
const HELP_LINKS: readonly HelpLinkKey[] = [
  'kh',
  'ck',
  'qk',
  'zz',
  'yhgz',
  'tytzjc',
  'bczr',
  'gywm',
  'gztk',
  'ysgz',
  'zxkf',
];

export function SiteFooter() {
  const { t } = useTranslation();
  const brand = useSiteTitle();
  const depositEnabled = useAppSelector((state) => state.site.config?.depositEnabled ?? true);
  return (
    <Footer>
      <nav aria-label={t('footer.helpLabel')}>
        <Links>
          {HELP_LINKS.filter((key) => depositEnabled || key !== 'ck').map((key) => (
            <li key={key}>
              <Link to={`/app/help/${key}`}>{t(`footer.links.${key}`)}</Link>
            </li>
          ))}
        </Links>
      </nav>
      <p>{t('footer.responsible')}</p>
      <p>{t('footer.copyright', { year: new Date().getFullYear(), brand })}</p>
      {/* spec 2.6: a text block describing the products, for search engines; hidden from sight, not from readers. */}
      <VisuallyHidden asChild>
        <p>{t('footer.about')}</p>
      </VisuallyHidden>
    </Footer>
  );
}
