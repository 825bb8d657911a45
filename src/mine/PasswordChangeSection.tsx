import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiCallError } from '@src/api';
import { useServices } from '@src/app/ServicesContext';
import { passwordChangeSucceeded } from '@src/auth/authDialogSlice';
import { hashPassword } from '@src/auth/authRequests';
import { Code, PASSWORD_MAX, type MemberInfo } from '@src/contract';
import { describeError } from '@src/i18n';
import { loggedOut } from '@src/session';
import { useAppDispatch } from '@src/store/hooks';
import { Button, NewPasswordFields, PasswordField, toasts } from '@src/ui';
import { passwordChangeSchema, type PasswordChangeForm } from './bindingRules';
import { Fields } from './formLayout';

const EMPTY_FORM: PasswordChangeForm = { oldPassword: '', password: '', repeatPassword: '' };

/**
 * The login password change (spec 7.1 bindPassword): the current password, then the new one twice, sent as MD5.
 * A wrong current password is said at its field. On success every session of the member ends, this one too:
 * the member is logged out and asked to log in with the new password.
 */
export function PasswordChangeSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useForm<PasswordChangeForm>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY_FORM,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ oldPassword, password, repeatPassword }) => {
    try {
      await api.data('bindPassword', {
        oldPassword: hashPassword(oldPassword),
        password: hashPassword(password),
        secondPassword: hashPassword(repeatPassword),
      });
    } catch (error) {
      if (isApiCallError(error) && error.code === Code.PasswordCheckFailure) {
        form.setError('oldPassword', { message: error.message }, { shouldFocus: true });
      } else {
        toasts.error(describeError(error, t));
      }
      return;
    }
    form.reset(EMPTY_FORM);
    toasts.success(t('security.passwordChanged'));
    dispatch(passwordChangeSucceeded({ username: member.username }));
    // The server has ended every session: log out here too (the login dialog opens) and leave the member area.
    dispatch(loggedOut({ reason: 'passwordChanged' }));
    void navigate('/');
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Fields>
        <PasswordField
          label={t('security.oldPassword')}
          placeholder={t('security.oldPasswordPlaceholder')}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          error={errors.oldPassword?.message}
          {...form.register('oldPassword')}
        />
        <NewPasswordFields
          password={{
            label: t('security.newPassword'),
            placeholder: t('security.newPasswordPlaceholder'),
            error: errors.password?.message,
            registration: form.register('password'),
          }}
          repeat={{
            label: t('security.repeatPassword'),
            placeholder: t('security.repeatPasswordPlaceholder'),
            error: errors.repeatPassword?.message,
            registration: form.register('repeatPassword'),
          }}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('security.submitting') : t('security.changePassword')}
        </Button>
      </Fields>
    </form>
  );
}
