import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_MAX,
  registerFormSchema,
  USERNAME_MAX,
  type RegisterForm as RegisterFormInput,
} from '@src/contract';
import { useServices } from '@src/app/ServicesContext';
import { registerReferral } from '@src/session';
import { Button, PasswordField, TextField } from '@src/ui';
import { AgreementField } from './AgreementField';
import type { RegisterValues } from './authRequests';
import { register as registerMember } from './authService';
import { Form, Notice } from './formStyles';
import { useAuthOutcome } from './useAuthOutcome';

/** Register (spec 2.6): username, password, repeat password, agreement, submit. */
export function RegisterForm() {
  const { t } = useTranslation();
  const { api, storage, pageUrl } = useServices();
  const handleOutcome = useAuthOutcome();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput, unknown, RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', password: '', repeatPassword: '', isAgree: false },
  });
  const [username, password, repeatPassword, isAgree] = watch([
    'username',
    'password',
    'repeatPassword',
    'isAgree',
  ]);

  const onSubmit = async (values: RegisterValues): Promise<void> => {
    const outcome = await registerMember(api, values, registerReferral(pageUrl(), storage));
    // spec 4: "registration successful", then logged in with the token the registration returned.
    handleOutcome(outcome, t('auth.registerSuccess'));
  };

  const passwordProps = {
    showLabel: t('auth.showPassword'),
    hideLabel: t('auth.hidePassword'),
    maxLength: PASSWORD_MAX,
  };
  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <TextField
        label={t('auth.username')}
        placeholder={t('auth.registerUsernamePlaceholder')}
        autoComplete="username"
        maxLength={USERNAME_MAX}
        error={errors.username?.message}
        {...register('username')}
      />
      <PasswordField
        label={t('auth.password')}
        placeholder={t('auth.registerPasswordPlaceholder')}
        autoComplete="new-password"
        error={errors.password?.message}
        {...passwordProps}
        {...register('password')}
      />
      <PasswordField
        label={t('auth.repeatPassword')}
        placeholder={t('auth.repeatPasswordPlaceholder')}
        autoComplete="new-password"
        error={errors.repeatPassword?.message}
        {...passwordProps}
        {...register('repeatPassword')}
      />
      <AgreementField error={errors.isAgree?.message} {...register('isAgree')} />
      <Button
        type="submit"
        size="lg"
        block
        disabled={isSubmitting}
        inactive={!username || !password || !repeatPassword || !isAgree}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? t('auth.submitting') : t('auth.register')}
      </Button>
      <Notice>{t('auth.ageNotice')}</Notice>
    </Form>
  );
}
