import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useServices } from '@src/app/ServicesContext';
import { SITE_CONTENT_TTL_MS, useCachedData } from '@src/app/useCachedData';
import { CaptchaPurpose, PHONE_INPUT_MAX, SendCodeCate, SendCodeType, type MemberInfo } from '@src/contract';
import { Button, SelectField, TextField, VerificationCodeField } from '@src/ui';
import { DEFAULT_PHONE_FORM, phoneBindingSchema, type PhoneBindingForm } from './bindingRules';
import { BoundValue, Fields, FieldRow } from './formLayout';
import { useContactBinding } from './useContactBinding';

/**
 * Binding a phone (spec 2.2 auth, 7.1): a code sent by sendCode/two type 4 after the site's captcha, then
 * bindPhone. Once bound it is shown read-only: the server refuses a second binding.
 */
export function PhoneBindingSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const binding = useContactBinding(CaptchaPurpose.bindPhoneCode);
  const areasData = useCachedData('queryCountryArea', {}, SITE_CONTENT_TTL_MS);
  const areas = useMemo(() => (areasData.status === 'ready' ? areasData.data : []), [areasData]);
  const schema = useMemo(() => phoneBindingSchema(areas), [areas]);
  const form = useForm<PhoneBindingForm>({
    resolver: zodResolver(schema),
    defaultValues: DEFAULT_PHONE_FORM,
  });
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
    const request = {
      SendCodeNum: phone.trim(),
      areaCode,
      type: SendCodeType.bindPhone,
      cate: SendCodeCate.sms,
      version: 1,
    } as const;
    if (await binding.send(request)) form.setFocus('code');
  };

  const bind = form.handleSubmit(({ areaCode, phone, code }) =>
    binding.bind(() => api.data('bindPhone', { areaCode, phone: phone.trim(), code: code.trim() })),
  );

  return (
    <form noValidate onSubmit={(event) => void bind(event)}>
      <Fields>
        <FieldRow>
          <SelectField label={t('security.area')} {...form.register('areaCode')}>
            {(areas.length
              ? areas
              : [{ areaCode: DEFAULT_PHONE_FORM.areaCode, areaName: '', regex: '' }]
            ).map((area) => (
              <option key={area.areaCode} value={area.areaCode}>
                {area.areaName ? `${area.areaName} ${area.areaCode}` : area.areaCode}
              </option>
            ))}
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
        <VerificationCodeField
          label={t('security.code')}
          placeholder={t('security.codePlaceholder')}
          error={errors.code?.message}
          {...binding.sendButton}
          onSend={() => void sendCode()}
          {...form.register('code')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('security.submitting') : t('security.bindPhone')}
        </Button>
      </Fields>
    </form>
  );
}
