import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { describeError } from '@src/i18n';
import { formatAmount } from '@src/ui';
import type { RecycleState } from './useRecycle';
import { useWalletText } from './useWalletText';

const Region = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li[data-outcome='failed'],
  p[role='alert'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  li[data-outcome='pending'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** What the last recycle did, venue by venue: a failed venue is named and keeps its money. */
export function RecycleResults({ state }: { state: RecycleState }) {
  const t = useWalletText();
  const { t: shellT } = useTranslation();
  if (state.status === 'idle' || state.status === 'running') return null;
  return (
    <Region aria-labelledby="recycle-results-title" aria-live="polite">
      <h3 id="recycle-results-title">{t('recycle.resultsTitle')}</h3>
      {state.status === 'failed' ? (
        <p role="alert">{describeError(state.error, shellT)}</p>
      ) : state.result.results.length === 0 ? (
        <p>{t('recycle.nothing')}</p>
      ) : (
        <ul>
          {state.result.results.map((venue) => (
            <li key={venue.enName} data-outcome={venue.outcome}>
              {t(`recycle.${venue.outcome}`, {
                name: venue.name,
                amount: formatAmount(venue.amount),
                message: venue.message,
              })}
            </li>
          ))}
        </ul>
      )}
    </Region>
  );
}
