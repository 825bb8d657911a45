import { z } from 'zod';

/** The Chinese messages of the validation rules in spec 5. */
export const RuleMessage = {
  usernameRequired: '用户名不能为空',
  usernameFormat: '用户名需为4-11位字母加数字，以字母开头，至少包含2个字母和1个数字',
  passwordRequired: '请输入密码',
  passwordFormat: '请输入8-12位字母加数字',
  repeatRequired: '请再次输入密码',
  passwordMismatch: '两次输入的密码不一致',
  agreementRequired: '请同意用户协议与隐私政策',
  newPasswordRequired: '请设置新密码',
  newPasswordMismatch: '两次输入的密码不一致，请重新输入',
  phoneFormat: '请输入正确的手机号码',
  emailRequired: '请输入邮箱',
  emailFormat: '请输入正确的邮箱',
  codeRequired: '请输入验证码',
  realNameFormat: '请输入正确的姓名',
  birthdayRequired: '请输入生日以确保您已满18周岁',
  underAge: '未满18周岁不能参与游戏',
  birthdayFormat: '请输入正确的生日',
  phoneCompletionWrong: '手机号码错误',
  codeFirst: '请先获取验证码',
  codeFormat: '请输入6位验证码',
  pictureCodeRequired: '请输入图形验证码',
} as const;

export const USERNAME_MAX = 11;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 12;

/** spec 5: 4-11 characters, letters and digits only, first a letter, at least 2 letters and a digit. */
export function isValidUsername(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9]{3,10}$/.test(name)) return false;
  const letters = name.replace(/[^A-Za-z]/g, '').length;
  const digits = name.replace(/[^0-9]/g, '').length;
  return letters >= 2 && digits >= 1;
}

/** spec 5: 8-12 characters of letters and digits with at least one of each. */
export function isValidPassword(password: string): boolean {
  return /^[A-Za-z0-9]{8,12}$/.test(password) && /[A-Za-z]/.test(password) && /[0-9]/.test(password);
}

/** spec 5: whitespace is stripped from the username on register. */
export const stripWhitespace = (value: string): string => value.replace(/\s+/g, '');

export const registerUsernameSchema = z
  .string()
  .transform(stripWhitespace)
  .pipe(z.string().min(1, RuleMessage.usernameRequired).refine(isValidUsername, RuleMessage.usernameFormat));

export const passwordRuleSchema = z
  .string()
  .min(1, RuleMessage.passwordRequired)
  .refine(isValidPassword, RuleMessage.passwordFormat);

/** The register form (plain passwords, before hashing), used by the client form and the shared tests. */
export const registerFormSchema = z
  .object({
    username: registerUsernameSchema,
    password: passwordRuleSchema,
    repeatPassword: z
      .string()
      .min(1, RuleMessage.repeatRequired)
      .refine(isValidPassword, RuleMessage.passwordFormat),
    isAgree: z.boolean().refine((v) => v, RuleMessage.agreementRequired),
  })
  .superRefine((form, ctx) => {
    if (form.repeatPassword && form.password !== form.repeatPassword) {
      ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: RuleMessage.passwordMismatch });
    }
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** The login form: required fields only (spec 5). */
export const loginFormSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, RuleMessage.usernameRequired)
    .max(USERNAME_MAX, RuleMessage.usernameFormat),
  password: z.string().min(1, RuleMessage.passwordRequired),
  rememberPwd: z.boolean().optional(),
});
export type LoginForm = z.input<typeof loginFormSchema>;

/** A password as it travels: the MD5 hex of what the member typed (spec 7.5). */
export const md5HexSchema = z.string().regex(/^[0-9a-f]{32}$/, '密码格式错误');

/** spec 5 and 9: limits of the forgot-password and profile forms. */
export const FORGOT_USERNAME_MAX = 30;
export const PHONE_INPUT_MAX = 11;
export const EMAIL_MAX = 40;
export const VERIFICATION_CODE_LENGTH = 6;
export const PHONE_COMPLETION_LENGTH = 4;
export const MINIMUM_AGE = 18;

/** spec 5: the default phone pattern (+86): optional +86, then 1 and 10 digits. Other areas: queryCountryArea. */
export const DEFAULT_PHONE_PATTERN = '^(\\+86)?1\\d{10}$';

/** Whether a phone matches an area's pattern (a RegExp source from queryCountryArea); false for a bad pattern. */
export function isValidPhone(phone: string, pattern: string = DEFAULT_PHONE_PATTERN): boolean {
  try {
    return new RegExp(pattern).test(phone);
  } catch {
    return false;
  }
}

/** spec 5: email without spaces. */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

const MIDDLE_DOT = '\u00b7';
const HAN = /\p{Script=Han}/u;

/**
 * spec 5 real name: no two adjacent middle dots and no middle dot at either end; otherwise letters, Chinese
 * characters and middle dots only, and either Chinese at both ends (阿卜杜·热合曼) or letters and dots only
 * (John·Smith).
 */
export function isValidRealName(name: string): boolean {
  if (name.length === 0 || name.includes(MIDDLE_DOT + MIDDLE_DOT)) return false;
  if (name.startsWith(MIDDLE_DOT) || name.endsWith(MIDDLE_DOT)) return false;
  const characters = Array.from(name);
  if (!characters.every((c) => c === MIDDLE_DOT || /^[A-Za-z]$/.test(c) || HAN.test(c))) return false;
  const first = characters[0] ?? '';
  const last = characters[characters.length - 1] ?? '';
  const chineseEnds = HAN.test(first) && HAN.test(last);
  const lettersAndDots = characters.every((c) => c === MIDDLE_DOT || /^[A-Za-z]$/.test(c));
  return chineseEnds || lettersAndDots;
}

/** A calendar date written YYYY-MM-DD that exists (no 2001-02-29). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Full years between a birthday and a day, both YYYY-MM-DD; a 29 February birthday counts from 1 March. */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  if (!by || !bm || !bd || !ty || !tm || !td) return Number.NaN;
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

/** spec 5: at least 18 on `today` (YYYY-MM-DD, the site's calendar day). */
export function isAdultOn(birthday: string, today: string): boolean {
  return isCalendarDate(birthday) && ageOn(birthday, today) >= MINIMUM_AGE;
}
