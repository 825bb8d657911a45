import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useServices } from '@src/app/ServicesContext';
import { addBankCardRequestSchema, type AddBankCardRequest, type BankOption } from '@src/contract/cards';
import { describeError } from '@src/i18n';
import { Button, SelectField, TextField, toasts } from '@src/ui';
import { Fields } from '../formLayout';
import { HolderNameField } from './HolderNameField';
import { useAddCard } from './useAddCard';
import { useCardRule, useCardsText } from './useCardsText';

const EMPTY: AddBankCardRequest = { bankCode: '', cardNumber: '', holderName: '', branch: '' };

/** addBankCard: the bank (from bankCard/withdraw/add/list), the number (digits only), the holder and branch. */
export function BankCardForm({ onAdded }: { onAdded: () => void }) {
  const t = useCardsText();
  const { t: shellT } = useTranslation();
  const rule = useCardRule();
  const { api } = useServices();
  const [banks, setBanks] = useState<BankOption[]>([]);
  const form = useForm<AddBankCardRequest>({ resolver: zodResolver(addBankCardRequestSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const add = useAddCard(form, onAdded);

  useEffect(() => {
    let current = true;
    api.data('addableBanks', {}).then(
      (list) => current && setBanks(list),
      (error: unknown) => current && toasts.error(describeError(error, shellT)),
    );
    return () => {
      current = false;
    };
  }, [api, shellT]);

  const chosen = banks.find((bank) => bank.bankCode === form.watch('bankCode'));
  const submit = form.handleSubmit((body) => add(() => api.data('addBankCard', body)));
  const cardNumber = form.register('cardNumber');

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Fields>
        <SelectField label={t('form.bank')} error={rule(errors.bankCode?.message)} {...form.register('bankCode')}>
          <option value="">{t('form.bankPlaceholder')}</option>
          {banks.map((bank) => (
            <option key={bank.bankCode} value={bank.bankCode}>
              {bank.bankName}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('form.cardNumber')}
          placeholder={
            chosen
              ? t('form.cardNumberHint', { bank: chosen.bankName, lengths: chosen.lengths.join(t('form.lengthsJoin')) })
              : t('form.cardNumberPlaceholder')
          }
          inputMode="numeric"
          autoComplete="off"
          maxLength={19}
          error={rule(errors.cardNumber?.message)}
          {...cardNumber}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '');
            if (digits !== event.target.value) event.target.value = digits;
            void cardNumber.onChange(event);
          }}
        />
        <HolderNameField error={rule(errors.holderName?.message)} {...form.register('holderName')} />
        <TextField
          label={t('form.branch')}
          placeholder={t('form.branchPlaceholder')}
          maxLength={40}
          error={rule(errors.branch?.message)}
          {...form.register('branch')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('form.submitting') : t('form.submit')}
        </Button>
      </Fields>
    </form>
  );
}
