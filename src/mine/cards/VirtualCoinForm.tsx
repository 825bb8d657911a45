import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useServices } from '@src/app/ServicesContext';
import { addVirtualCardRequestSchema, type AddVirtualCardRequest } from '@src/contract/cards';
import { Button, SelectField, TextField } from '@src/ui';
import { Fields } from '../formLayout';
import { useAddCard } from './useAddCard';
import { useCardRule, useCardsText } from './useCardsText';

const EMPTY: AddVirtualCardRequest = { network: 'TRC20', address: '', alias: '' };

/** bankCard/virtual/add: a USDT address on TRC20 (Base58Check) or ERC20 (EIP-55 when mixed case). */
export function VirtualCoinForm({ onAdded }: { onAdded: () => void }) {
  const t = useCardsText();
  const rule = useCardRule();
  const { api } = useServices();
  const form = useForm<AddVirtualCardRequest>({
    resolver: zodResolver(addVirtualCardRequestSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const add = useAddCard(form, onAdded);
  const submit = form.handleSubmit((body) => add(() => api.data('addVirtualCard', body)));
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Fields>
        <SelectField label={t('form.network')} error={rule(errors.network?.message)} {...form.register('network')}>
          <option value="TRC20">USDT-TRC20</option>
          <option value="ERC20">USDT-ERC20</option>
        </SelectField>
        <TextField
          label={t('form.address')}
          placeholder={t('form.addressPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          error={rule(errors.address?.message)}
          {...form.register('address')}
        />
        <TextField
          label={t('form.alias')}
          placeholder={t('form.aliasPlaceholder')}
          maxLength={20}
          error={rule(errors.alias?.message)}
          {...form.register('alias')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('form.submitting') : t('form.submit')}
        </Button>
      </Fields>
    </form>
  );
}
