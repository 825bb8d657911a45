import { z } from 'zod';
import {
  AccountMessage,
  birthdaySchema,
  DEFAULT_AREA_CODE,
  DEFAULT_PHONE_PATTERN,
  isAdultOn,
  isValidPassword,
  isValidPhone,
  PHONE_INPUT_MAX,
  realNameSchema,
  RuleMessage,
  verificationCodeSchema,
  type CountryArea,
} from '@src/contract';

/** The phone pattern of an area (queryCountryArea), +86's by default (spec 5). */
export function phonePatternOf(areas: readonly CountryArea[], areaCode: string): string {
  return areas.find((area) => area.areaCode === areaCode)?.regex ?? DEFAULT_PHONE_PATTERN;
}

/** The phone-binding form (spec 5: the area's pattern, input max 11; a 6-digit code). */
export function phoneBindingSchema(areas: readonly CountryArea[]) {
  return z
    .object({
      areaCode: z.string().min(1),
      phone: z.string().trim().min(1, RuleMessage.phoneFormat).max(PHONE_INPUT_MAX, RuleMessage.phoneFormat),
      code: verificationCodeSchema,
    })
    .superRefine((form, ctx) => {
      if (form.phone && !isValidPhone(form.phone, phonePatternOf(areas, form.areaCode))) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: RuleMessage.phoneFormat });
      }
    });
}
export type PhoneBindingForm = z.input<ReturnType<typeof phoneBindingSchema>>;

export const DEFAULT_PHONE_FORM: PhoneBindingForm = { areaCode: DEFAULT_AREA_CODE, phone: '', code: '' };

/** The real-name form (spec 5): the real-name rule and a birthday showing 18 or over on the site's day. */
export function realNameBindingSchema(today: string) {
  return z
    .object({ realName: realNameSchema, birthday: birthdaySchema })
    .superRefine((form, ctx) => {
      if (!isAdultOn(form.birthday, today)) {
        ctx.addIssue({ code: 'custom', path: ['birthday'], message: RuleMessage.underAge });
      }
    });
}
export type RealNameBindingForm = z.input<ReturnType<typeof realNameBindingSchema>>;

/** Said when the current password is left empty. */
export const OLD_PASSWORD_REQUIRED = '请输入原密码';

/**
 * The login password change (spec 5 password rule for the new one): the current password, the new one (8-12
 * letters plus digits) and its repeat, which must match; the new one must differ from the current one.
 */
export const passwordChangeSchema = z
  .object({
    oldPassword: z.string().min(1, OLD_PASSWORD_REQUIRED),
    password: z.string().min(1, RuleMessage.newPasswordRequired).refine(isValidPassword, RuleMessage.passwordFormat),
    repeatPassword: z.string().min(1, RuleMessage.repeatRequired),
  })
  .superRefine((form, ctx) => {
    if (form.repeatPassword && form.password !== form.repeatPassword) {
      ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: RuleMessage.newPasswordMismatch });
    }
    if (form.oldPassword && form.password && form.oldPassword === form.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: AccountMessage.samePassword });
    }
  });
export type PasswordChangeForm = z.input<typeof passwordChangeSchema>;
