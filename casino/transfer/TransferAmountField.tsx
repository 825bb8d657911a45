import type { ComponentProps } from 'react';
import styled from '@emotion/styled';
import { InlineTextButton } from '@src/ui/InlineTextButton';
import { TextField } from '@src/ui';
import { useTransferText } from './useTransferText';

/** Helpers only: the amount is typed freely (spec 5). */
export const QUICK_AMOUNTS = ['100', '500', '1000'] as const;

const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: -${({ theme }) => theme.space.xs};
`;

const Chip = styled.button`
  min-width: 72px;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  touch-action: manipulation;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface TransferAmountFieldProps extends Omit<
  ComponentProps<typeof TextField>,
  'label' | 'trailing' | 'error'
> {
  error: string | undefined;
  /** Sets the amount (a quick amount, or the All button's). */
  onPick: (amount: string) => void;
  /** What the All button fills in: the from-wallet's whole balance ("" when nothing is there). */
  allAmount: string;
}

/** The transfer amount (spec 5): typed freely, with the All button and quick amounts as helpers. */
export function TransferAmountField({ error, onPick, allAmount, ...inputProps }: TransferAmountFieldProps) {
  const t = useTransferText();
  return (
    <>
      <TextField
        {...inputProps}
        label={t('amount')}
        placeholder={t('amountPlaceholder')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={12}
        error={error}
        trailing={
          <InlineTextButton type="button" onClick={() => onPick(allAmount)}>
            {t('all')}
          </InlineTextButton>
        }
      />
      <Quick role="group" aria-label={t('quickAmounts')}>
        {QUICK_AMOUNTS.map((amount) => (
          <Chip key={amount} type="button" onClick={() => onPick(amount)}>
            {t('quickAmount', { amount })}
          </Chip>
        ))}
      </Quick>
    </>
  );
}
