import { ApiCallError, type ApiClient } from '@src/api';
import { RISKY_LOGIN_CODES, loginErrorDataSchema } from '@src/contract';
import type { RegisterReferral } from '@src/session';
import { loginRequest, registerRequest, type LoginValues, type RegisterValues } from './authRequests';

export type AuthOutcome =
  | { kind: 'success'; token: string; userId: string }
  /** 6021/6022: the server wants a captcha first. */
  | { kind: 'captcha'; message: string }
  /** 6025-6029: new-device verification (spec 4); the accounts issue adds its dialog. */
  | { kind: 'newDevice'; message: string; phoneNumber: string | null }
  | { kind: 'failed'; error: unknown };

export async function logIn(api: ApiClient, values: LoginValues): Promise<AuthOutcome> {
  try {
    const result = await api.call('login', loginRequest(values));
    if (result.kind === 'captcha') return { kind: 'captcha', message: result.message };
    return { kind: 'success', token: result.data.token, userId: result.data.userId };
  } catch (error) {
    if (error instanceof ApiCallError && RISKY_LOGIN_CODES.includes(error.code)) {
      const data = loginErrorDataSchema.safeParse(error.data);
      return {
        kind: 'newDevice',
        message: error.message,
        phoneNumber: data.success ? (data.data?.phoneNumber ?? null) : null,
      };
    }
    return { kind: 'failed', error };
  }
}

export async function register(
  api: ApiClient,
  values: RegisterValues,
  referral: RegisterReferral,
): Promise<AuthOutcome> {
  try {
    const result = await api.call('register', registerRequest(values, referral));
    if (result.kind === 'captcha') return { kind: 'captcha', message: result.message };
    return { kind: 'success', token: result.data.token, userId: result.data.userId };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
