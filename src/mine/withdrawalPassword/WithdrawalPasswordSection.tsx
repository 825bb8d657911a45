import { useState } from 'react';
import styled from '@emotion/styled';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiCallError } from '@src/api';
import { useServices } from '@src/app/ServicesContext';
import { hashPassword } from '@src/auth/authRequests';
import { useRuleMessage } from '@src/auth/authText';
import { Code, PASSWORD_MAX, codeChannelSchema, verificationCodeSchema, type MemberInfo } from '@src/contract';
import { newWithdrawalPasswordSchema, WithdrawalPasswordMessage } from '@src/contract/withdrawalPassword';
import { describeError } from '@src/i18n';
import { memberInfoRequested } from '@src/session';
import { useAppDispatch } from '@src/store/hooks';
import { Button, PasswordField, SelectField, toasts, useCountdown, VerificationCodeField } from '@src/ui';
import { BoundValue, Fields } from '../formLayout';
import { Card } from '../ProfileRows';
import zhCN from './locales/zh-CN.json';
import { useWithdrawalPasswordText } from './useWithdrawalPasswordText';
import { WithdrawalPasswordField } from './WithdrawalPasswordField';
import { useWithdrawalPasswordRule } from './withdrawalPasswordRules';

const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function samePasswords(form: { password: string; repeat: string }, ctx: z.RefinementCtx): void {
  if (form.repeat && form.password !== form.repeat) {
    ctx.addIssue({ code: 'custom', path: ['repeat'], message: WithdrawalPasswordMessage.mismatch });
  }
}

const newPasswordFields = {
  password: newWithdrawalPasswordSchema,
  repeat: z.string().min(1, WithdrawalPasswordMessage.required),
};

const setFormSchema = z
  .object({ loginPassword: z.string().min(1, zhCN.rules.loginPasswordRequired), ...newPasswordFields })
  .superRefine(samePasswords);
type SetForm = z.infer<typeof setFormSchema>;

const resetFormSchema = z
  .object({ channel: codeChannelSchema, code: verificationCodeSchema, ...newPasswordFields })
  .superRefine(samePasswords);
type ResetFormValues = z.infer<typeof resetFormSchema>;

/** Refusals of the reset that are about the code: said at its field. */
const CODE_ANSWERS: readonly number[] = [Code.AuthCodeError, Code.AuthCodeExpired, Code.AuthRequired];

/**
 * /mine/auth, 资金密码 (spec 7.1 withdrawal/pwd/*): set once after the login password; once set, reset with a
 * code sent to the bound e-mail or phone. The 6 digits go as they are (the server checks the rule itself).
 */
export function WithdrawalPasswordSection({ member }: { member: MemberInfo }) {
  const t = useWithdrawalPasswordText();
  return (
    <Card aria-labelledby="withdrawal-password">
      <h2 id="withdrawal-password">{t('section.title')}</h2>
      <Intro>{t('section.intro')}</Intro>
      {member.withdrawalPasswordSet ? <SetPassword member={member} /> : <NewPasswordForm />}
    </Card>
  );
}

