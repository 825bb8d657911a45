import styled from '@emotion/styled';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_CODE_LENGTH } from '@src/contract';
import { Button, TextField } from '@src/ui';

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

export interface VerificationCodeRowProps {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  /** A send is on its way. */
  sending: boolean;
  /** Seconds before another code may be asked for (0: now). */
  secondsLeft: number;
  onSend: () => void;
}

/** The 6-digit code a binding needs and the button that sends it, counting down until it may send again. */
export function VerificationCodeRow({
  label,
  error,
  registration,
  sending,
  secondsLeft,
  onSend,
}: VerificationCodeRowProps) {
  const { t } = useTranslation();
  const buttonText =
    secondsLeft > 0
      ? t('security.countdown', { seconds: secondsLeft })
      : sending
        ? t('security.sending')
        : t('security.getCode');
  return (
    <CodeRow>
      <TextField
        label={label}
        placeholder={t('security.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        error={error}
        {...registration}
      />
      <Button type="button" variant="secondary" disabled={sending || secondsLeft > 0} onClick={onSend}>
        {buttonText}
      </Button>
    </CodeRow>
  );
}
