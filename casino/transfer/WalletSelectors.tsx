import styled from '@emotion/styled';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField, formatAmount } from '@src/ui';
import type { VenueBalance } from '@streams';
import type { TransferFormValues } from './transferForm';
import { CENTER_WALLET } from './transferRules';
import { describeTransferProblem, useTransferText } from './useTransferText';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const SwapButton = styled.button`
  align-self: center;
  justify-self: center;
  width: 44px;
  height: 44px;
  margin-top: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  touch-action: manipulation;
  span {
    display: inline-block;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (max-width: 520px) {
    margin: -${({ theme }) => theme.space.sm} 0;
    span {
      transform: rotate(90deg);
    }
  }
`;

export interface WalletSelectorsProps {
  form: UseFormReturn<TransferFormValues>;
  centerWallet: string | null;
  venues: readonly VenueBalance[];
  /** The chosen wallets' refusal, said as soon as they are chosen. */
  refusal: 'sameWallet' | 'venueToVenue' | null;
  /** After a wallet changed: the earlier answer no longer applies. */
  onChanged: () => void;
}

/** From and to (the centre wallet and every transfer venue, each with its balance) and the swap between them. */
export function WalletSelectors({ form, centerWallet, venues, refusal, onChanged }: WalletSelectorsProps) {
  const t = useTransferText();
  const optionText = (name: string, balance: string | null) =>
    balance === null
      ? t('walletOptionUnknown', { name })
      : t('walletOption', { name, amount: formatAmount(balance) });
  const options = (
    <>
      <option value={CENTER_WALLET}>{optionText(t('centerWallet'), centerWallet)}</option>
      {venues.map((venue) => (
        <option key={venue.enName} value={venue.enName}>
          {optionText(venue.name, venue.balance)}
        </option>
      ))}
    </>
  );
  const { errors } = form.formState;
  const toProblem = refusal ? t(`problems.${refusal}`) : describeTransferProblem(t, errors.to?.message);
  const changed = (field: 'from' | 'to') => ({
    onChange: () => {
      onChanged();
      if (form.formState.isSubmitted) void form.trigger(field);
    },
  });
  const swap = () => {
    const { from, to } = form.getValues();
    form.setValue('from', to);
    form.setValue('to', from);
    onChanged();
  };

  return (
    <Row>
      <SelectField
        label={t('from')}
        error={describeTransferProblem(t, errors.from?.message)}
        {...form.register('from', changed('from'))}
      >
        {options}
      </SelectField>
      <SwapButton type="button" aria-label={t('swap')} title={t('swap')} onClick={swap}>
        <span aria-hidden="true">⇄</span>
      </SwapButton>
      <SelectField label={t('to')} error={toProblem} {...form.register('to', changed('to'))}>
        {options}
      </SelectField>
    </Row>
  );
}
