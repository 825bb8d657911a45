import { useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useServices } from '@src/app/ServicesContext';
import { isCaptchaRefusal, prefixedCaptchaError, useCaptcha } from '@src/captcha';
import {
  CaptchaPurpose,
  CODE_RESEND_MS,
  DEFAULT_AREA_CODE,
  RuleMessage,
  SendCodeCate,
  SendCodeType,
  type CodeChannel,
} from '@src/contract';
import { describeError } from '@src/i18n';
import { useAppDispatch } from '@src/store/hooks';
import { useCountdown, VerificationCodeField } from '@src/ui';
import { authDialogOpened, loginOpenedFor, type NewDeviceChallenge } from './authDialogSlice';
import { newDeviceLogIn } from './authService';
import { useAuthText, useRuleMessage } from './authText';
import { Form, FormMessage, TextButton } from './formStyles';
import { completeMaskedPhone } from './maskedPhone';
import { newDeviceCodeSchema } from './newDeviceRules';
import { PhoneCompletionDialog } from './PhoneCompletionDialog';
import { useFailureMessage } from './useFailureMessage';
import { SubmitButton } from './SubmitButton';
import { useSessionStart } from './useSessionStart';
import { VoiceNoticeDialog } from './VoiceNoticeDialog';
import { SupportLink } from './AuthForms';

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const ServerNotice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: 1.6;
`;

const Phone = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-family: ${({ theme }) => theme.fonts.numeric};
    letter-spacing: 0.06em;
  }
`;

const Warning = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.5;
`;

const VoiceRow = styled.div`
  display: flex;
  justify-content: flex-end;
  min-height: 20px;
  margin-top: -${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Links = styled.div`
  display: flex;
  justify-content: space-between;
`;

/**
 * New-device verification (spec 2.6, 4): after a 6025-6029 login answer, the member completes the hidden 4
 * digits of the bound phone, passes the captcha (purpose 3), gets a 6-digit code by SMS or voice call, and
 * logs in with it (kaptchcate 99) from this same device.
 */
export function NewDeviceLogin({ challenge }: { challenge: NewDeviceChallenge }) {
  const t = useAuthText();
  const { t: appT } = useTranslation();
  const ruleMessage = useRuleMessage();
  const dispatch = useAppDispatch();
  const { api } = useServices();
  const runCaptcha = useCaptcha();
  const startSession = useSessionStart();
  const failureMessage = useFailureMessage();
  const resend = useCountdown();
  const [fullPhone, setFullPhone] = useState<string | null>(null);
  const [completion, setCompletion] = useState<{ channel: CodeChannel; error: string | null } | null>(null);
  const [codeRequested, setCodeRequested] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [voiceNotice, setVoiceNotice] = useState(false);

  const send = async (phone: string, channel: CodeChannel): Promise<void> => {
    const captcha = await runCaptcha(CaptchaPurpose.newDeviceCode);
    if (!captcha) return;
    setBusy(true);
    try {
      const sent = await api.data('sendCodeTwo', {
        SendName: challenge.username,
        SendCodeNum: phone,
        areaCode: DEFAULT_AREA_CODE,
        type: SendCodeType.newDevice,
        cate: channel === 'voice' ? SendCodeCate.voice : SendCodeCate.sms,
        version: 1,
        kaptchcate: captcha.kaptchcate,
        codeId: captcha.codeId,
        imageCode: captcha.code,
      });
      setCodeRequested(true);
      resend.start(sent.resendAfter > 0 ? sent.resendAfter : CODE_RESEND_MS / 1000);
      if (channel === 'voice') setVoiceNotice(true);
      else toast.success(t('codeSent.sms'));
    } catch (failure) {
      setError(
        isCaptchaRefusal(failure)
          ? prefixedCaptchaError('check', describeError(failure, appT))
          : describeError(failure, appT),
      );
    } finally {
      setBusy(false);
    }
  };

  /** spec 4: the 4-digit completion comes first, then the captcha, then the send. */
  const requestCode = (channel: CodeChannel): void => {
    setError(null);
    if (fullPhone) void send(fullPhone, channel);
    else setCompletion({ channel, error: null });
  };

  const confirmCompletion = async (digits: string): Promise<void> => {
    if (!completion) return;
    const phone = completeMaskedPhone(challenge.phoneNumber, digits);
    if (!phone) {
      setCompletion({ ...completion, error: RuleMessage.phoneCompletionWrong });
      return;
    }
    setBusy(true);
    try {
      await api.data('sendCodeOne', { SendName: challenge.username, SendCodeNum: phone, type: 3 });
      setFullPhone(phone);
      setCompletion(null);
      setBusy(false);
      await send(phone, completion.channel);
    } catch (failure) {
      setBusy(false);
      setCompletion({ ...completion, error: describeError(failure, appT) });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    setError(null);
    const parsed = newDeviceCodeSchema(codeRequested).safeParse(code);
    if (!parsed.success) {
      setCodeError(ruleMessage(parsed.error.issues[0]?.message));
      return;
    }
    setBusy(true);
    const outcome = await newDeviceLogIn(api, challenge, parsed.data);
    setBusy(false);
    if (outcome.kind === 'success') startSession(outcome, t('loginSuccess'));
    else setError(failureMessage(outcome));
  };

  const sendLabel =
    resend.seconds > 0
      ? t('newDevice.resendIn', { seconds: resend.seconds })
      : codeRequested
        ? t('newDevice.resend')
        : t('newDevice.getCode');

  return (
    <Screen>
      <ServerNotice role="status">{challenge.message}</ServerNotice>
      <Phone>
        {t('newDevice.phoneLabel')}
        <strong>{challenge.phoneNumber}</strong>
      </Phone>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <VerificationCodeField
          label={t('newDevice.code')}
          placeholder={t('newDevice.codePlaceholder')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setCodeError(undefined);
          }}
          error={codeError}
          sendLabel={sendLabel}
          sendDisabled={resend.seconds > 0 || busy}
          onSend={() => requestCode('sms')}
        />
        {codeRequested ? (
          <VoiceRow>
            {resend.seconds > 0 ? (
              <span>{t('newDevice.voiceWait', { seconds: resend.seconds })}</span>
            ) : (
              <TextButton type="button" disabled={busy} onClick={() => requestCode('voice')}>
                {t('newDevice.voice')}
              </TextButton>
            )}
          </VoiceRow>
        ) : null}
        {error ? <FormMessage role="alert">{error}</FormMessage> : null}
        <Warning role="note">{t('newDevice.antiFraud')}</Warning>
        <SubmitButton disabled={busy} inactive={code.length === 0} aria-busy={busy}>
          {t('newDevice.login')}
        </SubmitButton>
      </Form>
      <Links>
        <TextButton type="button" onClick={() => dispatch(loginOpenedFor(null))}>
          {t('newDevice.switchAccount')}
        </TextButton>
        <TextButton type="button" onClick={() => dispatch(authDialogOpened('register'))}>
          {t('newDevice.registerNew')}
        </TextButton>
      </Links>
      <SupportLink />
      {completion ? (
        <PhoneCompletionDialog
          open
          phoneNumber={challenge.phoneNumber}
          serverError={completion.error}
          busy={busy}
          onConfirm={(digits) => void confirmCompletion(digits)}
          onCancel={() => setCompletion(null)}
        />
      ) : null}
      <VoiceNoticeDialog open={voiceNotice} onClose={() => setVoiceNotice(false)} />
    </Screen>
  );
}
