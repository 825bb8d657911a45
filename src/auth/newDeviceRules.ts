import { z } from 'zod';
import { PHONE_COMPLETION_LENGTH, RuleMessage, verificationCodeSchema } from '@src/contract';

/** spec 5: the phone completion is exactly 4 digits, else "手机号码错误". */
export const phoneCompletionSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_COMPLETION_LENGTH}}$`), RuleMessage.phoneCompletionWrong);

/**
 * spec 5: the new-device code is 6 digits, and a code must have been requested first ("请先获取验证码").
 * The code's own rules are the server's (verificationCodeSchema).
 */
export function newDeviceCodeSchema(codeRequested: boolean) {
  return z
    .string()
    .refine(() => codeRequested, RuleMessage.codeFirst)
    .pipe(verificationCodeSchema);
}
