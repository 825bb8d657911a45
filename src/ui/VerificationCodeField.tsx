import styled from '@emotion/styled';
import { VERIFICATION_CODE_LENGTH } from '@src/contract';
import { TextField, type TextFieldProps } from './FormField';

const SendButton = styled.button`
  flex: none;
  min-width: 112px;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  white-space: nowrap;
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
`;

export interface VerificationCodeFieldProps extends Omit<
  TextFieldProps,
  'type' | 'trailing' | 'inputMode' | 'autoComplete' | 'maxLength'
> {
  /** 获取验证码, the countdown, 重新获取 or 发送中…: the form knows which. */
  sendLabel: string;
  /** While a send is on its way or the countdown runs (spec 2.6, 4: 60 s). */
  sendDisabled: boolean;
  onSend: () => void;
}

/**
 * The 6-digit verification code with the button that sends one at its end (forgot password, new-device login,
 * phone and e-mail binding). Only digits can be typed. Controlled (value, onChange) or registered with
 * react-hook-form alike.
 */
export function VerificationCodeField({
  sendLabel,
  sendDisabled,
  onSend,
  onChange,
  ...inputProps
}: VerificationCodeFieldProps) {
  return (
    <TextField
      {...inputProps}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_LENGTH}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '');
        if (digits !== event.target.value) event.target.value = digits;
        onChange?.(event);
      }}
      trailing={
        <SendButton type="button" disabled={sendDisabled} aria-live="polite" onClick={onSend}>
          {sendLabel}
        </SendButton>
      }
    />
  );
}
