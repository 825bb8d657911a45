import type { ForgotWay } from './authDialogSlice';

export interface ForgotPasswordProps {
  way: ForgotWay;
  passwordChanged: boolean;
}

export function ForgotPassword(_props: ForgotPasswordProps) {
  return null;
}
