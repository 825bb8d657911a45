import { z } from 'zod';
import {
  DEFAULT_PHONE_PATTERN,
  forgetByEmailOneSchema,
  isValidPassword,
  isValidPhone,
  RuleMessage,
  verificationCodeSchema,
  type CountryArea,
} from '@src/contract';
import type { ForgotWay } from './authDialogSlice';

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

/**
 * Step 1, the identity: the username and, by the chosen way, the bound phone in the chosen area's pattern or the
 * bound e-mail (the other way's field is not checked). Values come out trimmed, as the calls take them.
 */
export function forgotIdentitySchema(way: ForgotWay, areas: readonly CountryArea[]) {
  return z
    .object({
      username: forgotUsernameSchema,
      areaCode: z.string(),
      phone: z.string().trim(),
      email: z.string().trim(),
    })
    .superRefine((form, ctx) => {
      const reach =
        way === 'phone'
          ? forgotPhoneSchema(areas.find((area) => area.areaCode === form.areaCode)?.regex).safeParse(
              form.phone,
            )
          : forgotEmailSchema.safeParse(form.email);
      const message = reach.error?.issues[0]?.message;
      if (message !== undefined) ctx.addIssue({ code: 'custom', path: [way], message });
    });
}

export type ForgotIdentityForm = z.input<ReturnType<typeof forgotIdentitySchema>>;
export type ForgotIdentity = z.output<ReturnType<typeof forgotIdentitySchema>>;

/** Code: required "请输入验证码", 6 digits. */
export const forgotCodeSchema = verificationCodeSchema;

/** Step 2, the code sent to the phone or e-mail. */
export const forgotCodeFormSchema = z.object({ code: forgotCodeSchema });

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

export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;
