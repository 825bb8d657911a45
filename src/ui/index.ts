/** The UI kit shared by the shell and the feature folders. */
export { Button, ButtonLink, type ButtonSize, type ButtonVariant } from './Button';
export { Dialog, type DialogProps } from './Dialog';
export { TextField, PasswordField, CheckboxField, type TextFieldProps } from './FormField';
export { formatMoney, type FormatMoneyOptions } from './formatMoney';
