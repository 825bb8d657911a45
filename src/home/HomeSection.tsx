import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { describeError } from '@src/i18n';
import type { CachedData } from '@src/app/useCachedData';
import { Button } from '@src/ui';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  & + & {
    margin-top: ${({ theme }) => theme.space.xxl};
  }
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.xl};
  &::before {
    content: '';
    width: 4px;
    height: 20px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A titled home-page section over one piece of site content, with its loading (placeholder) and failure states. */
export function HomeSection<T>({
  id,
  title,
  content,
  placeholder,
  children,
}: {
  id: string;
  title: string;
  content: CachedData<T> & { retry: () => void };
  /** Shown while the content loads: the size the content will have, so nothing below moves when it comes. */
  placeholder: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {content.status === 'loading' ? (
        <div role="status" aria-label={t('home.loading')}>
          {placeholder}
        </div>
      ) : content.status === 'failed' ? (
        <Status role="alert">
          <span>
            {t('home.loadFailed')}：{describeError(content.error, t)}
          </span>
          <Button size="sm" variant="secondary" onClick={content.retry}>
            {t('home.retry')}
          </Button>
        </Status>
      ) : (
        children(content.data)
      )}
    </Section>
  );
}
