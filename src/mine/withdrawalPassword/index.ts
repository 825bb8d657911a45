/**
 * The withdrawal password on the client: the 6-digit field and the dialog that asks for it before a call that
 * needs it (withdraw, a card's full number, deleting a card), and the /mine/auth section that sets or resets it.
 */
export { WithdrawalPasswordField, type WithdrawalPasswordFieldProps } from './WithdrawalPasswordField';
export {
  WithdrawalPasswordDialog,
  WITHDRAWAL_PASSWORD_PAGE,
  type WithdrawalPasswordDialogProps,
} from './WithdrawalPasswordDialog';
export { useWithdrawalPasswordRule, withdrawalPasswordProblem } from './withdrawalPasswordRules';
export { WithdrawalPasswordSection } from './WithdrawalPasswordSection';
