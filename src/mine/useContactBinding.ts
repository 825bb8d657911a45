import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '@src/app/ServicesContext';
import { useCaptcha } from '@src/captcha';
import type { CaptchaPurposeValue, SendCodeTwoRequest } from '@src/contract';
import { describeError } from '@src/i18n';
import { memberInfoRequested } from '@src/session';
import { useAppDispatch } from '@src/store/hooks';
import { toasts, useCountdown } from '@src/ui';

/** What a binding sends: the sendCode/two fields but the captcha's, which this hook fills in. */
export type BindingCodeRequest = Omit<SendCodeTwoRequest, 'kaptchcate' | 'codeId' | 'imageCode'>;

/**
 * Binding a phone or an e-mail. `send`: the binding's code (sendCode/two types 4 and 5), the site's captcha of
 * the binding's purpose first, then "sent to" with the masked target and the countdown until another may be
 * asked for. `bind`: the binding call, then 资料更新成功 and the member info asked for again (which shows it
 * bound), or the server's message.
 */
export function useContactBinding(purpose: CaptchaPurposeValue) {
  const { t } = useTranslation();
  const { api } = useServices();
  const runCaptcha = useCaptcha();
  const dispatch = useAppDispatch();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  /** Resolves true once a code went out. */
  const send = async (request: BindingCodeRequest): Promise<boolean> => {
    const captcha = await runCaptcha(purpose);
    if (!captcha) return false;
    setSending(true);
    try {
      const sent = await api.data('sendCodeTwo', {
        ...request,
        kaptchcate: captcha.kaptchcate,
        codeId: captcha.codeId,
        imageCode: captcha.code,
      });
      toasts.success(t('security.codeSentTo', { target: sent.target }));
      countdown.start(sent.resendAfter);
      return true;
    } catch (error) {
      toasts.error(describeError(error, t));
      return false;
    } finally {
      setSending(false);
    }
  };

  const bind = async (call: () => Promise<unknown>): Promise<void> => {
    try {
      await call();
      toasts.success(t('security.updated'));
      dispatch(memberInfoRequested());
    } catch (error) {
      toasts.error(describeError(error, t));
    }
  };

  const sendLabel =
    countdown.seconds > 0
      ? t('security.countdown', { seconds: countdown.seconds })
      : sending
        ? t('security.sending')
        : t('security.getCode');
  /** The code field's send button (VerificationCodeField). */
  const sendButton = { sendLabel, sendDisabled: sending || countdown.seconds > 0 };

  return { send, bind, sendButton };
}
