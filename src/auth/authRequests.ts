import { md5 } from 'js-md5';
import type { z } from 'zod';
import type { LoginRequest, loginFormSchema, RegisterRequest, registerFormSchema } from '@src/contract';
import type { RegisterReferral } from '@src/session';

export type LoginValues = z.output<typeof loginFormSchema>;
export type RegisterValues = z.output<typeof registerFormSchema>;

/** Passwords travel as the MD5 hex of what the member typed (spec 5, 7.5). */
export const hashPassword = (password: string): string => md5(password);

/**
 * The captcha fields until the accounts issue adds the slider and picture captchas: slider-style (0) with
 * nothing solved yet (spec 4: the slider is the default).
 */
const NO_CAPTCHA = { kaptchcate: 0, codeId: '', code: '' } as const;

/** spec 7.5: name, password (hash), kaptchcate, codeId, code, version "1.0", isAgent 0. */
export function loginRequest(values: LoginValues): LoginRequest {
  return {
    name: values.username,
    password: hashPassword(values.password),
    ...NO_CAPTCHA,
    version: '1.0',
    isAgent: 0,
  };
}

/** spec 7.5: name, password and secondPassword (hashes), captcha fields, domain, rCode, iCode. */
export function registerRequest(values: RegisterValues, referral: RegisterReferral): RegisterRequest {
  return {
    name: values.username,
    password: hashPassword(values.password),
    secondPassword: hashPassword(values.repeatPassword),
    ...NO_CAPTCHA,
    domain: referral.domain,
    rCode: referral.rCode,
    iCode: referral.iCode,
  };
}
