import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useServices } from '@src/app/ServicesContext';
import {
  bindEmailRequestSchema,
  CaptchaPurpose,
  EMAIL_MAX,
  SendCodeCate,
  SendCodeType,
  type BindEmailRequest,
  type MemberInfo,
} from '@src/contract';
import { Button, TextField, VerificationCodeField } from '@src/ui';
import { BoundValue, Fields } from './formLayout';
import { useContactBinding } from './useContactBinding';

const EMPTY_FORM: BindEmailRequest = { email: '', code: '' };

/**
 * Binding an e-mail (spec 7.1 member/bindEmail): a code sent to the address by sendCode/two type 5 after the
 * site's captcha, then the binding. Once bound it is shown read-only: the server refuses a second binding.
 */
export function EmailBindingSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const binding = useContactBinding(CaptchaPurpose.bindEmailCode);
  const form = useForm<BindEmailRequest>({
    resolver: zodResolver(bindEmailRequestSchema),
    defaultValues: EMPTY_FORM,
  });
  const { errors, isSubmitting } = form.formState;

  if (member.bindEmail) {
    return (
      <BoundValue>
        <p>{t('security.emailBound', { email: member.email })}</p>
        <small>{t('security.emailFixed')}</small>
      </BoundValue>
    );
  }

  const sendCode = async (): Promise<void> => {
    if (!(await form.trigger('email'))) return;
    const request = {
      SendCodeNum: form.getValues('email').trim(),
      type: SendCodeType.bindEmail,
      cate: SendCodeCate.email,
      version: 1,
    } as const;
    if (await binding.send(request)) form.setFocus('code');
  };

  const bind = form.handleSubmit(({ email, code }) =>
    binding.bind(() => api.data('bindEmail', { email: email.trim(), code: code.trim() })),
  );

  return (
    <form noValidate onSubmit={(event) => void bind(event)}>
      <Fields>
        <TextField
          label={t('security.email')}
          placeholder={t('security.emailPlaceholder')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <VerificationCodeField
          label={t('security.emailCode')}
          placeholder={t('security.codePlaceholder')}
          error={errors.code?.message}
          {...binding.sendButton}
          onSend={() => void sendCode()}
          {...form.register('code')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('security.submitting') : t('security.bindEmail')}
        </Button>
      </Fields>
    </form>
  );
}
