import { useMemo } from 'react';
import styled from '@emotion/styled';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_MAX, FORGOT_USERNAME_MAX, PHONE_INPUT_MAX } from '@src/contract';
import { useAppDispatch } from '@src/store/hooks';
import { Button, TextField } from '@src/ui';
import { forgotPasswordOpened, type ForgotWay } from '../authDialogSlice';
import { useAuthText, useRuleMessage } from '../authText';
import { forgotIdentitySchema, type ForgotIdentity, type ForgotIdentityForm } from '../forgotPasswordRules';
import { Form } from '../formStyles';
import { useCountryAreas } from '../useCountryAreas';
import { ServerMessage } from './ServerMessage';

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

const AreaField = styled.label`
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

export interface IdentityStepProps {
  way: ForgotWay;
  /** What was entered before (going back shows it again). */
  identity: ForgotIdentity;
  busy: boolean;
  serverError: string | null;
  /** Sends the code; resolves when the call is over. */
  onSubmit: (identity: ForgotIdentity) => Promise<void>;
}

/** Step 1 (spec 2.6, 5): the way (phone or e-mail), the username and the bound phone or e-mail. */
export function IdentityStep({ way, identity, busy, serverError, onSubmit }: IdentityStepProps) {
  const t = useAuthText();
  const ruleMessage = useRuleMessage();
  const dispatch = useAppDispatch();
  const areas = useCountryAreas();
  const schema = useMemo(() => forgotIdentitySchema(way, areas), [way, areas]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotIdentityForm, unknown, ForgotIdentity>({
    resolver: zodResolver(schema),
    defaultValues: identity,
  });

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
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
        error={ruleMessage(errors.username?.message)}
        {...register('username')}
      />
      {way === 'phone' ? (
        <PhoneRow>
          <AreaField>
            {t('forgot.area')}
            {/* Controlled: the list arrives after the form mounts, and the chosen area must still show. */}
            <Controller
              name="areaCode"
              control={control}
              render={({ field }) => (
                <select {...field}>
                  {areas.map((option) => (
                    <option key={option.areaCode} value={option.areaCode}>
                      {t('forgot.areaOption', {
                        name: option.areaName || t('forgot.defaultAreaName'),
                        code: option.areaCode,
                      })}
                    </option>
                  ))}
                </select>
              )}
            />
          </AreaField>
          <TextField
            label={t('forgot.phone')}
            placeholder={t('forgot.phonePlaceholder')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={PHONE_INPUT_MAX}
            error={ruleMessage(errors.phone?.message)}
            {...register('phone')}
          />
        </PhoneRow>
      ) : (
        <TextField
          label={t('forgot.email')}
          placeholder={t('forgot.emailPlaceholder')}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          error={ruleMessage(errors.email?.message)}
          {...register('email')}
        />
      )}
      <ServerMessage message={serverError} />
      <Button type="submit" size="lg" block disabled={busy} aria-busy={busy}>
        {t('forgot.next')}
      </Button>
    </Form>
  );
}
