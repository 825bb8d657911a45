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
    repeatPassword: z.string().min(1, RuleMessage.repeatRequired).refine(isValidPassword, RuleMessage.passwordFormat),
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
  username: z.string().trim().min(1, RuleMessage.usernameRequired).max(USERNAME_MAX, RuleMessage.usernameFormat),
  password: z.string().min(1, RuleMessage.passwordRequired),
  rememberPwd: z.boolean().optional(),
});
export type LoginForm = z.input<typeof loginFormSchema>;

/** A password as it travels: the MD5 hex of what the member typed (spec 7.5). */
export const md5HexSchema = z.string().regex(/^[0-9a-f]{32}$/, '密码格式错误');
