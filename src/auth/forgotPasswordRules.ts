import { z } from 'zod';
import {
  DEFAULT_PHONE_PATTERN,
  forgetByEmailOneSchema,
  isValidPassword,
  isValidPhone,
  RuleMessage,
  verificationCodeSchema,
} from '@src/contract';

/**
 * The forgot-password form (spec 5), built from the schemas the server checks the same calls with
 * (contract account.ts), plus the rules only a form has (the area's phone pattern, the confirmation).
 */

/** Username: required, at most 30. */
export const forgotUsernameSchema = forgetByEmailOneSchema.shape.name;

/** E-mail: required "请输入邮箱", valid "请输入正确的邮箱", at most 40. */
export const forgotEmailSchema = forgetByEmailOneSchema.shape.email;

/** Phone: the chosen area's pattern (queryCountryArea; +86 by default), else "请输入正确的手机号码". */
export function forgotPhoneSchema(pattern: string = DEFAULT_PHONE_PATTERN) {
  return z
    .string()
    .trim()
    .refine((phone) => isValidPhone(phone, pattern), RuleMessage.phoneFormat);
}

/** Code: required "请输入验证码", 6 digits. */
export const forgotCodeSchema = verificationCodeSchema;

/** New password: required "请设置新密码", 8-12 letters plus digits, equal to the confirmation. */
export const newPasswordFormSchema = z
  .object({
    password: z
      .string()
      .min(1, RuleMessage.newPasswordRequired)
      .refine(isValidPassword, RuleMessage.passwordFormat),
    password2: z.string().min(1, RuleMessage.repeatRequired),
  })
  .superRefine((form, ctx) => {
    if (form.password2 && form.password !== form.password2) {
      ctx.addIssue({ code: 'custom', path: ['password2'], message: RuleMessage.newPasswordMismatch });
    }
  });

/** The first message of a failed parse, per field name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
