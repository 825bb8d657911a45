import { useMemo, useState } from 'react';
import styled from '@emotion/styled';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useServices } from '@src/app/ServicesContext';
import { SITE_CONTENT_TTL_MS, useCachedData } from '@src/app/useCachedData';
import { useCaptcha } from '@src/captcha';
import {
  CaptchaPurpose,
  PHONE_INPUT_MAX,
  SendCodeCate,
  SendCodeType,
  VERIFICATION_CODE_LENGTH,
  type MemberInfo,
} from '@src/contract';
import { describeError } from '@src/i18n';
import { memberInfoRequested } from '@src/session';
import { useAppDispatch } from '@src/store';
import { Button, SelectField, TextField, toasts } from '@src/ui';
import { DEFAULT_PHONE_FORM, phoneBindingSchema, type PhoneBindingForm } from './bindingRules';
import { BoundValue, Fields, FieldRow } from './formLayout';
import { useCountdown } from './useCountdown';

const CodeRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  > button {
    /* level with the input: below the label, as tall as the field */
    margin-top: calc(${({ theme }) => theme.fontSize.sm} * 1.6 + ${({ theme }) => theme.space.xs});
    min-height: 42px;
    min-width: 9em;
  }
`;

/**
 * Binding a phone (spec 2.2 auth, 7.1): a code sent by sendCode/two type 4 after the site's captcha, then
 * bindPhone. Once bound it is shown read-only: the server refuses a second binding.
 */
export function PhoneBindingSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const dispatch = useAppDispatch();
  const runCaptcha = useCaptcha();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const areasData = useCachedData('queryCountryArea', {}, SITE_CONTENT_TTL_MS);
  const areas = useMemo(() => (areasData.status === 'ready' ? areasData.data : []), [areasData]);
  const schema = useMemo(() => phoneBindingSchema(areas), [areas]);
  const form = useForm<PhoneBindingForm>({ resolver: zodResolver(schema), defaultValues: DEFAULT_PHONE_FORM });
  const { errors, isSubmitting } = form.formState;

  if (member.bindPhone) {
    return (
      <BoundValue>
        <p>{t('security.phoneBound', { phone: member.phone })}</p>
        <small>{t('security.phoneFixed')}</small>
      </BoundValue>
    );
  }

  const sendCode = async (): Promise<void> => {
    if (!(await form.trigger(['areaCode', 'phone']))) return;
    const { areaCode, phone } = form.getValues();
    const captcha = await runCaptcha(CaptchaPurpose.bindPhoneCode);
    if (!captcha) return;
    setSending(true);
    try {
      const sent = await api.data('sendCodeTwo', {
        SendCodeNum: phone.trim(),
        areaCode,
        type: SendCodeType.bindPhone,
        cate: SendCodeCate.sms,
        version: 1,
        kaptchcate: captcha.kaptchcate,
        codeId: captcha.codeId,
        imageCode: captcha.code,
      });
      toasts.success(t('security.codeSentTo', { target: sent.target }));
      countdown.start(sent.resendAfter);
      form.setFocus('code');
    } catch (error) {
      toasts.error(describeError(error, t));
    } finally {
      setSending(false);
    }
  };

  const bind = form.handleSubmit(async ({ areaCode, phone, code }) => {
    try {
      await api.data('bindPhone', { areaCode, phone: phone.trim(), code: code.trim() });
      toasts.success(t('security.updated'));
      dispatch(memberInfoRequested());
    } catch (error) {
      toasts.error(describeError(error, t));
    }
  });

  const codeButton =
    countdown.secondsLeft > 0
      ? t('security.countdown', { seconds: countdown.secondsLeft })
      : sending
        ? t('security.sending')
        : t('security.getCode');

  return (
    <form noValidate onSubmit={(event) => void bind(event)}>
      <Fields>
        <FieldRow>
          <SelectField label={t('security.area')} {...form.register('areaCode')}>
            {(areas.length ? areas : [{ areaCode: DEFAULT_PHONE_FORM.areaCode, areaName: '', regex: '' }]).map(
              (area) => (
                <option key={area.areaCode} value={area.areaCode}>
                  {area.areaName ? `${area.areaName} ${area.areaCode}` : area.areaCode}
                </option>
              ),
            )}
          </SelectField>
          <TextField
            label={t('security.phone')}
            placeholder={t('security.phonePlaceholder')}
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_INPUT_MAX}
            error={errors.phone?.message}
            {...form.register('phone')}
          />
        </FieldRow>
        <CodeRow>
          <TextField
            label={t('security.code')}
            placeholder={t('security.codePlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_LENGTH}
            error={errors.code?.message}
            {...form.register('code')}
          />
          <Button
            type="button"
            variant="secondary"
            disabled={sending || countdown.secondsLeft > 0}
            onClick={() => void sendCode()}
          >
            {codeButton}
          </Button>
        </CodeRow>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('security.submitting') : t('security.bindPhone')}
        </Button>
      </Fields>
    </form>
  );
}
