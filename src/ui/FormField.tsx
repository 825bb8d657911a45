import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const InputRow = styled.div<{ invalid: boolean }>`
  display: flex;
  align-items: center;
  border: 1px solid ${({ theme, invalid }) => (invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  transition: border-color 0.15s;
  &:focus-within {
    border-color: ${({ theme, invalid }) => (invalid ? theme.colors.danger : theme.colors.primary)};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.md};
  &:focus {
    outline: none;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.8;
  }
`;

const ErrorText = styled.p`
  min-height: 18px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 18px;
  color: ${({ theme }) => theme.colors.danger};
`;

const ToggleButton = styled.button`
  flex: none;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The validation message (spec 5), shown under the field and announced with it. */
  error?: string | undefined;
  /** Something at the end of the input, e.g. a show-password button. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, error, trailing, ref, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <InputRow invalid={Boolean(error)}>
        <Input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        {trailing}
      </InputRow>
      <ErrorText id={errorId} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </ErrorText>
    </Field>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with its show/hide toggle (spec 2.6), the one every form uses. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <ToggleButton type="button" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? t('passwordField.hide') : t('passwordField.show')}
        </ToggleButton>
      }
    />
  );
}

const CheckboxLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  input {
    margin: 3px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, ref, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <CheckboxLabel htmlFor={id}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        <span>{label}</span>
      </CheckboxLabel>
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Field>
  );
}

const Select = styled.select<{ invalid: boolean }>`
  height: 42px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, invalid }) => (invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
    outline: none;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select whose error is tied to it, like TextField. */
export function SelectField({ label, error, ref, children, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select
        ref={ref}
        id={id}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...selectProps}
      >
        {children}
      </Select>
      <ErrorText id={errorId} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </ErrorText>
    </Field>
  );
}

const TextArea = styled.textarea<{ invalid: boolean }>`
  min-height: 140px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, invalid }) => (invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: 1.6;
  resize: vertical;
  &:focus {
    outline: none;
    border-color: ${({ theme, invalid }) => (invalid ? theme.colors.danger : theme.colors.primary)};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.surfaceMuted};
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.8;
  }
`;

const Hint = styled.span`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  /** Shown under the box at the end, e.g. "12/500"; also read with the field. */
  hint?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input whose error and hint are tied to it, like TextField. */
export function TextAreaField({ label, error, hint, ref, ...areaProps }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <TextArea
        ref={ref}
        id={id}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...areaProps}
      />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <ErrorText id={errorId} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </ErrorText>
    </Field>
  );
}
