import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useSiteTitle } from '../useSiteTitle';

const Footer = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxxl};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  text-align: center;
  p + p {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

export function SiteFooter() {
  const { t } = useTranslation();
  const brand = useSiteTitle();
  return (
    <Footer>
      <p>{t('footer.responsible')}</p>
      <p>{t('footer.copyright', { year: new Date().getFullYear(), brand })}</p>
    </Footer>
  );
}
