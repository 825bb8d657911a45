import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { describeError } from '@src/i18n';
import { formatAmount } from '@src/ui';
import type { TransferOutcome } from './useVenueTransfer';
import { useTransferText } from './useTransferText';

const Notice = styled.p<{ tone: 'info' | 'danger' | 'success' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid ${({ theme, tone }) => theme.colors[tone]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  small {
    display: block;
    margin-top: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface TransferOutcomeNoticeProps {
  outcome: TransferOutcome | null;
  /** Say a 6413 answer here too (the dialog); the page shows it in a dialog of its own instead. */
  showActivity: boolean;
}

/**
 * The answer of the last transfer, next to the form: done, pending (the money shows as locked until the venue
 * confirms), or the refusal in the server's words. Announced as it appears.
 */
export function TransferOutcomeNotice({ outcome, showActivity }: TransferOutcomeNoticeProps) {
  const t = useTransferText();
  const { t: shellT } = useTranslation();
  if (!outcome) return null;
  switch (outcome.kind) {
    case 'posted':
      return (
        <Notice role="status" tone="success">
          {t('results.posted')}
        </Notice>
      );
    case 'pending':
      return (
        <Notice role="status" tone="info">
          {t('results.pending')}
          <small>{t('results.pendingLocked', { amount: formatAmount(outcome.amount) })}</small>
        </Notice>
      );
    case 'activity':
      return showActivity ? (
        <Notice role="alert" tone="danger">
          {outcome.message}
        </Notice>
      ) : null;
    case 'failed':
      return (
        <Notice role="alert" tone="danger">
          {describeError(outcome.error, shellT)}
        </Notice>
      );
  }
}
