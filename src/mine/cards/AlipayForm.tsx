import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useServices } from '@src/app/ServicesContext';
import { addAlipayAccountRequestSchema, type AddAlipayAccountRequest } from '@src/contract/cards';
import { Button, TextField } from '@src/ui';
import { Fields } from '../formLayout';
import { HolderNameField } from './HolderNameField';
import { useAddCard } from './useAddCard';
import { useCardRule, useCardsText } from './useCardsText';

const EMPTY: AddAlipayAccountRequest = { account: '', holderName: '' };

/** bankCard/alipay/add: the account (a mobile number or an e-mail) and its holder, the bound real name. */
export function AlipayForm({ onAdded }: { onAdded: () => void }) {
  const t = useCardsText();
  const rule = useCardRule();
  const { api } = useServices();
  const form = useForm<AddAlipayAccountRequest>({
    resolver: zodResolver(addAlipayAccountRequestSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const add = useAddCard(form, onAdded);
  const submit = form.handleSubmit((body) => add(() => api.data('addAlipayAccount', body)));
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Fields>
        <TextField
          label={t('form.account')}
          placeholder={t('form.accountPlaceholder')}
          autoComplete="off"
          maxLength={40}
          error={rule(errors.account?.message)}
          {...form.register('account')}
        />
        <HolderNameField error={rule(errors.holderName?.message)} {...form.register('holderName')} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('form.submitting') : t('form.submit')}
        </Button>
      </Fields>
    </form>
  );
}
