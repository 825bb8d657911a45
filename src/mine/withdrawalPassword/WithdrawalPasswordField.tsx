import { PasswordField, type TextFieldProps } from '@src/ui';
import { WITHDRAWAL_PASSWORD_LENGTH } from '@src/contract/withdrawalPassword';
import { useWithdrawalPasswordText } from './useWithdrawalPasswordText';

export type WithdrawalPasswordFieldProps = Omit<
  TextFieldProps,
  'type' | 'trailing' | 'label' | 'inputMode' | 'maxLength'
> & {
  /** 资金密码 unless given (新资金密码, 确认资金密码). */
  label?: string;
};

/**
 * The 6-digit withdrawal password input (hidden, with show/hide): only digits can be typed, the phone shows its
 * number pad. Controlled (value, onChange) or registered with react-hook-form alike.
 */
export function WithdrawalPasswordField({ label, placeholder, onChange, ...inputProps }: WithdrawalPasswordFieldProps) {
  const t = useWithdrawalPasswordText();
  return (
    <PasswordField
      autoComplete="off"
      {...inputProps}
      label={label ?? t('field.label')}
      placeholder={placeholder ?? t('field.placeholder')}
      inputMode="numeric"
      maxLength={WITHDRAWAL_PASSWORD_LENGTH}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '');
        if (digits !== event.target.value) event.target.value = digits;
        onChange?.(event);
      }}
    />
  );
}
