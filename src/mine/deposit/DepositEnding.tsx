import styled from '@emotion/styled';
import type { DepositOrder, DepositOrderState } from '@src/contract/deposit';
import { ButtonLink, formatAmount } from '@src/ui';
import { CustomerHelp } from './CustomerHelp';
import { useDepositText } from './useDepositText';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} 0`};
  text-align: center;
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    max-width: 36em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Mark = styled.span<{ tone: 'success' | 'muted' | 'warning' }>`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  color: #fff;
  font-size: 28px;
  background: ${({ theme, tone }) =>
    tone === 'success'
      ? theme.colors.success
      : tone === 'warning'
        ? theme.colors.warning
        : theme.colors.textMuted};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

type Ending = Exclude<DepositOrderState, 'pending'>;

const MARKS: Record<Ending, { mark: string; tone: 'success' | 'muted' | 'warning' }> = {
  paid: { mark: '✓', tone: 'success' },
  expired: { mark: '!', tone: 'muted' },
  cancelled: { mark: '×', tone: 'muted' },
  review: { mark: '…', tone: 'warning' },
};

/** How an order ended: credited (with the records), expired, cancelled, or held for the operator's review. */
export function DepositEnding({ order, state }: { order: DepositOrder; state: Ending }) {
  const t = useDepositText();
  const { mark, tone } = MARKS[state];
  const values = { orderNo: order.orderNo, amount: formatAmount(order.creditAmount) };
  return (
    <Box role="status" aria-live="polite">
      <Mark tone={tone} aria-hidden="true">
        {mark}
      </Mark>
      <h3>{t(`end.${state}Title`)}</h3>
      <p>{t(`end.${state}Message`, values)}</p>
      <Links>
        {state === 'paid' ? <ButtonLink to="/mine/transRecord">{t('end.records')}</ButtonLink> : null}
        <ButtonLink to="/mine/savemoney" variant={state === 'paid' ? 'secondary' : 'primary'}>
          {t('end.again')}
        </ButtonLink>
      </Links>
      {state === 'paid' ? null : <CustomerHelp />}
    </Box>
  );
}
