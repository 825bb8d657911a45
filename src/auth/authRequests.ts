import { md5 } from 'js-md5';
import type { z } from 'zod';
import {
  Kaptchcate,
  type LoginRequest,
  type loginFormSchema,
  type RegisterRequest,
  type registerFormSchema,
} from '@src/contract';
import type { CaptchaResult } from '@src/captcha';
import type { RegisterReferral } from '@src/session';

export type LoginValues = z.output<typeof loginFormSchema>;
export type RegisterValues = z.output<typeof registerFormSchema>;

/** Passwords travel as the MD5 hex of what the member typed (spec 5, 7.5). */
export const hashPassword = (password: string): string => md5(password);

/** spec 7.5: name, password (hash), kaptchcate, codeId, code, version "1.0", isAgent 0. */
export function loginRequest(values: LoginValues, captcha: CaptchaResult): LoginRequest {
  return {
    name: values.username,
    password: hashPassword(values.password),
    kaptchcate: captcha.kaptchcate,
    codeId: captcha.codeId,
    code: captcha.code,
    version: '1.0',
    isAgent: 0,
  };
}

/**
 * spec 4, 7.5: a login whose captcha another step stands for (kaptchcate 99): the auto-login right after
 * registering, or the new-device login with its 6-digit code.
 */
export function verifiedLoginRequest(
  username: string,
  passwordHash: string,
  sendCodeNum?: string,
): LoginRequest {
  return {
    name: username,
    password: passwordHash,
    kaptchcate: Kaptchcate.verified,
    codeId: '',
    code: '',
    version: '1.0',
    isAgent: 0,
    ...(sendCodeNum === undefined ? {} : { sendCodeNum }),
  };
}

/** spec 7.5: name, password and secondPassword (hashes), captcha fields, domain, rCode, iCode. */
export function registerRequest(
  values: RegisterValues,
  referral: RegisterReferral,
  captcha: CaptchaResult,
): RegisterRequest {
  return {
    name: values.username,
    password: hashPassword(values.password),
    secondPassword: hashPassword(values.repeatPassword),
    kaptchcate: captcha.kaptchcate,
    codeId: captcha.codeId,
    code: captcha.code,
    domain: referral.domain,
    rCode: referral.rCode,
    iCode: referral.iCode,
  };
}
