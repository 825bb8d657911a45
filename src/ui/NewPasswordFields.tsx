import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MAX } from '@src/contract';
import { PasswordField } from './FormField';

export interface NewPasswordFieldProps {
  label: string;
  placeholder: string;
  /** The validation message, already in the member's language. */
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

export interface NewPasswordFieldsProps {
  password: NewPasswordFieldProps;
  /** The confirmation, typed again. */
  repeat: NewPasswordFieldProps;
}

/**
 * A new password and its confirmation (register, forgot password, password change): each with its show/hide
 * toggle, at most 12 characters (spec 5), and marked `new-password` so the browser's password manager offers to
 * keep it (DESIGN.md 9.2).
 */
export function NewPasswordFields({ password, repeat }: NewPasswordFieldsProps) {
  return (
    <>
      {[password, repeat].map(({ label, placeholder, error, registration }) => (
        <PasswordField
          key={registration.name}
          label={label}
          placeholder={placeholder}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          error={error}
          {...registration}
        />
      ))}
    </>
  );
}
