import styled from '@emotion/styled';
import { Button } from '@src/ui';
import { usdtFor } from './depositMoney';
import type { useTransferRate } from './useTransferRate';
import { useDepositText } from './useDepositText';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  p {
    margin: 0;
  }
  strong {
    font-family: ${({ theme }) => theme.fonts.numeric};
  }
`;

const Muted = styled.p<{ warn: boolean }>`
  color: ${({ theme, warn }) => (warn ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The USDT quote beside the amount (getTransferRate): the rate, the USDT for the amount typed, its expiry. */
export function UsdtQuote({
  rate,
  amount,
}: {
  rate: ReturnType<typeof useTransferRate>;
  amount: string | null;
}) {
  const t = useDepositText();
  return (
    <Box role="status" aria-live="polite">
      {rate.status === 'ready' ? (
        <>
          <p>{t('rate', { rate: rate.quote.rate })}</p>
          {amount ? (
            <p>
              <strong>{t('usdtAmount', { usdt: usdtFor(amount, rate.quote.rate) })}</strong>
            </p>
          ) : null}
          <Muted warn={rate.expired}>
            {rate.expired ? t('quoteExpired') : t('quoteExpiresIn', { seconds: rate.secondsLeft })}
          </Muted>
        </>
      ) : (
        <p>{rate.status === 'failed' ? t('quoteFailed') : t('quoteLoading')}</p>
      )}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={rate.refresh}
        disabled={rate.status === 'loading'}
      >
        {t('refreshRate')}
      </Button>
    </Box>
  );
}
