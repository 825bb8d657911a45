import { useMemo, useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { transferFormSchema, type BalanceOf, type TransferFormValues } from './transferForm';
import { allAmountOf, transferRoute, type TransferRefusal } from './transferRules';
import { useVenueTransfer, type TransferOutcome } from './useVenueTransfer';

export interface TransferFormOptions {
  defaultValues: DefaultValues<TransferFormValues>;
  balanceOf: BalanceOf;
  isActivity?: 0 | 1 | undefined;
  /** Told of every answer (after the balances were asked again). */
  onOutcome?: (outcome: TransferOutcome) => void;
}

/**
 * The transfer form's state: react-hook-form over transferFormSchema, the refusal of the chosen wallets as soon
 * as they are chosen, the All amount of the from-wallet, and the send with the answer kept for the page to show.
 */
export function useTransferForm({ defaultValues, balanceOf, isActivity, onOutcome }: TransferFormOptions) {
  const schema = useMemo(() => transferFormSchema(balanceOf), [balanceOf]);
  const form = useForm<TransferFormValues>({ resolver: zodResolver(schema), defaultValues });
  const transfer = useVenueTransfer();
  const [outcome, setOutcome] = useState<TransferOutcome | null>(null);

  const from = form.watch('from');
  const to = form.watch('to');
  const route = from && to ? transferRoute(from, to) : null;
  const refusal: TransferRefusal | null = route?.kind === 'refused' ? route.reason : null;

  const submit = form.handleSubmit(async (values) => {
    const chosen = transferRoute(values.from, values.to);
    // The schema refused these already; nothing is sent for a refused route.
    if (chosen.kind === 'refused') return;
    setOutcome(null);
    const answer = await transfer({
      channelCode: chosen.channelCode,
      direction: chosen.direction,
      amount: values.amount.trim(),
      ...(isActivity === undefined ? {} : { isActivity }),
    });
    setOutcome(answer);
    if (answer.kind === 'posted' || answer.kind === 'pending')
      form.resetField('amount', { defaultValue: '' });
    onOutcome?.(answer);
  });

  const pick = (amount: string) => {
    form.setValue('amount', amount, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
  };

  return {
    form,
    submit,
    outcome,
    refusal,
    pick,
    allAmount: allAmountOf(from ? balanceOf(from) : null),
    clearOutcome: () => setOutcome(null),
  };
}
