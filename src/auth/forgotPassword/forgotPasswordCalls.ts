import type { ApiClient } from '@src/api';
import type { SendCodeResult } from '@src/contract';
import type { ForgotWay } from '../authDialogSlice';
import type { ForgotIdentity } from '../forgotPasswordRules';

/** The new password and its confirmation, each as the MD5 hex the calls take. */
export interface PasswordHashes {
  password: string;
  secondPassword: string;
}

/** The three calls of one way of finding a password (spec 7.1 forgetByPhone / forgetByEmail one, two, three). */
export interface ForgotPasswordCalls {
  /** Step 1: sends a code to the bound phone or e-mail (the answer is the same for any name). */
  sendCode(identity: ForgotIdentity): Promise<SendCodeResult>;
  /** Step 2: checks the code. */
  checkCode(identity: ForgotIdentity, code: string): Promise<void>;
  /** Step 3: sets the new password. */
  resetPassword(identity: ForgotIdentity, hashes: PasswordHashes): Promise<void>;
}

export function forgotPasswordCalls(api: ApiClient, way: ForgotWay): ForgotPasswordCalls {
  if (way === 'phone') {
    const who = ({ username, phone, areaCode }: ForgotIdentity) => ({ name: username, phone, areaCode });
    return {
      sendCode: (identity) => api.data('forgetByPhoneOne', who(identity)),
      checkCode: async (identity, code) => {
        await api.data('forgetByPhoneTwo', { ...who(identity), code });
      },
      resetPassword: async (identity, hashes) => {
        await api.data('forgetByPhoneThree', { ...who(identity), ...hashes });
      },
    };
  }
  const who = ({ username, email }: ForgotIdentity) => ({ name: username, email });
  return {
    sendCode: (identity) => api.data('forgetByEmailOne', who(identity)),
    checkCode: async (identity, code) => {
      await api.data('forgetByEmailTwo', { ...who(identity), code });
    },
    resetPassword: async (identity, hashes) => {
      await api.data('forgetByEmailThree', { ...who(identity), ...hashes });
    },
  };
}
