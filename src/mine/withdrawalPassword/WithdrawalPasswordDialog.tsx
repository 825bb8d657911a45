import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Code } from '@src/contract';
import { withdrawalPasswordSchema } from '@src/contract/withdrawalPassword';
import { describeError } from '@src/i18n';
import { Button, ButtonLink, Dialog, toasts } from '@src/ui';
import { useWithdrawalPasswordText } from './useWithdrawalPasswordText';
import { WithdrawalPasswordField } from './WithdrawalPasswordField';
import { useWithdrawalPasswordRule, withdrawalPasswordProblem } from './withdrawalPasswordRules';

/** Where a member sets or resets the withdrawal password. */
export const WITHDRAWAL_PASSWORD_PAGE = '/mine/auth#withdrawal-password';

const formSchema = z.object({ password: withdrawalPasswordSchema });
type PasswordForm = z.infer<typeof formSchema>;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

export interface WithdrawalPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 验证资金密码 unless given. */
  title?: string;
  /** What the password is for (查看完整卡号, 删除银行卡 ...). */
  description?: string;
  /** 确认 unless given. */
  confirmLabel?: string;
  /**
   * Runs the call that needs the password. Resolving closes the dialog; a refusal about the password (6100 wrong
   * with the tries left, 6037 locked until when, 6111 none set) is shown at the field, any other as a toast.
   */
  onConfirm: (password: string) => Promise<void>;
}

/**
 * Asks for the withdrawal password before a call that needs it (showing a card's full number, deleting it,
 * a withdrawal): a focus-trapped dialog with the 6-digit field, a link to set or reset it.
 */
export function WithdrawalPasswordDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: WithdrawalPasswordDialogProps) {
  const t = useWithdrawalPasswordText();
  const { t: shellT } = useTranslation();
  const rule = useWithdrawalPasswordRule();
  const [notSet, setNotSet] = useState(false);
  const form = useForm<PasswordForm>({ resolver: zodResolver(formSchema), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;

  useEffect(() => {
    if (open) {
      reset({ password: '' });
      setNotSet(false);
    }
  }, [open, reset]);

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await onConfirm(password);
    } catch (error) {
      const problem = withdrawalPasswordProblem(error);
      if (problem) {
        setNotSet(problem.code === Code.WithdrawalProtectionError);
        form.setValue('password', '');
        form.setError('password', { message: problem.message }, { shouldFocus: true });
      } else {
        toasts.error(describeError(error, shellT));
      }
      return;
    }
    onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? t('dialog.title')}
      closeLabel={t('dialog.close')}
      {...(description ? { description } : {})}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <WithdrawalPasswordField
          autoFocus
          error={rule(errors.password?.message)}
          {...form.register('password')}
        />
        <Actions>
          {notSet ? (
            <ButtonLink to={WITHDRAWAL_PASSWORD_PAGE} variant="link" size="sm">
              {t('dialog.setFirst')}
            </ButtonLink>
          ) : (
            <ButtonLink to={WITHDRAWAL_PASSWORD_PAGE} variant="link" size="sm">
              {t('dialog.forgot')}
            </ButtonLink>
          )}
          <Buttons>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('dialog.confirming') : (confirmLabel ?? t('dialog.confirm'))}
            </Button>
          </Buttons>
        </Actions>
      </form>
    </Dialog>
  );
}
