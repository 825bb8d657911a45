import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordFields } from '@src/ui';
import { useAuthText, useRuleMessage } from '../authText';
import { newPasswordFormSchema, type NewPasswordForm } from '../forgotPasswordRules';
import { Form } from '../formStyles';
import { ServerMessage } from './ServerMessage';
import { StepActions } from './StepActions';

export interface NewPasswordStepProps {
  /** Whose password it is, for the browser's password manager. */
  username: string;
  /** What was entered before (coming back to this step shows it again). */
  passwords: NewPasswordForm;
  busy: boolean;
  serverError: string | null;
  /** Sets the new password; resolves when the call is over. */
  onSubmit: (passwords: NewPasswordForm) => Promise<void>;
  /** Back to the code, with what is typed here. */
  onBack: (passwords: NewPasswordForm) => void;
}

/** Step 3 (spec 2.6, 5): the new password, 8-12 letters and digits, twice. */
export function NewPasswordStep({
  username,
  passwords,
  busy,
  serverError,
  onSubmit,
  onBack,
}: NewPasswordStepProps) {
  const t = useAuthText();
  const ruleMessage = useRuleMessage();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<NewPasswordForm>({ resolver: zodResolver(newPasswordFormSchema), defaultValues: passwords });

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {/* The username lets the browser's password manager file the new password under the account. */}
      <input type="hidden" autoComplete="username" value={username} readOnly />
      <NewPasswordFields
        password={{
          label: t('forgot.newPassword'),
          placeholder: t('forgot.newPasswordPlaceholder'),
          error: ruleMessage(errors.password?.message),
          registration: register('password'),
        }}
        repeat={{
          label: t('forgot.confirmPassword'),
          placeholder: t('forgot.confirmPasswordPlaceholder'),
          error: ruleMessage(errors.password2?.message),
          registration: register('password2'),
        }}
      />
      <ServerMessage message={serverError} />
      <StepActions submitLabel={t('forgot.submit')} busy={busy} onBack={() => onBack(getValues())} />
    </Form>
  );
}
