import styled from '@emotion/styled';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { VerificationCodeField } from '@src/ui';
import { useAuthText, useRuleMessage } from '../authText';
import { forgotCodeFormSchema } from '../forgotPasswordRules';
import { Form } from '../formStyles';
import { ServerMessage } from './ServerMessage';
import { StepActions } from './StepActions';

const Sent = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface CodeStepProps {
  /** Where the code went (masked) and for how long it holds. */
  sentTo: { target: string; minutes: number } | null;
  /** What was entered before (coming back from the next step shows it again). */
  code: string;
  /** Seconds before another code may be asked for (spec 9: 60). */
  resendSeconds: number;
  busy: boolean;
  serverError: string | null;
  onResend: () => void;
  /** Checks the code; resolves when the call is over. */
  onSubmit: (code: string) => Promise<void>;
  /** Back to the identity, with what is typed here. */
  onBack: (code: string) => void;
}

/** Step 2 (spec 2.6, 4, 5): the code sent to the phone or e-mail, with the resend button and its countdown. */
export function CodeStep({
  sentTo,
  code,
  resendSeconds,
  busy,
  serverError,
  onResend,
  onSubmit,
  onBack,
}: CodeStepProps) {
  const t = useAuthText();
  const ruleMessage = useRuleMessage();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<{ code: string }>({ resolver: zodResolver(forgotCodeFormSchema), defaultValues: { code } });

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit((values) => onSubmit(values.code))(event)}>
      <Sent role="status">
        {t('forgot.codeSentTo', { target: sentTo?.target ?? '', minutes: sentTo?.minutes ?? 10 })}
      </Sent>
      <VerificationCodeField
        label={t('forgot.code')}
        placeholder={t('forgot.codePlaceholder')}
        error={ruleMessage(errors.code?.message)}
        sendLabel={resendSeconds > 0 ? t('forgot.resendIn', { seconds: resendSeconds }) : t('forgot.resend')}
        sendDisabled={resendSeconds > 0 || busy}
        onSend={onResend}
        {...register('code')}
      />
      <ServerMessage message={serverError} />
      <StepActions submitLabel={t('forgot.next')} busy={busy} onBack={() => onBack(getValues('code'))} />
    </Form>
  );
}
