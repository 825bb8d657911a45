import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';

const Loading = styled.p`
  padding: ${({ theme }) => theme.space.xxxl};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Loading role="status" aria-live="polite">
      {t('page.loading')}
    </Loading>
  );
}
