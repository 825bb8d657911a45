import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { useServices } from '@src/app/ServicesContext';
import { useCaptcha } from '@src/captcha';
import {
  CaptchaPurpose,
  registerFormSchema,
  USERNAME_MAX,
  type RegisterForm as RegisterFormInput,
} from '@src/contract';
import { registerReferral } from '@src/session';
import { useAppDispatch } from '@src/store/hooks';
import { NewPasswordFields, TextField } from '@src/ui';
import { AgreementField } from './AgreementField';
import { loginOpenedFor } from './authDialogSlice';
import { hashPassword, type RegisterValues } from './authRequests';
import { autoLogIn, register as registerMember } from './authService';
import { useAuthText, useRuleMessage } from './authText';
import { Form, Notice } from './formStyles';
import { useFailureMessage } from './useFailureMessage';
import { SubmitButton } from './SubmitButton';
import { useSessionStart } from './useSessionStart';

type Stage = 'idle' | 'captcha' | 'sending';

/**
 * Register (spec 2.6, 4): username, password, repeat password, agreement; submit runs the register captcha
 * (purpose 1), registers, says "注册成功" and logs in with kaptchcate 99, or falls back to the login form.
 */
export function RegisterForm() {
  const t = useAuthText();
  const ruleMessage = useRuleMessage();
  const dispatch = useAppDispatch();
  const { api, storage, pageUrl } = useServices();
  const runCaptcha = useCaptcha();
  const startSession = useSessionStart();
  const failureMessage = useFailureMessage();
  const [stage, setStage] = useState<Stage>('idle');
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
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
    setStage('captcha');
    const captcha = await runCaptcha(CaptchaPurpose.register);
    if (!captcha) {
      setStage('idle');
      return;
    }
    setStage('sending');
    const registered = await registerMember(api, values, registerReferral(pageUrl(), storage), captcha);
    if (registered.kind !== 'success') {
      setStage('idle');
      toast.error(failureMessage(registered));
      return;
    }
    toast.success(t('registerSuccess'));
    const loggedIn = await autoLogIn(api, values.username, hashPassword(values.password));
    setStage('idle');
    if (loggedIn.kind === 'success') {
      startSession(loggedIn);
    } else {
      // spec 4: the auto-login failed; the member logs in by hand.
      dispatch(loginOpenedFor(values.username));
      toast.error(loggedIn.kind === 'failed' ? failureMessage(loggedIn) : t('autoLoginFailed'));
    }
  };

  const busy = stage !== 'idle';
  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <TextField
        label={t('username')}
        placeholder={t('registerUsernamePlaceholder')}
        autoComplete="username"
        maxLength={USERNAME_MAX}
        error={ruleMessage(errors.username?.message)}
        {...register('username')}
      />
      <NewPasswordFields
        password={{
          label: t('password'),
          placeholder: t('registerPasswordPlaceholder'),
          error: ruleMessage(errors.password?.message),
          registration: register('password'),
        }}
        repeat={{
          label: t('repeatPassword'),
          placeholder: t('repeatPasswordPlaceholder'),
          error: ruleMessage(errors.repeatPassword?.message),
          registration: register('repeatPassword'),
        }}
      />
      <AgreementField error={ruleMessage(errors.isAgree?.message)} {...register('isAgree')} />
      <SubmitButton
        disabled={busy}
        inactive={!username || !password || !repeatPassword || !isAgree}
        aria-busy={busy}
      >
        {stage === 'captcha' ? t('verifying') : stage === 'sending' ? t('submitting') : t('register')}
      </SubmitButton>
      <Notice>{t('ageNotice')}</Notice>
    </Form>
  );
}
