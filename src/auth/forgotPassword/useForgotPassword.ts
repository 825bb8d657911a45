import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '@src/app/ServicesContext';
import { CODE_RESEND_MS } from '@src/contract';
import { describeError } from '@src/i18n';
import { useAppDispatch } from '@src/store/hooks';
import { useCountdown } from '@src/ui';
import { loginOpenedFor, passwordChangeSucceeded, type ForgotWay } from '../authDialogSlice';
import { hashPassword } from '../authRequests';
import { DEFAULT_AREA } from '../useCountryAreas';
import type { ForgotIdentity, NewPasswordForm } from '../forgotPasswordRules';
import { forgotPasswordCalls } from './forgotPasswordCalls';

/** spec 9: the return to login after a password change. */
export const RETURN_TO_LOGIN_SECONDS = 3;

/** The steps: identity, verification, new password (spec 2.6), then success. */
export type ForgotStep = 0 | 1 | 2 | 3;

const NO_IDENTITY: ForgotIdentity = { username: '', areaCode: DEFAULT_AREA.areaCode, phone: '', email: '' };
const NO_PASSWORDS: NewPasswordForm = { password: '', password2: '' };

/**
 * The forgot-password journey (spec 2.6, 4): which step it is on, what the member entered on the steps behind
 * (shown again when they go back), the server's refusal, the resend countdown and the return to login 3 s after
 * the success. Each step's form checks its own fields and hands its values here.
 */
export function useForgotPassword(way: ForgotWay) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { api } = useServices();
  const calls = useMemo(() => forgotPasswordCalls(api, way), [api, way]);
  const resend = useCountdown();
  const returnToLogin = useCountdown();
  const [step, setStep] = useState<ForgotStep>(0);
  const [identity, setIdentity] = useState<ForgotIdentity>(NO_IDENTITY);
  const [code, setCode] = useState('');
  const [passwords, setPasswords] = useState<NewPasswordForm>(NO_PASSWORDS);
  const [sentTo, setSentTo] = useState<{ target: string; minutes: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  /** One call at a time; a refusal is shown on the step, in the server's words. */
  const run = async (work: () => Promise<void>): Promise<void> => {
    setBusy(true);
    setServerError(null);
    try {
      await work();
    } catch (failure) {
      setServerError(describeError(failure, t));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (to: ForgotIdentity): Promise<void> =>
    run(async () => {
      const sent = await calls.sendCode(to);
      setIdentity(to);
      setSentTo({ target: sent.target, minutes: Math.max(1, Math.round(sent.expiresIn / 60)) });
      resend.start(sent.resendAfter > 0 ? sent.resendAfter : CODE_RESEND_MS / 1000);
      setStep(1);
    });

  const checkCode = (entered: string): Promise<void> =>
    run(async () => {
      setCode(entered);
      await calls.checkCode(identity, entered);
      setStep(2);
    });

  const resetPassword = (entered: NewPasswordForm): Promise<void> =>
    run(async () => {
      await calls.resetPassword(identity, {
        password: hashPassword(entered.password),
        secondPassword: hashPassword(entered.password2),
      });
      setPasswords(NO_PASSWORDS);
      setStep(3);
      dispatch(passwordChangeSucceeded({ username: identity.username }));
      returnToLogin.start(RETURN_TO_LOGIN_SECONDS);
    });

  /** One step back, keeping what the member typed on the step they leave. */
  const back = (left: { code?: string; passwords?: NewPasswordForm } = {}): void => {
    if (left.code !== undefined) setCode(left.code);
    if (left.passwords) setPasswords(left.passwords);
    setServerError(null);
    setStep((current) => (current > 0 ? ((current - 1) as ForgotStep) : current));
  };

  const backToLogin = (): void => {
    dispatch(loginOpenedFor(step === 3 ? identity.username : null));
  };

  const changedFor = identity.username;
  const returnSeconds = returnToLogin.seconds;
  useEffect(() => {
    // spec 4: 3 s after the success, back to the login form with the username filled in.
    if (step === 3 && returnSeconds === 0) dispatch(loginOpenedFor(changedFor));
  }, [step, returnSeconds, changedFor, dispatch]);

  return {
    step,
    identity,
    code,
    passwords,
    sentTo,
    busy,
    serverError,
    resendSeconds: resend.seconds,
    returnSeconds,
    sendCode,
    checkCode,
    resetPassword,
    back,
    backToLogin,
  };
}
