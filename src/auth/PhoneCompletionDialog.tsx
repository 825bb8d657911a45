import { useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { PHONE_COMPLETION_LENGTH } from '@src/contract';
import { Button, Dialog, TextField } from '@src/ui';
import { useAuthText, useRuleMessage } from './authText';
import { phoneCompletionSchema } from './newDeviceRules';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  > * {
    flex: 1;
  }
`;

export interface PhoneCompletionDialogProps {
  open: boolean;
  /** The masked phone, 138****8000. */
  phoneNumber: string;
  /** The server's refusal of the last try (sendCode/one), shown under the field. */
  serverError: string | null;
  busy: boolean;
  onConfirm: (digits: string) => void;
  onCancel: () => void;
}

/** spec 2.6, 4, 5: "安全验证", the 4 hidden digits of the bound phone; exactly 4 digits, else "手机号码错误". */
export function PhoneCompletionDialog({
  open,
  phoneNumber,
  serverError,
  busy,
  onConfirm,
  onCancel,
}: PhoneCompletionDialogProps) {
  const t = useAuthText();
  const ruleMessage = useRuleMessage();
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    // Portalled, but React still bubbles the submit to the screen's own form.
    event.stopPropagation();
    const parsed = phoneCompletionSchema.safeParse(digits);
    if (!parsed.success) {
      setError(ruleMessage(parsed.error.issues[0]?.message));
      return;
    }
    onConfirm(parsed.data);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={t('newDevice.completion.title')}
      description={t('newDevice.completion.description', { phone: phoneNumber })}
      closeLabel={t('dialog.close')}
      width={380}
    >
      <Form noValidate onSubmit={submit}>
        <TextField
          label={t('newDevice.completion.label')}
          placeholder={t('newDevice.completion.placeholder')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={PHONE_COMPLETION_LENGTH}
          autoFocus
          value={digits}
          error={error ?? ruleMessage(serverError ?? undefined)}
          onChange={(event) => {
            setDigits(event.target.value.replace(/\D/g, ''));
            setError(undefined);
          }}
        />
        <Actions>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('newDevice.completion.cancel')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {t('newDevice.completion.confirm')}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
