/** CAPTCHA_MODE: 'on' checks captchas (the default, always); 'off' is for local automation only. */
export type CaptchaMode = 'on' | 'off';

/** Captcha purposes of spec 4: register 1, login 4. */
export const CaptchaPurpose = { register: 1, login: 4 } as const;
export type CaptchaPurposeValue = (typeof CaptchaPurpose)[keyof typeof CaptchaPurpose];

/** The captcha fields a login or register call carries (spec 3, 7.5). */
export interface CaptchaFields {
  kaptchcate: number;
  codeId: string;
  code: string;
}

/**
 * The single place where a call's captcha is checked; throws ApiError (6021 and friends) when it fails.
 * For now every captcha is accepted in both modes: the accounts issue fills in the slider and picture checks
 * for mode 'on', and mode 'off' stays a no-op.
 */
export function verifyCaptcha(purpose: CaptchaPurposeValue, fields: CaptchaFields, mode: CaptchaMode): void {
  if (mode === 'off') return;
  void purpose;
  void fields;
}
