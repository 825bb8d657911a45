import styled from '@emotion/styled';
import { VERIFICATION_CODE_LENGTH } from '@src/contract';
import { TextField } from '@src/ui';

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

export interface CodeFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** "获取验证码", "重新获取" or the countdown. */
  sendLabel: string;
  sendDisabled: boolean;
  onSend: () => void;
}

/** A 6-digit code with its get-code button (spec 2.6, 4: disabled during the 60 s countdown). */
export function CodeField({
  label,
  placeholder,
  value,
  onChange,
  error,
  sendLabel,
  sendDisabled,
  onSend,
}: CodeFieldProps) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_LENGTH}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      trailing={
        <SendButton type="button" disabled={sendDisabled} aria-live="polite" onClick={onSend}>
          {sendLabel}
        </SendButton>
      }
    />
  );
}
