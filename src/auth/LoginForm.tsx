import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { loginFormSchema, USERNAME_MAX, type LoginForm as LoginFormInput } from '@src/contract';
import { useServices } from '@src/app/ServicesContext';
import { Button, CheckboxField, PasswordField, TextField } from '@src/ui';
import type { LoginValues } from './authRequests';
import { logIn } from './authService';
import { Form } from './formStyles';
import { useAuthOutcome } from './useAuthOutcome';

/** Login (spec 2.6): username, password with show/hide, remember, submit. */
export function LoginForm() {
  const { t } = useTranslation();
  const { api, storage } = useServices();
  const handleOutcome = useAuthOutcome();
  // DESIGN.md 9.2: "remember" keeps the username and the time only; the browser keeps passwords.
  const remembered = storage.get('rememberPwdTime') !== null ? storage.get('rememberedUsername') : null;
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: remembered ?? '', password: '', rememberPwd: remembered !== null },
  });
  const [username, password] = watch(['username', 'password']);

  const onSubmit = async (values: LoginValues): Promise<void> => {
    const outcome = await logIn(api, values);
    if (!handleOutcome(outcome, t('auth.loginSuccess'))) return;
    if (values.rememberPwd) {
      storage.set('rememberedUsername', values.username);
      storage.set('rememberPwdTime', Date.now());
    } else {
      storage.remove('rememberedUsername');
      storage.remove('rememberPwdTime');
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <TextField
        label={t('auth.username')}
        placeholder={t('auth.usernamePlaceholder')}
        autoComplete="username"
        maxLength={USERNAME_MAX}
        error={errors.username?.message}
        {...register('username')}
      />
      <PasswordField
        label={t('auth.password')}
        placeholder={t('auth.passwordPlaceholder')}
        autoComplete="current-password"
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        error={errors.password?.message}
        {...register('password')}
      />
      <CheckboxField label={t('auth.rememberUsername')} {...register('rememberPwd')} />
      <Button
        type="submit"
        size="lg"
        block
        disabled={isSubmitting}
        inactive={!username || !password}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? t('auth.submitting') : t('auth.login')}
      </Button>
    </Form>
  );
}
