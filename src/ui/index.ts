/** The UI kit shared by the shell and the feature folders. */
export { Button, ButtonLink, type ButtonSize, type ButtonVariant } from './Button';
export { Dialog, type DialogProps } from './Dialog';
export {
  TextField,
  PasswordField,
  CheckboxField,
  SelectField,
  TextAreaField,
  type TextFieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
} from './FormField';
export { formatMoney, formatAmount, formatTotalBalance, type FormatMoneyOptions } from './formatMoney';
export { toasts, type ToastKind } from './toasts';
export { AppToaster } from './AppToaster';
export { copyText, type ClipboardEnvironment } from './copyText';
export { useCopy } from './useCopy';
export { useCountdown } from './useCountdown';
export { afterPaintWhenIdle, useAfterFirstPaint, type PaintClock } from './useAfterFirstPaint';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
export { VerificationCodeField, type VerificationCodeFieldProps } from './VerificationCodeField';
export { NewPasswordFields, type NewPasswordFieldProps, type NewPasswordFieldsProps } from './NewPasswordFields';
export * from './dialogs';
export { useMediaQuery } from './useMediaQuery';
