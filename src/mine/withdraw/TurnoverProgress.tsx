import styled from '@emotion/styled';
import type { TurnoverRequirement } from '@src/contract/withdraw';
import { formatAmount } from '@src/ui';
import { useWithdrawText } from './useWithdrawText';
import { turnoverPercent } from './withdrawRules';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Remaining = styled.strong<{ met: boolean }>`
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme, met }) => (met ? theme.colors.success : theme.colors.warning)};
`;

const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Fill = styled.div<{ percent: number }>`
  width: ${({ percent }) => percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

/** The turnover requirement: what is still to wager ("还需流水 ¥x") and a bar of what is done. */
export function TurnoverProgress({ turnover }: { turnover: TurnoverRequirement }) {
  const t = useWithdrawText();
  const percent = turnoverPercent(turnover.done, turnover.required);
  const none = turnover.since === null;
  return (
    <Box aria-labelledby="withdraw-turnover-title">
      <h3 id="withdraw-turnover-title">{t('turnover.title')}</h3>
      <Remaining met={turnover.met}>
        {turnover.met
          ? t(none ? 'turnover.none' : 'turnover.met')
          : t('turnover.remaining', { amount: formatAmount(turnover.remaining) })}
      </Remaining>
      {none ? null : (
        <>
          <Track
            role="progressbar"
            aria-label={t('turnover.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <Fill percent={percent} />
          </Track>
          <p>
            {t('turnover.progress', { done: formatAmount(turnover.done), required: formatAmount(turnover.required) })}
          </p>
        </>
      )}
    </Box>
  );
}