interface PairField {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** The new withdrawal password and its repeat, as the set and the reset forms ask for them. */
function NewPasswordPair({ label, password, repeat }: { label: string; password: PairField; repeat: PairField }) {
  const t = useWithdrawalPasswordText();
  const rule = useWithdrawalPasswordRule();
  return (
    <>
      <WithdrawalPasswordField
        label={label}
        placeholder={t('section.passwordPlaceholder')}
        error={rule(password.error)}
        {...password.registration}
      />
      <WithdrawalPasswordField
        label={t('section.repeat')}
        placeholder={t('section.repeatPlaceholder')}
        error={rule(repeat.error)}
        {...repeat.registration}
      />
    </>
  );
}

function NewPasswordForm() {
  const t = useWithdrawalPasswordText();
  const { t: shellT } = useTranslation();
  const rule = useWithdrawalPasswordRule();
  const { api } = useServices();
  const dispatch = useAppDispatch();
  const form = useForm<SetForm>({
    resolver: zodResolver(setFormSchema),
    defaultValues: { loginPassword: '', password: '', repeat: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ loginPassword, password, repeat }) => {
    try {
      await api.data('setWithdrawalPassword', {
        loginPassword: hashPassword(loginPassword),
        password,
        secondPassword: repeat,
      });
    } catch (error) {
      if (isApiCallError(error) && error.code === Code.PasswordCheckFailure) {
        form.setError('loginPassword', { message: error.message }, { shouldFocus: true });
      } else {
        toasts.error(describeError(error, shellT));
      }
      return;
    }
    toasts.success(t('section.setDone'));
    dispatch(memberInfoRequested());
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Fields>
        <PasswordField
          label={t('section.loginPassword')}
          placeholder={t('section.loginPasswordPlaceholder')}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          error={rule(errors.loginPassword?.message)}
          {...form.register('loginPassword')}
        />
        <NewPasswordPair
          label={t('section.password')}
          password={{ registration: form.register('password'), error: errors.password?.message }}
          repeat={{ registration: form.register('repeat'), error: errors.repeat?.message }}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('section.setting') : t('section.set')}
        </Button>
      </Fields>
    </form>
  );
}

function SetPassword({ member }: { member: MemberInfo }) {
  const t = useWithdrawalPasswordText();
  const [resetting, setResetting] = useState(false);
  const canReset = Boolean(member.bindEmail) || member.bindPhone;
  return (
    <Fields>
      <BoundValue>
        <p>{t('section.isSet')}</p>
        <small>{canReset ? t('section.isSetHint') : t('section.needContact')}</small>
      </BoundValue>
      {canReset && !resetting ? (
        <Button type="button" variant="secondary" onClick={() => setResetting(true)}>
          {t('section.startReset')}
        </Button>
      ) : null}
      {canReset && resetting ? <ResetForm member={member} onDone={() => setResetting(false)} /> : null}
    </Fields>
  );
}

function ResetForm({ member, onDone }: { member: MemberInfo; onDone: () => void }) {
  const t = useWithdrawalPasswordText();
  const { t: shellT } = useTranslation();
  const codeRule = useRuleMessage();
  const { api } = useServices();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const channels = [
    ...(member.bindEmail ? [{ value: 'email' as const, label: t('section.channelEmail') }] : []),
    ...(member.bindPhone ? [{ value: 'sms' as const, label: t('section.channelSms') }] : []),
  ];
  const form = useForm<ResetFormValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { channel: channels[0]?.value ?? 'email', code: '', password: '', repeat: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const sendCode = async (): Promise<void> => {
    setSending(true);
    try {
      const sent = await api.data('sendWithdrawalPasswordCode', { channel: form.getValues('channel') });
      countdown.start(sent.resendAfter);
      toasts.success(t('section.codeSent', { target: sent.target }));
      form.setFocus('code');
    } catch (error) {
      toasts.error(describeError(error, shellT));
    } finally {
      setSending(false);
    }
  };

  const submit = form.handleSubmit(async ({ channel, code, password, repeat }) => {
    try {
      await api.data('resetWithdrawalPassword', { channel, code: code.trim(), password, secondPassword: repeat });
    } catch (error) {
      if (isApiCallError(error) && CODE_ANSWERS.includes(error.code)) {
        form.setError('code', { message: error.message }, { shouldFocus: true });
      } else {
        toasts.error(describeError(error, shellT));
      }
      return;
    }
    toasts.success(t('section.resetDone'));
    onDone();
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Fields>
        <SelectField label={t('section.channel')} {...form.register('channel')}>
          {channels.map((channel) => (
            <option key={channel.value} value={channel.value}>
              {channel.label}
            </option>
          ))}
        </SelectField>
        <VerificationCodeField
          label={t('section.code')}
          placeholder={t('section.codePlaceholder')}
          error={codeRule(errors.code?.message)}
          sendLabel={countdown.seconds > 0 ? t('section.resendIn', { seconds: countdown.seconds }) : t('section.sendCode')}
          sendDisabled={sending || countdown.seconds > 0}
          onSend={() => void sendCode()}
          {...form.register('code')}
        />
        <NewPasswordPair
          label={t('section.newPassword')}
          password={{ registration: form.register('password'), error: errors.password?.message }}
          repeat={{ registration: form.register('repeat'), error: errors.repeat?.message }}
        />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {t('section.reset')}
          </Button>{' '}
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('section.cancelReset')}
          </Button>
        </div>
      </Fields>
    </form>
  );
}
