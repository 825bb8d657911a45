import { useState } from 'react';
import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useServices } from '@src/app/ServicesContext';
import { utcTransferRequestSchema } from '@src/contract/deposit';
import { describeError } from '@src/i18n';
import { Button, TextField, toasts } from '@src/ui';
import { useDepositRuleMessage, useDepositText } from './useDepositText';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  > div {
    flex: 1 1 22em;
  }
  > button {
    margin-top: 1.6em;
    min-height: 40px;
  }
`;

const Reported = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const txHashFormSchema = z.object({ txHash: utcTransferRequestSchema.shape.txHash });
type TxHashForm = z.input<typeof txHashFormSchema>;

/**
 * utcTransfer: after paying a coin order the member may give the transaction's hash (我已转账), which helps the
 * cashier find a payment the provider has not reported yet. It credits nothing by itself.
 */
export function TxHashForm({ orderNo, reported }: { orderNo: string; reported: string | null }) {
  const t = useDepositText();
  const { t: appT } = useTranslation();
  const ruleMessage = useDepositRuleMessage();
  const { api } = useServices();
  const [sent, setSent] = useState(reported);
  const form = useForm<TxHashForm>({
    resolver: zodResolver(txHashFormSchema),
    defaultValues: { txHash: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (sent) return <Reported>{t('wait.txHashReported', { txHash: sent })}</Reported>;

  const submit = form.handleSubmit(async ({ txHash }) => {
    try {
      const order = await api.data('utcTransfer', { orderNo, txHash: txHash.trim() });
      setSent(order.txHash ?? txHash.trim());
      toasts.success(t('wait.txHashSent'));
    } catch (error) {
      toasts.error(describeError(error, appT));
    }
  });
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('wait.txHash')}
        placeholder={t('wait.txHashPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        maxLength={66}
        error={ruleMessage(errors.txHash?.message)}
        {...form.register('txHash')}
      />
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        {t('wait.txHashSubmit')}
      </Button>
    </Form>
  );
}
