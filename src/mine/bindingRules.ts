import { z } from 'zod';
import {
  birthdaySchema,
  DEFAULT_AREA_CODE,
  DEFAULT_PHONE_PATTERN,
  isAdultOn,
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
