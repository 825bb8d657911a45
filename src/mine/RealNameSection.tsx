import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useServices } from '@src/app/ServicesContext';
import { type MemberInfo } from '@src/contract';
import { siteDay } from '@src/contract/siteClock';
import { describeError } from '@src/i18n';
import { memberInfoRequested } from '@src/session';
import { useAppDispatch } from '@src/store/hooks';
import { Button, TextField, toasts, useDialogs } from '@src/ui';
import { realNameBindingSchema, type RealNameBindingForm } from './bindingRules';
import { BoundValue, Fields } from './formLayout';

/**
 * Real-name verification (spec 2.2 auth, 5, 7.1 member/bindOther): the real name and the birthday, confirmed
 * once after a last look (they cannot change afterwards), then shown read-only.
 */
export function RealNameSection({ member, now = Date.now }: { member: MemberInfo; now?: () => number }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const dialogs = useDialogs();
  const dispatch = useAppDispatch();
  const today = siteDay(now());
  const schema = useMemo(() => realNameBindingSchema(today), [today]);
  const form = useForm<RealNameBindingForm>({
    resolver: zodResolver(schema),
    defaultValues: { realName: '', birthday: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (member.bindRealName) {
    return (
      <BoundValue>
        <p>{t('security.realNameBound', { realName: member.realName })}</p>
        {member.birthday ? <small>{t('security.birthdayBound', { birthday: member.birthday })}</small> : null}
        <small>{t('security.realNameFixed')}</small>
      </BoundValue>
    );
  }

  const submit = form.handleSubmit(async ({ realName, birthday }) => {
    const confirmed = await dialogs.tips({
      title: t('security.confirmTitle'),
      message: t('security.confirmMessage', { realName: realName.trim(), birthday }),
      showCancel: true,
      sureText: t('security.confirmSure'),
      cancelText: t('security.confirmCancel'),
    });
    if (!confirmed) return;
    try {
      await api.data('bindOther', { realName: realName.trim(), birthday });
      toasts.success(t('security.updated'));
      dispatch(memberInfoRequested());
    } catch (error) {
      toasts.error(describeError(error, t));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Fields>
        <TextField
          label={t('security.realName')}
          placeholder={t('security.realNamePlaceholder')}
          autoComplete="name"
          maxLength={30}
          error={errors.realName?.message}
          {...form.register('realName')}
        />
        <TextField
          label={t('security.birthday')}
          type="date"
          max={today}
          autoComplete="bday"
          error={errors.birthday?.message}
          {...form.register('birthday')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('security.submitting') : t('security.confirmRealName')}
        </Button>
      </Fields>
    </form>
  );
}
