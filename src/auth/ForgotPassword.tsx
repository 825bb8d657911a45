import { useEffect, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { useServices } from '@src/app/ServicesContext';
import {
  EMAIL_MAX,
  FORGOT_USERNAME_MAX,
  PASSWORD_MAX,
  PHONE_INPUT_MAX,
  type CountryArea,
  type SendCodeResult,
} from '@src/contract';
import { useTranslation } from 'react-i18next';
import { describeError } from '@src/i18n';
import { useAppDispatch } from '@src/store/hooks';
import { Button, PasswordField, TextField } from '@src/ui';
import {
  forgotPasswordOpened,
  loginOpenedFor,
  passwordChangeSucceeded,
  type ForgotWay,
} from './authDialogSlice';
import { hashPassword } from './authRequests';
import { useAuthText, useRuleMessage } from './authText';
import { SupportLink } from './AuthForms';
import { CodeField } from './CodeField';
import {
  fieldErrors,
  forgotCodeSchema,
  forgotEmailSchema,
  forgotPhoneSchema,
  forgotUsernameSchema,
  newPasswordFormSchema,
} from './forgotPasswordRules';
import { ForgotSteps } from './ForgotSteps';
import { Form, FormMessage, ScreenHeading, TextButton } from './formStyles';
import { DEFAULT_AREA, useCountryAreas } from './useCountryAreas';
import { useCountdown } from './useCountdown';

/** spec 9: the return to login after a password change. */
export const RETURN_TO_LOGIN_SECONDS = 3;
/** spec 9: the resend countdown, unless the server says otherwise. */
export const RESEND_SECONDS = 60;

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const WayTabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  button {
    flex: 1;
    height: 32px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: 132px 1fr;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
`;

const SelectField = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.colors.text};
  select {
    height: 42px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  select:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  > * {
    flex: 1;
  }
`;

const Sent = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Success = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.md}`};
  text-align: center;
  &::before {
    content: '✓';
    display: flex;
    align-items: center;
    justify-content: center;
    width: 64px;
    height: 64px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.success};
    color: #ffffff;
    font-size: 32px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const BackRow = styled.div`
  display: flex;
  justify-content: center;
`;

type Step = 0 | 1 | 2 | 3;

interface Identity {
  username: string;
  phone: string;
  areaCode: string;
  email: string;
}

export interface ForgotPasswordProps {
  way: ForgotWay;
  passwordChanged: boolean;
}

/**
 * Forgot password by phone or e-mail (spec 2.6, 4, 5): identity (username with the bound phone or e-mail,
 * which sends a code), verification (the code), the new password, then success and back to login after 3 s.
 * Back goes one step back. The server answers the same for any name, so nothing here says whether an
 * account exists.
 */
export function ForgotPassword({ way }: ForgotPasswordProps) {
  const t = useAuthText();
  const { t: appT } = useTranslation();
  const ruleMessage = useRuleMessage();
  const dispatch = useAppDispatch();
  const { api } = useServices();
  const areas = useCountryAreas();
  const resend = useCountdown();
  const returnToLogin = useCountdown();
  const [step, setStep] = useState<Step>(0);
  const [identity, setIdentity] = useState<Identity>({
    username: '',
    phone: '',
    areaCode: DEFAULT_AREA.areaCode,
    email: '',
  });
  const [code, setCode] = useState('');
  const [passwords, setPasswords] = useState({ password: '', password2: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<{ target: string; minutes: number } | null>(null);
  const [busy, setBusy] = useState(false);

  const area: CountryArea = areas.find((item) => item.areaCode === identity.areaCode) ?? DEFAULT_AREA;
  const byPhone = { phone: identity.phone.trim(), areaCode: identity.areaCode };
  const byEmail = { email: identity.email.trim() };

  const edit = (field: keyof Identity, value: string): void => {
    setIdentity((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  const run = async (work: () => Promise<void>): Promise<void> => {
    setBusy(true);
    setServerError(null);
    try {
      await work();
    } catch (failure) {
      setServerError(describeError(failure, appT));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (): Promise<void> =>
    run(async () => {
      const sent: SendCodeResult =
        way === 'phone'
          ? await api.data('forgetByPhoneOne', { name: identity.username.trim(), ...byPhone })
          : await api.data('forgetByEmailOne', { name: identity.username.trim(), ...byEmail });
      setSentTo({ target: sent.target, minutes: Math.max(1, Math.round(sent.expiresIn / 60)) });
      resend.start(sent.resendAfter > 0 ? sent.resendAfter : RESEND_SECONDS);
      setStep(1);
    });

  const submitIdentity = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const name = forgotUsernameSchema.safeParse(identity.username);
    if (!name.success) found.username = name.error.issues[0]?.message ?? '';
    const reach =
      way === 'phone'
        ? forgotPhoneSchema(area.regex).safeParse(identity.phone)
        : forgotEmailSchema.safeParse(identity.email);
    if (!reach.success) found[way] = reach.error.issues[0]?.message ?? '';
    setErrors(found);
    if (Object.keys(found).length === 0) void sendCode();
  };

  const submitCode = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const parsed = forgotCodeSchema.safeParse(code);
    if (!parsed.success) {
      setErrors({ code: parsed.error.issues[0]?.message ?? '' });
      return;
    }
    void run(async () => {
      const name = identity.username.trim();
      if (way === 'phone') await api.data('forgetByPhoneTwo', { name, ...byPhone, code: parsed.data });
      else await api.data('forgetByEmailTwo', { name, ...byEmail, code: parsed.data });
      setStep(2);
    });
  };

  const submitPassword = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const parsed = newPasswordFormSchema.safeParse(passwords);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    void run(async () => {
      const name = identity.username.trim();
      const hashes = {
        password: hashPassword(parsed.data.password),
        secondPassword: hashPassword(parsed.data.password2),
      };
      if (way === 'phone') await api.data('forgetByPhoneThree', { name, ...byPhone, ...hashes });
      else await api.data('forgetByEmailThree', { name, ...byEmail, ...hashes });
      setPasswords({ password: '', password2: '' });
      setStep(3);
      dispatch(passwordChangeSucceeded({ username: name }));
      returnToLogin.start(RETURN_TO_LOGIN_SECONDS);
    });
  };

  const back = (): void => {
    setErrors({});
    setServerError(null);
    setStep((current) => (current > 0 ? ((current - 1) as Step) : current));
  };

  const backToLogin = (): void => {
    dispatch(loginOpenedFor(step === 3 ? identity.username.trim() : null));
  };

  const changedFor = identity.username.trim();
  const returnSeconds = returnToLogin.seconds;
  useEffect(() => {
    // spec 4: 3 s after the success, back to the login form with the username filled in.
    if (step === 3 && returnSeconds === 0) dispatch(loginOpenedFor(changedFor));
  }, [step, returnSeconds, changedFor, dispatch]);

  const message = serverError ? <FormMessage role="alert">{serverError}</FormMessage> : null;

  return (
    <Screen>
      {step < 3 ? <ForgotSteps step={step} /> : null}

      {step === 0 ? (
        <Form noValidate onSubmit={submitIdentity}>
          <WayTabs role="tablist" aria-label={t('forgot.waysLabel')}>
            {(['phone', 'email'] as const).map((option) => (
              <button
                key={option}
                type="button"
                role="tab"
                aria-selected={way === option}
                onClick={() => {
                  if (way !== option) dispatch(forgotPasswordOpened(option));
                }}
              >
                {t(option === 'phone' ? 'forgot.byPhone' : 'forgot.byEmail')}
              </button>
            ))}
          </WayTabs>
          <TextField
            label={t('username')}
            placeholder={t('forgot.usernamePlaceholder')}
            autoComplete="username"
            maxLength={FORGOT_USERNAME_MAX}
            value={identity.username}
            error={ruleMessage(errors.username || undefined)}
            onChange={(event) => edit('username', event.target.value)}
          />
          {way === 'phone' ? (
            <PhoneRow>
              <SelectField>
                {t('forgot.area')}
                <select value={identity.areaCode} onChange={(event) => edit('areaCode', event.target.value)}>
                  {areas.map((option) => (
                    <option key={option.areaCode} value={option.areaCode}>
                      {t('forgot.areaOption', {
                        name: option.areaName || t('forgot.defaultAreaName'),
                        code: option.areaCode,
                      })}
                    </option>
                  ))}
                </select>
              </SelectField>
              <TextField
                label={t('forgot.phone')}
                placeholder={t('forgot.phonePlaceholder')}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={PHONE_INPUT_MAX}
                value={identity.phone}
                error={ruleMessage(errors.phone || undefined)}
                onChange={(event) => edit('phone', event.target.value)}
              />
            </PhoneRow>
          ) : (
            <TextField
              label={t('forgot.email')}
              placeholder={t('forgot.emailPlaceholder')}
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              value={identity.email}
              error={ruleMessage(errors.email || undefined)}
              onChange={(event) => edit('email', event.target.value)}
            />
          )}
          {message}
          <Button type="submit" size="lg" block disabled={busy} aria-busy={busy}>
            {t('forgot.next')}
          </Button>
        </Form>
      ) : null}

      {step === 1 ? (
        <Form noValidate onSubmit={submitCode}>
          <Sent role="status">
            {t('forgot.codeSentTo', { target: sentTo?.target ?? '', minutes: sentTo?.minutes ?? 10 })}
          </Sent>
          <CodeField
            label={t('forgot.code')}
            placeholder={t('forgot.codePlaceholder')}
            value={code}
            onChange={(value) => {
              setCode(value);
              setErrors({});
            }}
            error={ruleMessage(errors.code || undefined)}
            sendLabel={
              resend.seconds > 0 ? t('forgot.resendIn', { seconds: resend.seconds }) : t('forgot.resend')
            }
            sendDisabled={resend.seconds > 0 || busy}
            onSend={() => void sendCode()}
          />
          {message}
          <Actions>
            <Button type="button" variant="secondary" size="lg" onClick={back}>
              {t('forgot.back')}
            </Button>
            <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
              {t('forgot.next')}
            </Button>
          </Actions>
        </Form>
      ) : null}

      {step === 2 ? (
        <Form noValidate onSubmit={submitPassword}>
          {/* The username lets the browser's password manager file the new password under the account. */}
          <input type="hidden" autoComplete="username" value={identity.username.trim()} readOnly />
          <PasswordField
            label={t('forgot.newPassword')}
            placeholder={t('forgot.newPasswordPlaceholder')}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            showLabel={t('showPassword')}
            hideLabel={t('hidePassword')}
            value={passwords.password}
            error={ruleMessage(errors.password || undefined)}
            onChange={(event) => {
              setPasswords((current) => ({ ...current, password: event.target.value }));
              setErrors({});
            }}
          />
          <PasswordField
            label={t('forgot.confirmPassword')}
            placeholder={t('forgot.confirmPasswordPlaceholder')}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            showLabel={t('showPassword')}
            hideLabel={t('hidePassword')}
            value={passwords.password2}
            error={ruleMessage(errors.password2 || undefined)}
            onChange={(event) => {
              setPasswords((current) => ({ ...current, password2: event.target.value }));
              setErrors({});
            }}
          />
          {message}
          <Actions>
            <Button type="button" variant="secondary" size="lg" onClick={back}>
              {t('forgot.back')}
            </Button>
            <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
              {t('forgot.submit')}
            </Button>
          </Actions>
        </Form>
      ) : null}

      {step === 3 ? (
        <Success role="status">
          <ScreenHeading as="p">{t('forgot.successTitle')}</ScreenHeading>
          <p>{t('forgot.successText')}</p>
          <p>{t('forgot.successCountdown', { seconds: returnToLogin.seconds })}</p>
          <Button type="button" size="lg" onClick={backToLogin}>
            {t('forgot.loginNow')}
          </Button>
        </Success>
      ) : (
        <BackRow>
          <TextButton type="button" onClick={backToLogin}>
            {t('forgot.backToLogin')}
          </TextButton>
        </BackRow>
      )}
      <SupportLink />
    </Screen>
  );
}
