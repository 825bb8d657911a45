import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { useServices } from '@src/app/ServicesContext';
import { useCaptcha } from '@src/captcha';
import {
  CaptchaPurpose,
  loginFormSchema,
  USERNAME_MAX,
  type LoginForm as LoginFormInput,
} from '@src/contract';
import { useAppDispatch } from '@src/store/hooks';
import { CheckboxField, PasswordField, TextField } from '@src/ui';
import { forgotPasswordOpened, newDeviceOpened } from './authDialogSlice';
import { hashPassword, type LoginValues } from './authRequests';
import { logIn } from './authService';
import { useAuthText, useRuleMessage } from './authText';
import { Form, OptionsRow, TextButton } from './formStyles';
import { useFailureMessage } from './useFailureMessage';
import { SubmitButton } from './SubmitButton';
import { useSessionStart } from './useSessionStart';

type Stage = 'idle' | 'captcha' | 'sending';

export interface LoginFormProps {
  /** Fills the username (after registering or a password change); else the remembered one. */
  initialUsername?: string | null;
}

/**
 * Login (spec 2.6, 4): username, password with show/hide, remember, forgot password; submit runs the login
 * captcha (purpose 4) and then the login call.
 */
export function LoginForm({ initialUsername = null }: LoginFormProps) {
  const t = useAuthText();
  const ruleMessage = useRuleMessage();
  const dispatch = useAppDispatch();
  const { api, storage } = useServices();
  const runCaptcha = useCaptcha();
  const startSession = useSessionStart();
  const failureMessage = useFailureMessage();
  const [stage, setStage] = useState<Stage>('idle');
  // DESIGN.md 9.2: "remember" keeps the username and the time only; the browser keeps passwords.
  const remembered = storage.get('rememberPwdTime') !== null ? storage.get('rememberedUsername') : null;
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<LoginFormInput, unknown, LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: {
      username: initialUsername ?? remembered ?? '',
      password: '',
      rememberPwd: remembered !== null,
    },
  });
  const [username, password] = watch(['username', 'password']);

  const onSubmit = async (values: LoginValues): Promise<void> => {
    setStage('captcha');
    const captcha = await runCaptcha(CaptchaPurpose.login);
    if (!captcha) {
      setStage('idle');
      return;
    }
    setStage('sending');
    const outcome = await logIn(api, values, captcha);
    setStage('idle');
    if (outcome.kind === 'success') {
      if (values.rememberPwd) {
        storage.set('rememberedUsername', values.username);
        storage.set('rememberPwdTime', Date.now());
      } else {
        storage.remove('rememberedUsername');
        storage.remove('rememberPwdTime');
      }
      startSession(outcome, t('loginSuccess'));
    } else if (outcome.kind === 'newDevice') {
      dispatch(
        newDeviceOpened({
          username: values.username,
          passwordHash: hashPassword(values.password),
          phoneNumber: outcome.phoneNumber,
          message: outcome.message,
        }),
      );
    } else {
      toast.error(failureMessage(outcome));
    }
  };

  const busy = stage !== 'idle';
  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <TextField
        label={t('username')}
        placeholder={t('usernamePlaceholder')}
        autoComplete="username"
        maxLength={USERNAME_MAX}
        error={ruleMessage(errors.username?.message)}
        {...register('username')}
      />
      <PasswordField
        label={t('password')}
        placeholder={t('passwordPlaceholder')}
        autoComplete="current-password"
        error={ruleMessage(errors.password?.message)}
        {...register('password')}
      />
      <OptionsRow>
        <CheckboxField label={t('rememberPassword')} {...register('rememberPwd')} />
        <TextButton type="button" onClick={() => dispatch(forgotPasswordOpened('phone'))}>
          {t('forgotPassword')}
        </TextButton>
      </OptionsRow>
      <SubmitButton disabled={busy} inactive={!username || !password} aria-busy={busy}>
        {stage === 'captcha' ? t('verifying') : stage === 'sending' ? t('submitting') : t('login')}
      </SubmitButton>
    </Form>
  );
}
