import { ApiCallError, type ApiClient } from '@src/api';
import { isCaptchaRefusal, type CaptchaResult } from '@src/captcha';
import { RISKY_LOGIN_CODES, loginErrorDataSchema, type LoginRequest } from '@src/contract';
import type { RegisterReferral } from '@src/session';
import {
  loginRequest,
  registerRequest,
  verifiedLoginRequest,
  type LoginValues,
  type RegisterValues,
} from './authRequests';

export type AuthOutcome =
  | { kind: 'success'; token: string; userId: string }
  /** The captcha it carried was refused (6036, 6038), or the server asks for one (6021, 6022). */
  | { kind: 'captchaRefused'; message: string }
  /** 6025-6029: new-device verification (spec 4). */
  | { kind: 'newDevice'; message: string; phoneNumber: string }
  | { kind: 'failed'; error: unknown };

async function sendLogin(api: ApiClient, request: LoginRequest, withCaptcha: boolean): Promise<AuthOutcome> {
  try {
    const result = await api.call('login', request);
    if (result.kind === 'captcha') return { kind: 'captchaRefused', message: result.message };
    return { kind: 'success', token: result.data.token, userId: result.data.userId };
  } catch (error) {
    if (error instanceof ApiCallError && RISKY_LOGIN_CODES.includes(error.code)) {
      const data = loginErrorDataSchema.safeParse(error.data);
      return {
        kind: 'newDevice',
        message: error.message,
        phoneNumber: data.success ? (data.data?.phoneNumber ?? '') : '',
      };
    }
    if (withCaptcha && isCaptchaRefusal(error)) {
      return { kind: 'captchaRefused', message: (error as ApiCallError).message };
    }
    return { kind: 'failed', error };
  }
}

/** spec 4: the login after the captcha. */
export function logIn(api: ApiClient, values: LoginValues, captcha: CaptchaResult): Promise<AuthOutcome> {
  return sendLogin(api, loginRequest(values, captcha), true);
}

/** spec 4: right after registering, with kaptchcate 99 (the server accepts it once, within 60 s). */
export function autoLogIn(api: ApiClient, username: string, passwordHash: string): Promise<AuthOutcome> {
  return sendLogin(api, verifiedLoginRequest(username, passwordHash), false);
}

/** spec 4: the new-device login with the 6-digit code, kaptchcate 99. */
export function newDeviceLogIn(
  api: ApiClient,
  challenge: { username: string; passwordHash: string },
  code: string,
): Promise<AuthOutcome> {
  return sendLogin(api, verifiedLoginRequest(challenge.username, challenge.passwordHash, code), false);
}

export async function register(
  api: ApiClient,
  values: RegisterValues,
  referral: RegisterReferral,
  captcha: CaptchaResult,
): Promise<AuthOutcome> {
  try {
    const result = await api.call('register', registerRequest(values, referral, captcha));
    if (result.kind === 'captcha') return { kind: 'captchaRefused', message: result.message };
    return { kind: 'success', token: result.data.token, userId: result.data.userId };
  } catch (error) {
    if (isCaptchaRefusal(error)) return { kind: 'captchaRefused', message: (error as ApiCallError).message };
    return { kind: 'failed', error };
  }
}
